import { holds } from '../../platform/caller';
import { approvedAt, definePolicy } from '../../platform/policy';

/** A generation, by the gym it belongs to. */
export interface GenerationRef {
  gymId: number;
}

/**
 * Who reads a generation and downloads its certificates (decision 0161): the approved members of
 * its gym holding certificates.generate, and the platform's certificate managers (admins hold
 * every permission). Anyone else is told it does not exist (404).
 */
export const generationPolicy = definePolicy<GenerationRef, 'read'>({
  read: (caller, generation) =>
    holds(caller, 'certificates.manage') ||
    (approvedAt(caller, generation.gymId) && holds(caller, 'certificates.generate')),
});
