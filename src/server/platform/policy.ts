import { gymAccessMessages } from '../../shared/gym-access';
import type { Caller } from './caller';
import { Forbidden } from './errors';

/** One rule of a policy: whether the caller may take the action on the resource. */
export type Rule<R> = (caller: Caller, resource: R) => boolean;

/**
 * A feature's policy (its policy.ts, beside its service): the actions on one kind of resource,
 * each a rule on the Caller and the resource itself (docs/decisions/0131-one-authorization-layer.md).
 * `can` answers; `abilities` gives the flags a screen needs (`canEdit`…) from the same rules.
 */
export function definePolicy<R, A extends string>(rules: Record<A, Rule<R>>) {
  return {
    can: (caller: Caller, action: A, resource: R): boolean => rules[action](caller, resource),
    abilities<K extends A>(caller: Caller, resource: R, actions: readonly K[]): Record<K, boolean> {
      return Object.fromEntries(actions.map((a) => [a, rules[a](caller, resource)])) as Record<K, boolean>;
    },
  };
}

/** Whether the caller is an approved member of the gym (gym-private data is theirs to read). */
export const approvedAt = (caller: Caller, gymId: number | null): boolean =>
  gymId !== null && caller.gymId === gymId && caller.gymAccess === 'approved';

/**
 * The gym whose private data the caller reads: their gym once approved; null without one (the
 * reads find nothing). A pending member is refused with the approval notice.
 */
export function readableGym(caller: Caller): number | null {
  if (caller.gymAccess === 'pending') throw new Forbidden(gymAccessMessages.pending);
  return caller.gymAccess === 'approved' ? caller.gymId : null;
}
