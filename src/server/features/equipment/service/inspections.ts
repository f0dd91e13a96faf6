import { count, desc, eq } from 'drizzle-orm';
import {
  equipmentMessages as m,
  nextDueFrom,
  statusAfter,
  type inspectionInputSchema,
} from '../../../../shared/equipment';
import type { PageQuery } from '../../../../shared/paging';
import type { z } from 'zod';
import { withTransaction, type Db } from '../../../db/client';
import { equipment, equipmentInspections, gyms, users } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Caller } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';
import { pageOf } from '../../../platform/paging';
import { equipmentPolicy } from '../policy';
import { readManaged } from './items';
import { inspectionColumns, latestInspections, presentInspection, presentScanned } from './present';

/** The item behind a label's code, with its gym's name, if the caller may inspect it. */
async function scannedItem(db: Db, caller: Caller, qrCode: string, lock = false) {
  const query = db
    .select({ item: equipment, gymName: gyms.name })
    .from(equipment)
    .innerJoin(gyms, eq(gyms.id, equipment.gymId))
    .where(eq(equipment.qrCode, qrCode));
  const [row] = lock ? await query.for('update', { of: equipment }) : await query;
  // Another gym's code, or one that does not exist, reads the same: not found.
  if (!row || !equipmentPolicy.can(caller, 'inspect', row.item)) throw new NotFound(m.notFound);
  return row;
}

/** GET /api/equipment/by-qr/:qrCode: the item, its gym and its latest inspection, for its gym's members. */
export async function scanEquipment(deps: Deps, caller: Caller, qrCode: string) {
  const { item, gymName } = await scannedItem(deps.db, caller, qrCode);
  const last = (await latestInspections(deps.db, [item.id])).get(item.id) ?? null;
  return presentScanned(item, gymName, last, new Date());
}

/**
 * POST /api/equipment/by-qr/:qrCode/inspections: the inspection is kept, and the item is due again
 * one interval after it; its status follows the result (out_of_service takes it out of service, a
 * pass puts it back).
 */
export async function recordInspection(
  deps: Deps,
  caller: Caller,
  qrCode: string,
  input: z.output<typeof inspectionInputSchema>,
) {
  return withTransaction(deps.db, async (tx) => {
    const { item, gymName } = await scannedItem(tx, caller, qrCode, true);
    const now = new Date();
    const nextDueAt = nextDueFrom(now, item.inspectionIntervalDays);
    const status = statusAfter[input.result];
    const [made] = await tx
      .insert(equipmentInspections)
      .values({
        equipmentId: item.id,
        inspectedBy: caller.userId,
        result: input.result,
        notes: input.notes,
        inspectedAt: now,
      })
      .returning();
    const [after] = await tx
      .update(equipment)
      .set({ nextDueAt, status, updatedAt: now })
      .where(eq(equipment.id, item.id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: caller.userId,
        action: 'equipment.inspect',
        resourceType: 'equipment',
        resourceId: item.id,
        oldValues: { status: item.status, nextDueAt: item.nextDueAt.toISOString() },
        newValues: {
          inspectionId: made!.id,
          result: input.result,
          notes: input.notes,
          status,
          nextDueAt: nextDueAt.toISOString(),
        },
      },
      caller.meta,
    );
    const [me] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, caller.userId));
    const inspection = presentInspection({
      ...made!,
      firstName: me?.firstName ?? null,
      lastName: me?.lastName ?? null,
    });
    return {
      ...inspection,
      nextDueAt,
      equipment: presentScanned(after!, gymName, inspection, now),
    };
  });
}

/** GET /api/equipment/:id/inspections: an item's history, newest first. */
export async function listInspections(deps: Deps, caller: Caller, id: number, q: PageQuery) {
  await readManaged(deps, caller, id);
  const where = eq(equipmentInspections.equipmentId, id);
  const page = await pageOf(
    q,
    (limit, offset) =>
      deps.db
        .select(inspectionColumns)
        .from(equipmentInspections)
        .leftJoin(users, eq(users.id, equipmentInspections.inspectedBy))
        .where(where)
        .orderBy(desc(equipmentInspections.inspectedAt), desc(equipmentInspections.id))
        .limit(limit)
        .offset(offset),
    async () => (await deps.db.select({ n: count() }).from(equipmentInspections).where(where))[0]?.n ?? 0,
  );
  return { ...page, items: page.items.map(presentInspection) };
}
