import { holds, type Caller } from '../../platform/caller';
import { approvedAt, definePolicy } from '../../platform/policy';

/** An access request, by the gym it asks for. */
export interface AccessRequestRef {
  gymId: number;
}

/**
 * Who decides a gym access request: an approved member of that gym holding gym.manage, or anyone
 * holding users.manage (the admins, who see every gym's requests and decide for a gym that has no
 * approved member yet).
 */
export const gymAccessPolicy = definePolicy<AccessRequestRef, 'decide'>({
  decide: (caller, request) =>
    holds(caller, 'users.manage') || (approvedAt(caller, request.gymId) && holds(caller, 'gym.manage')),
});

/** The gym whose requests the caller decides at their own screen, or null when none. */
export const decidingGym = (caller: Caller): number | null =>
  caller.gymId !== null &&
  gymAccessPolicy.can(caller, 'decide', { gymId: caller.gymId }) &&
  caller.gymAccess === 'approved'
    ? caller.gymId
    : null;
