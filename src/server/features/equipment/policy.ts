import { holds } from '../../platform/caller';
import { approvedAt, definePolicy } from '../../platform/policy';

/** A piece of equipment, by the gym it belongs to. */
export interface EquipmentRef {
  gymId: number;
}

/**
 * Who does what to a gym's equipment (decision 0165): the approved members of its gym holding
 * equipment.manage add, edit, delete and print it and read its history; those holding
 * equipment.inspect (every gym role by default) record inspections. Anyone else, another gym's
 * members and the platform's admins included, is told it does not exist (404).
 */
export const equipmentPolicy = definePolicy<EquipmentRef, 'manage' | 'inspect'>({
  manage: (caller, item) => approvedAt(caller, item.gymId) && holds(caller, 'equipment.manage'),
  inspect: (caller, item) => approvedAt(caller, item.gymId) && holds(caller, 'equipment.inspect'),
});
