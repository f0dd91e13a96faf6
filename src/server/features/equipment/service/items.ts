import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  defaultIntervalDays,
  equipmentMessages as m,
  GYM_FACT_TYPES,
  MAX_EQUIPMENT_PER_GYM,
  nextDueFrom,
  type equipmentListQuery,
  type EquipmentValues,
} from '../../../../shared/equipment';
import { EQUIPMENT_KEYS } from '../../../../shared/tools/gym-facts';
import { withTransaction, type Tx } from '../../../db/client';
import { equipment, equipmentInspections, gymCapacity, gyms } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Caller } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { Conflict, Forbidden, NotFound } from '../../../platform/errors';
import { pageOf } from '../../../platform/paging';
import { readableGym } from '../../../platform/policy';
import { newToken } from '../../../platform/sessions';
import { equipmentPolicy } from '../policy';
import { latestInspections, loggedValues, presentEquipment, type EquipmentRow } from './present';
import { escapeLike } from '../../../platform/search';

/** A label's code: 16 random bytes, 128 bits, 22 base64url characters. */
export const newQrCode = () => newToken(16);

/** The gym equipment is kept for: the caller's, once approved; 403 without one. */
export function gymOf(caller: Caller): number {
  const gymId = readableGym(caller);
  if (gymId === null) throw new Forbidden(m.noGym);
  return gymId;
}

/** An item's "due soon" window as SQL, the same as dueSoonDays: a quarter of the interval, 1 to 7 days. */
const dueBy = (now: Date) =>
  sql`${now.toISOString()}::timestamptz + make_interval(days => least(7, greatest(1, ceil(${equipment.inspectionIntervalDays} / 4.0)::int)))`;
const overdueWhere = (now: Date) => sql`${equipment.nextDueAt} < ${now.toISOString()}::timestamptz`;
const dueWhere = (now: Date) => sql`${equipment.nextDueAt} <= ${dueBy(now)}`;

