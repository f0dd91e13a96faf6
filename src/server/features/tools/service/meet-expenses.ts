import { asc, eq } from 'drizzle-orm';
import { meetExpenseTotals, type MeetExpensesInput } from '../../../../shared/tools/meet-expenses';
import {
  toolsRecordMessages as m,
  type MeetExpenseRecord,
  type MeetExpenseSummary,
} from '../../../../shared/tools/records';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { meetExpenseDetails, meetExpenses, meetLevelEntries } from '../../../db/schema/index';
import { auditOf, gymRows } from './gym-rows';
import { cents, fourPlaces, gymOf, type Member } from './member';
import type { Deps } from '../../../platform/deps';

/** The inputs rounded to what the columns keep (member.ts), before the totals are computed. */
export function storedMeet(input: MeetExpensesInput): MeetExpensesInput {
  const d = input.details;
  return {
    meetName: input.meetName,
    date: input.date,
    location: input.location,
    levels: input.levels.map((l) => ({ ...l, costPerGymnast: cents(l.costPerGymnast) })),
    details: {
      ...d,
      milesPerTrip: fourPlaces(d.milesPerTrip),
      mileageRate: fourPlaces(d.mileageRate),
      tollsPerTrip: cents(d.tollsPerTrip),
      costPerNight: cents(d.costPerNight),
      costPerSession: cents(d.costPerSession),
      foodExpensePerSession: cents(d.foodExpensePerSession),
      otherExpenses: cents(d.otherExpenses),
      miscExpenses: cents(d.miscExpenses),
      teamFee: cents(d.teamFee),
      creditCardFeePercentage: fourPlaces(d.creditCardFeePercentage),
    },
  };
}

type MeetRow = typeof meetExpenses.$inferSelect;

const saved = gymRows(meetExpenses, m.meetExpenseNotFound);
const audit = auditOf('meet_expense');

const summary = (r: MeetRow): MeetExpenseSummary => ({
  id: r.id,
  meetName: r.meetName,
  date: r.date,
  location: r.location,
  totals: r.totals,
  gymId: r.gymId,
  createdBy: r.createdBy,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** GET /api/meet-expenses: a page of the gym's meet budgets, newest first, and how many there are. */
export async function listMeetExpenses(
  deps: Deps,
  member: Member,
  page: { limit: number; offset: number },
): Promise<{ items: MeetExpenseSummary[]; total: number }> {
  const { db } = deps;
  const { rows, total } = await saved.page(db, saved.ofGym(member), page, 'createdAt');
  return { items: rows.map(summary), total };
}

async function withParts(db: Db | Tx, row: MeetRow): Promise<MeetExpenseRecord> {
  const levels = await db
    .select()
    .from(meetLevelEntries)
    .where(eq(meetLevelEntries.meetExpenseId, row.id))
    .orderBy(asc(meetLevelEntries.displayOrder), asc(meetLevelEntries.id));
  const [details] = await db.select().from(meetExpenseDetails).where(eq(meetExpenseDetails.meetExpenseId, row.id));
  const { id: _id, meetExpenseId: _meet, ...detailValues } = details!;
  return {
    ...summary(row),
    levels: levels.map((l) => ({
      levelName: l.levelName,
      numGymnasts: l.numGymnasts,
      costPerGymnast: l.costPerGymnast,
    })),
    details: detailValues,
  };
}

/** GET /api/meet-expenses/:id */
export async function getMeetExpense(deps: Deps, member: Member, id: number): Promise<MeetExpenseRecord> {
  const { db } = deps;
  return withParts(db, await saved.own(db, member, id));
}

async function writeParts(tx: Tx, meetExpenseId: number, input: MeetExpensesInput) {
  if (input.levels.length) {
    await tx
      .insert(meetLevelEntries)
      .values(input.levels.map((l, displayOrder) => ({ ...l, meetExpenseId, displayOrder })));
  }
  await tx
    .insert(meetExpenseDetails)
    .values({ ...input.details, meetExpenseId })
    .onConflictDoUpdate({ target: meetExpenseDetails.meetExpenseId, set: input.details });
}

/** POST /api/meet-expenses: saved in the caller's gym with totals computed here, never taken from the body. */
export async function createMeetExpense(
  deps: Deps,
  member: Member,
  body: MeetExpensesInput,
): Promise<MeetExpenseRecord> {
  const { db } = deps;
  const gymId = gymOf(member);
  const input = storedMeet(body);
  const totals = meetExpenseTotals(input);
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(meetExpenses)
      .values({
        gymId,
        meetName: input.meetName,
        date: input.date,
        location: input.location,
        totals,
        createdBy: member.userId,
      })
      .returning();
    await writeParts(tx, row!.id, input);
    await audit(tx, member, 'create', row!.id, { newValues: { ...input, gymId, totals } });
    return withParts(tx, row!);
  });
}

const auditValues = (r: MeetExpenseRecord) => ({
  meetName: r.meetName,
  date: r.date,
  location: r.location,
  levels: r.levels,
  details: r.details,
  totals: r.totals,
});

/** PUT /api/meet-expenses/:id: the whole budget replaced, its totals recomputed. */
export async function updateMeetExpense(
  deps: Deps,
  member: Member,
  id: number,
  body: MeetExpensesInput,
): Promise<MeetExpenseRecord> {
  const { db } = deps;
  const input = storedMeet(body);
  const totals = meetExpenseTotals(input);
  return withTransaction(db, async (tx) => {
    const before = await withParts(tx, await saved.own(tx, member, id, true));
    const [row] = await tx
      .update(meetExpenses)
      .set({ meetName: input.meetName, date: input.date, location: input.location, totals, updatedAt: new Date() })
      .where(eq(meetExpenses.id, id))
      .returning();
    await tx.delete(meetLevelEntries).where(eq(meetLevelEntries.meetExpenseId, id));
    await writeParts(tx, id, input);
    await audit(tx, member, 'update', id, { oldValues: auditValues(before), newValues: { ...input, totals } });
    return withParts(tx, row!);
  });
}

/** DELETE /api/meet-expenses/:id: its levels and details go with it. */
export async function deleteMeetExpense(deps: Deps, member: Member, id: number): Promise<void> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const before = await withParts(tx, await saved.own(tx, member, id, true));
    await tx.delete(meetExpenses).where(eq(meetExpenses.id, id));
    await audit(tx, member, 'delete', id, { oldValues: auditValues(before) });
  });
}
