import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  keywordOf,
  phoneKey,
  statusOf,
  type inboundSmsSchema,
  type statusCallbackSchema,
} from '../../../../shared/messages';
import { withTransaction, type Tx } from '../../../db/client';
import { gyms, messages, smsOptOuts } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';

/**
 * What the provider's webhooks bring in (decision 0164): a family's reply, a STOP or START, and
 * the later statuses of what was sent. The routes verify the provider's signature first; nothing
 * here runs for a refused call.
 */

type Inbound = z.output<typeof inboundSmsSchema>;

/**
 * The gyms that text from the number `to`, and the key of that sending number: the gyms whose own
 * number it is; else, when it is SMS_FROM (or, without SMS_FROM, any number no gym owns: the
 * outbox's shared sender), the gyms without a number of their own.
 */
async function gymsTextingFrom(
  deps: Deps,
  to: string,
): Promise<{ sendingNumber: string; gymIds: number[]; shared: boolean }> {
  const toKey = phoneKey(to);
  const own = (await deps.db.select({ id: gyms.id, smsFrom: gyms.smsFrom }).from(gyms).where(isNotNull(gyms.smsFrom)))
    .filter((g) => phoneKey(g.smsFrom!) === toKey)
    .map((g) => g.id);
  if (own.length) return { sendingNumber: toKey, gymIds: own, shared: false };
  const sharedKey = deps.config.SMS_FROM ? phoneKey(deps.config.SMS_FROM) : '';
  if (sharedKey && sharedKey !== toKey) return { sendingNumber: toKey, gymIds: [], shared: false };
  const shared = await deps.db.select({ id: gyms.id }).from(gyms).where(isNull(gyms.smsFrom));
  return { sendingNumber: sharedKey, gymIds: shared.map((g) => g.id), shared: true };
}

/** Marks the number opted out of (or back into) the sending number's texts, with its audit row. */
async function setOptOut(tx: Tx, phone: string, sendingNumber: string, stop: boolean, meta: ActivityMeta) {
  const [before] = await tx
    .select()
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.phone, phone), eq(smsOptOuts.sendingNumber, sendingNumber)))
    .for('update');
  if (!before && !stop) return;
  const now = new Date();
  const [after] = before
    ? await tx
        .update(smsOptOuts)
        .set(stop ? { optedOutAt: now, optedInAt: null } : { optedInAt: now })
        .where(eq(smsOptOuts.id, before.id))
        .returning()
    : await tx.insert(smsOptOuts).values({ phone, sendingNumber, optedOutAt: now }).returning();
  const values = (row: typeof after) =>
    row
      ? { phone: row.phone, sendingNumber: row.sendingNumber, optedOutAt: row.optedOutAt, optedInAt: row.optedInAt }
      : null;
  await recordActivity(
    tx,
    {
      userId: null,
      action: stop ? 'sms_opt_out.stop' : 'sms_opt_out.start',
      resourceType: 'sms_opt_out',
      resourceId: after!.id,
      oldValues: values(before),
      newValues: values(after),
    },
    meta,
  );
}

/**
 * POST /api/webhooks/sms/inbound: STOP (STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) opts the sender out
 * of every gym texting from `To`, START (UNSTOP) opts it back in; every text, keyword or reply, is
 * kept in the history of the gyms it answers: a gym with its own number, or a gym sharing the
 * number that has written to this family before (a shared number never shows one gym's families
 * to another).
 */
export async function receiveText(deps: Deps, input: Inbound, meta: ActivityMeta): Promise<void> {
  const from = phoneKey(input.From);
  const { sendingNumber, gymIds, shared } = await gymsTextingFrom(deps, input.To);
  const keyword = keywordOf(input.Body);
  await withTransaction(deps.db, async (tx) => {
    if (keyword) await setOptOut(tx, from, sendingNumber, keyword === 'stop', meta);
    if (!gymIds.length || !input.Body.trim()) return;
    // The family's name as the gym last wrote it, per gym; a shared number keeps only gyms that wrote.
    const known = await tx
      .selectDistinctOn([messages.gymId], {
        gymId: messages.gymId,
        name: messages.customerName,
        email: messages.customerEmail,
      })
      .from(messages)
      .where(and(inArray(messages.gymId, gymIds), eq(messages.phoneKey, from)))
      .orderBy(messages.gymId, desc(messages.sentAt));
    const names = new Map(known.map((k) => [k.gymId, k]));
    const targets = shared ? gymIds.filter((id) => names.has(id)) : gymIds;
    if (!targets.length) return;
    const rows = await tx
      .insert(messages)
      .values(
        targets.map((gymId) => ({
          type: 'sms',
          direction: 'inbound',
          customerName: names.get(gymId)?.name ?? null,
          customerPhone: input.From,
          phoneKey: from,
          customerEmail: names.get(gymId)?.email ?? null,
          content: input.Body.trim(),
          userId: null,
          status: 'received',
          twilioSid: input.MessageSid ?? null,
          twilioStatus: 'received',
          tags: [],
          gymId,
        })),
      )
      .returning();
    for (const row of rows) {
      await recordActivity(
        tx,
        {
          userId: null,
          action: 'message.receive',
          resourceType: 'message',
          resourceId: row.id,
          newValues: { gymId: row.gymId, customerPhone: row.customerPhone, content: row.content, keyword },
        },
        meta,
      );
    }
  });
  deps.log.info({ gyms: gymIds.length, keyword }, 'inbound text received');
}

/** POST /api/webhooks/sms/status: the provider's later status of a text or call, by its id. */
export async function receiveStatus(
  deps: Deps,
  input: z.output<typeof statusCallbackSchema>,
  meta: ActivityMeta,
): Promise<void> {
  const sid = input.MessageSid ?? input.CallSid;
  const providerStatus = input.MessageStatus ?? input.CallStatus;
  if (!sid || !providerStatus) return;
  await withTransaction(deps.db, async (tx) => {
    const before = await tx
      .select({ id: messages.id, status: messages.status, twilioStatus: messages.twilioStatus })
      .from(messages)
      .where(and(eq(messages.twilioSid, sid), eq(messages.direction, 'outbound')))
      .for('update');
    for (const row of before) {
      const next = { status: statusOf(providerStatus), twilioStatus: providerStatus.slice(0, 30) };
      if (row.status === next.status && row.twilioStatus === next.twilioStatus) continue;
      await tx.update(messages).set(next).where(eq(messages.id, row.id));
      await recordActivity(
        tx,
        {
          userId: null,
          action: 'message.status',
          resourceType: 'message',
          resourceId: row.id,
          oldValues: { status: row.status, twilioStatus: row.twilioStatus },
          newValues: next,
        },
        meta,
      );
    }
  });
}
