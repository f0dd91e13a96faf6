import { asc, eq } from 'drizzle-orm';
import { proShopPrice, type MarkupType, type ProShopItemInput } from '../../../../shared/tools/pro-shop';
import { MAX_PRO_SHOP_ITEMS, toolsRecordMessages as m, type ProShopItemRecord } from '../../../../shared/tools/records';
import { withTransaction } from '../../../db/client';
import { proShopItems } from '../../../db/schema/index';
import { auditOf, gymRows } from './gym-rows';
import { cents, fourPlaces, gymOf, type Member } from './member';
import type { Deps } from '../../../platform/deps';

type Row = typeof proShopItems.$inferSelect;

const saved = gymRows(proShopItems, m.proShopItemNotFound);
const audit = auditOf('pro_shop_item');

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
export async function listProShopItems(deps: Deps, member: Member): Promise<ProShopItemRecord[]> {
  const { db } = deps;
  const rows = await db
    .select()
    .from(proShopItems)
    .where(saved.ofGym(member))
    .orderBy(asc(proShopItems.itemName), asc(proShopItems.id));
  return rows.map(record);
}

/** POST /api/pro-shop-items: retail price and net profit computed here. */
export async function createProShopItem(
  deps: Deps,
  member: Member,
  body: ProShopItemInput,
): Promise<ProShopItemRecord> {
  const { db } = deps;
  const gymId = gymOf(member);
  const values = itemValues(body);
  return withTransaction(db, async (tx) => {
    await saved.room(tx, gymId, MAX_PRO_SHOP_ITEMS, m.proShopFull);
    const [row] = await tx
      .insert(proShopItems)
      .values({ ...values, gymId, createdBy: member.userId })
      .returning();
    await audit(tx, member, 'create', row!.id, { newValues: { ...values, gymId } });
    return record(row!);
  });
}

/** PUT /api/pro-shop-items/:id: the row is locked while it is replaced, so two saves never interleave. */
export async function updateProShopItem(
  deps: Deps,
  member: Member,
  id: number,
  body: ProShopItemInput,
): Promise<ProShopItemRecord> {
  const { db } = deps;
  const values = itemValues(body);
  return withTransaction(db, async (tx) => {
    const before = await saved.own(tx, member, id, true);
    const [row] = await tx
      .update(proShopItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(proShopItems.id, id))
      .returning();
    await audit(tx, member, 'update', id, { oldValues: audited(before), newValues: values });
    return record(row!);
  });
}

/** DELETE /api/pro-shop-items/:id */
export async function deleteProShopItem(deps: Deps, member: Member, id: number): Promise<void> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const before = await saved.own(tx, member, id, true);
    await tx.delete(proShopItems).where(eq(proShopItems.id, id));
    await audit(tx, member, 'delete', id, { oldValues: audited(before) });
  });
}