/** GET /api/equipment: the gym's items, soonest due first, with the counts of due and overdue ones. */
export async function listEquipment(deps: Deps, caller: Caller, q: z.output<typeof equipmentListQuery>) {
  const gymId = readableGym(caller) ?? -1;
  const now = new Date();
  const mine = eq(equipment.gymId, gymId);
  const needle = q.search ? `%${escapeLike(q.search)}%` : null;
  const where = and(
    mine,
    q.filter === 'overdue' ? overdueWhere(now) : q.filter === 'due' ? dueWhere(now) : undefined,
    needle
      ? or(ilike(equipment.name, needle), ilike(equipment.location, needle), ilike(equipment.serialNumber, needle))
      : undefined,
  ) as SQL;
  const [page, [counts]] = await Promise.all([
    pageOf(
      q,
      (limit, offset) =>
        deps.db
          .select()
          .from(equipment)
          .where(where)
          .orderBy(asc(equipment.nextDueAt), asc(equipment.name), asc(equipment.id))
          .limit(limit)
          .offset(offset),
      async () => (await deps.db.select({ n: count() }).from(equipment).where(where))[0]?.n ?? 0,
    ),
    deps.db
      .select({
        all: count(),
        due: sql<number>`count(*) filter (where ${dueWhere(now)})`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${overdueWhere(now)})`.mapWith(Number),
      })
      .from(equipment)
      .where(mine),
  ]);
  const last = await latestInspections(
    deps.db,
    page.items.map((r) => r.id),
  );
  return {
    ...page,
    items: page.items.map((r) => presentEquipment(r, last.get(r.id) ?? null, now)),
    counts: { all: counts?.all ?? 0, due: counts?.due ?? 0, overdue: counts?.overdue ?? 0 },
  };
}

/** One of the caller's gym's items, locked for the write, that the caller may manage; else 404. */
async function managedItem(tx: Tx, caller: Caller, id: number): Promise<EquipmentRow> {
  const [row] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
  if (!row || !equipmentPolicy.can(caller, 'manage', row)) throw new NotFound(m.notFound);
  return row;
}

/** GET /api/equipment/:id/… : an item the caller manages; else 404. */
export async function readManaged(deps: Deps, caller: Caller, id: number): Promise<EquipmentRow> {
  const [row] = await deps.db.select().from(equipment).where(eq(equipment.id, id));
  if (!row || !equipmentPolicy.can(caller, 'manage', row)) throw new NotFound(m.notFound);
  return row;
}

/** POST /api/equipment: a new item of the caller's gym with its label's code; first due one interval on. */
export async function createEquipment(deps: Deps, caller: Caller, input: EquipmentValues) {
  const gymId = gymOf(caller);
  const now = new Date();
  const row = await withTransaction(deps.db, async (tx) => {
    // The gym row is locked so two adds cannot both pass the cap.
    await tx.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId)).for('update');
    const [held] = await tx.select({ n: count() }).from(equipment).where(eq(equipment.gymId, gymId));
    if ((held?.n ?? 0) >= MAX_EQUIPMENT_PER_GYM) throw new Conflict(m.tooMany);
    const [made] = await tx
      .insert(equipment)
      .values({
        gymId,
        name: input.name,
        type: input.type,
        location: input.location,
        manufacturer: input.manufacturer,
        serialNumber: input.serialNumber,
        purchaseDate: input.purchaseDate,
        notes: input.notes,
        inspectionIntervalDays: input.inspectionIntervalDays,
        status: input.status ?? 'in_service',
        qrCode: newQrCode(),
        nextDueAt: nextDueFrom(now, input.inspectionIntervalDays),
        createdBy: caller.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordActivity(
      tx,
      {
        userId: caller.userId,
        action: 'equipment.create',
        resourceType: 'equipment',
        resourceId: made!.id,
        newValues: loggedValues(made!),
      },
      caller.meta,
    );
    return made!;
  });
  return presentEquipment(row, null, now);
}

/**
 * PUT /api/equipment/:id: a changed interval moves the next due date to the last inspection (or
 * the day the item was listed) plus the new interval.
 */
export async function updateEquipment(deps: Deps, caller: Caller, id: number, input: EquipmentValues) {
  const now = new Date();
  const { row, last } = await withTransaction(deps.db, async (tx) => {
    const before = await managedItem(tx, caller, id);
    const last = (await latestInspections(tx, [id])).get(id) ?? null;
    const nextDueAt =
      input.inspectionIntervalDays === before.inspectionIntervalDays
        ? before.nextDueAt
        : nextDueFrom(last ? last.inspectedAt : before.createdAt, input.inspectionIntervalDays);
    const [after] = await tx
      .update(equipment)
      .set({
        name: input.name,
        type: input.type,
        location: input.location,
        manufacturer: input.manufacturer,
        serialNumber: input.serialNumber,
        purchaseDate: input.purchaseDate,
        notes: input.notes,
        inspectionIntervalDays: input.inspectionIntervalDays,
        status: input.status ?? before.status,
        nextDueAt,
        updatedAt: now,
      })
      .where(eq(equipment.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: caller.userId,
        action: 'equipment.update',
        resourceType: 'equipment',
        resourceId: id,
        oldValues: loggedValues(before),
        newValues: loggedValues(after!),
      },
      caller.meta,
    );
    return { row: after!, last };
  });
  return presentEquipment(row, last, now);
}

/** DELETE /api/equipment/:id: the item and its inspection history. */
export async function deleteEquipment(deps: Deps, caller: Caller, id: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const before = await managedItem(tx, caller, id);
    const [history] = await tx
      .select({ n: count() })
      .from(equipmentInspections)
      .where(eq(equipmentInspections.equipmentId, id));
    await tx.delete(equipment).where(eq(equipment.id, id));
    await recordActivity(
      tx,
      {
        userId: caller.userId,
        action: 'equipment.delete',
        resourceType: 'equipment',
        resourceId: id,
        oldValues: { ...loggedValues(before), inspections: history?.n ?? 0 },
      },
      caller.meta,
    );
  });
}

/**
 * GET /api/equipment/suggestions: the gym facts' equipment counts (bars, beams, vaults, floors,
 * pits, trampolines), in the facts' order, each against the items of its type already listed, with
 * the name and interval the next one would take. Counts of 0 are left out.
 */
export async function equipmentSuggestions(deps: Deps, caller: Caller) {
  const gymId = readableGym(caller);
  if (gymId === null) return [];
  const [[facts], listed] = await Promise.all([
    deps.db.select().from(gymCapacity).where(eq(gymCapacity.gymId, gymId)),
    deps.db
      .select({ type: equipment.type, n: count() })
      .from(equipment)
      .where(eq(equipment.gymId, gymId))
      .groupBy(equipment.type),
  ]);
  if (!facts) return [];
  const byType = new Map(listed.map((r) => [r.type, r.n]));
  return EQUIPMENT_KEYS.filter((key) => facts[key] > 0).map((key) => {
    const { type, label, singular } = GYM_FACT_TYPES[key];
    const n = byType.get(type) ?? 0;
    return {
      key,
      type,
      label,
      recorded: facts[key],
      listed: n,
      nextName: `${singular} ${n + 1}`,
      inspectionIntervalDays: defaultIntervalDays[type],
    };
  });
}
