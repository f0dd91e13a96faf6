import { toolsRecordMessages as m } from '../../../../shared/tools/records';
import type { ActivityMeta } from '../../../platform/activity-log';
import { Forbidden } from '../../../platform/errors';
import { roundCents, roundTo } from '../../../../shared/tools/numbers';

/**
 * Who is asking: saved tools belong to the gym, so every member of the gym reads and
 * edits them and another gym's rows do not exist for the caller (404, never 403).
 */
export interface Member {
  userId: number;
  /** The caller's gym once it approved them; null without one. */
  gymId: number | null;
  meta: ActivityMeta;
  /** Refuses a tool the caller's permissions do not open (tools/policy.ts). */
  assertTool: (slug: string) => void;
}

/** The gym a write goes to; a member without a gym has nowhere to keep it (403). */
export function gymOf(member: Member): number {
  if (member.gymId === null) throw new Forbidden(m.noGym);
  return member.gymId;
}

/** A gym no row belongs to, for reads by a member without a gym (serial ids start at 1). */
export const readGym = (member: Member): number => member.gymId ?? -1;

/**
 * Inputs as the columns keep them: money in cents, rates and measures to four decimals. The
 * totals are computed from these, so a saved record always recomputes to its own totals.
 */
export const cents = roundCents;
export const fourPlaces = (value: number) => roundTo(value, 4);
