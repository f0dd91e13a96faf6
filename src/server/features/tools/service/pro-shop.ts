import { and, asc, eq } from 'drizzle-orm';
import { proShopPrice, type MarkupType, type ProShopItemInput } from '../../../../shared/tools/pro-shop';
import { toolsRecordMessages as m, type ProShopItemRecord } from '../../../../shared/tools/records';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { proShopItems } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { NotFound } from '../../../platform/errors';
import { cents, fourPlaces, gymOf, readGym, type Member } from './member';

type Row = typeof proShopItems.$inferSelect;

/** The columns of an item: its inputs as stored (member.ts) and the price computed from them. */
function itemValues(body: ProShopItemInput) {
  const input = {
    itemName: body.itemName,
    itemCost: cents(body.itemCost),
    markupType: body.markupType,
    markupPercent: body.markupPercent == null ? null : fourPlaces(body.markupPercent),
    markupAmount: body.markupAmount == null ? null : cents(body.markupAmount),
    ccFeePercent: fourPlaces(body.ccFeePercent),
  };
  return { ...input, ...proShopPrice(input) };
}

const record = (r: Row): ProShopItemRecord => ({ ...r, markupType: r.markupType as MarkupType });

const audited = (r: Row) => {
  const { id: _id, gymId: _gym, createdBy: _by, createdAt: _c, updatedAt: _u, ...values } = r;
  return values;
};

/** GET /api/pro-shop-items: the gym's items, by name. */
export async function listProShopItems(db: Db, member: Member): Promise<ProShopItemRecord[]> {
  const rows = await db
    .select()
    .from(proShopItems)
    .where(eq(proShopItems.gymId, readGym(member)))
    .orderBy(asc(proShopItems.itemName), asc(proShopItems.id));
  return rows.map(record);
}

async function ownItem(tx: Tx, member: Member, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(proShopItems)
    .where(and(eq(proShopItems.id, id), eq(proShopItems.gymId, readGym(member))));
  if (!row) throw new NotFound(m.proShopItemNotFound);
  return row;
}

/** POST /api/pro-shop-items: retail price and net profit computed here. */
export async function createProShopItem(db: Db, member: Member, body: ProShopItemInput): Promise<ProShopItemRecord> {
  const gymId = gymOf(member);
  const values = itemValues(body);
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(proShopItems)
      .values({ ...values, gymId, createdBy: member.userId })
      .returning();
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'pro_shop_item.create',
        resourceType: 'pro_shop_item',
        resourceId: row!.id,
        newValues: { ...values, gymId },
      },
      member.meta,
    );
    return record(row!);
  });
}

/** PUT /api/pro-shop-items/:id */
export async function updateProShopItem(
  db: Db,
  member: Member,
  id: number,
  body: ProShopItemInput,
): Promise<ProShopItemRecord> {
  const values = itemValues(body);
  return withTransaction(db, async (tx) => {
    const before = await ownItem(tx, member, id);
    const [row] = await tx
      .update(proShopItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(proShopItems.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'pro_shop_item.update',
        resourceType: 'pro_shop_item',
        resourceId: id,
        oldValues: audited(before),
        newValues: values,
      },
      member.meta,
    );
    return record(row!);
  });
}

/** DELETE /api/pro-shop-items/:id */
export async function deleteProShopItem(db: Db, member: Member, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await ownItem(tx, member, id);
    await tx.delete(proShopItems).where(eq(proShopItems.id, id));
    await recordActivity(
      tx,
      {
        userId: member.userId,
        action: 'pro_shop_item.delete',
        resourceType: 'pro_shop_item',
        resourceId: id,
        oldValues: audited(before),
      },
      member.meta,
    );
  });
}
