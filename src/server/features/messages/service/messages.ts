import { and, arrayContains, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  messageMessages as m,
  phoneKey,
  type messageListQuery,
  type messageSchema,
  type MessageValues,
  type optOutSchema,
  type recordingInputSchema,
  type recordingSchema,
} from '../../../../shared/messages';
import { withTransaction, type Db } from '../../../db/client';
import { gyms, messages, smsOptOuts, users, voiceRecordings } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Caller } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { Conflict, Forbidden, NotFound, ServiceUnavailable } from '../../../platform/errors';
import { containsPattern } from '../../../platform/search';
import { composeMail } from '../../../platform/mail-compose';
import { sendMails } from '../../../platform/mailer';
import { pageOf } from '../../../platform/paging';
import { readableGym } from '../../../platform/policy';
import type { SmsReceipt } from '../../../platform/sms';
import { messagePolicy } from '../policy';

/**
 * Customer connect (decision 0164): a gym's texts and voicemails to its families, through the
 * telephony adapter (platform/sms.ts), with an email copy on request, the opt-outs honoured, and
 * the history per gym.
 */

type MessageOut = z.output<typeof messageSchema>;
type RecordingOut = z.output<typeof recordingSchema>;
type MessageRow = typeof messages.$inferSelect;

/** The key of a sending number: a gym's own, else SMS_FROM, else '' (the outbox's shared sender). */
export function sendingKey(deps: Deps, gymSmsFrom: string | null): string {
  const from = gymSmsFrom ?? deps.config.SMS_FROM;
  return from ? phoneKey(from) : '';
}

/** The gym whose messages the caller works with: theirs once approved; 403 without one. */
function gymOf(caller: Caller): number {
  const gymId = readableGym(caller);
  if (gymId === null) throw new Forbidden(m.noGym);
  return gymId;
}

const columns = { message: messages, senderFirst: users.firstName, senderLast: users.lastName };

function selectMessages(db: Db) {
  return db.select(columns).from(messages).leftJoin(users, eq(users.id, messages.userId));
}

async function present(
  db: Db,
  rows: { message: MessageRow; senderFirst: string | null; senderLast: string | null }[],
): Promise<MessageOut[]> {
  const ids = rows.map((r) => r.message.id);
  const recordings = ids.length
    ? await db.select().from(voiceRecordings).where(inArray(voiceRecordings.messageId, ids))
    : [];
  return rows.map(({ message, senderFirst, senderLast }) => ({
    id: message.id,
    type: message.type as MessageOut['type'],
    direction: message.direction as MessageOut['direction'],
    customerName: message.customerName,
    customerPhone: message.customerPhone,
    customerEmail: message.customerEmail,
    content: message.content,
    userId: message.userId,
    sentBy: senderFirst ? `${senderFirst} ${senderLast ?? ''}`.trim() : null,
    sentAt: message.sentAt,
    status: message.status,
    twilioSid: message.twilioSid,
    twilioStatus: message.twilioStatus,
    tags: message.tags,
    emailSent: message.emailSent,
    gymId: message.gymId,
    recordings: recordings.filter((r) => r.messageId === message.id).map(presentRecording),
  }));
}

function presentRecording(r: typeof voiceRecordings.$inferSelect): RecordingOut {
  return {
    id: r.id,
    messageId: r.messageId,
    recordingUrl: r.recordingUrl,
    recordingDuration: r.recordingDuration,
    isTextToSpeech: r.isTextToSpeech,
    createdAt: r.createdAt,
  };
}

async function messageById(db: Db, id: number): Promise<MessageOut | undefined> {
  const [one] = await present(db, await selectMessages(db).where(eq(messages.id, id)));
  return one;
}

/** Whether `phone` texted STOP to the sending number `sender` (and has not texted START since). */
async function optedOutAt(db: Db, phone: string, sender: string): Promise<Date | null> {
  const [row] = await db
    .select({ optedOutAt: smsOptOuts.optedOutAt })
    .from(smsOptOuts)
    .where(
      and(eq(smsOptOuts.phone, phoneKey(phone)), eq(smsOptOuts.sendingNumber, sender), isNull(smsOptOuts.optedInAt)),
    );
  return row?.optedOutAt ?? null;
}

async function gymSender(deps: Deps, gymId: number): Promise<{ from: string | null; key: string; name: string }> {
  const [gym] = await deps.db.select({ smsFrom: gyms.smsFrom, name: gyms.name }).from(gyms).where(eq(gyms.id, gymId));
  const from = gym?.smsFrom ?? deps.config.SMS_FROM ?? null;
  return { from, key: sendingKey(deps, gym?.smsFrom ?? null), name: gym?.name ?? '' };
}

/** GET /api/messages/opt-out: whether the caller's gym may text the number (shown before sending). */
export async function optOutStatus(deps: Deps, caller: Caller, phone: string): Promise<z.output<typeof optOutSchema>> {
  const sender = await gymSender(deps, gymOf(caller));
  const at = await optedOutAt(deps.db, phone, sender.key);
  return { phone, optedOut: at !== null, optedOutAt: at };
}

/**
 * POST /api/messages: sends the text (or places the voicemail call) through the adapter, mails the
 * copy when asked, and keeps the message with the provider's id and status. A number that texted
 * STOP to the gym's sending number gets no text (409); a voicemail is not a text and still goes.
 */
export async function sendMessage(deps: Deps, caller: Caller, input: MessageValues): Promise<MessageOut> {
  const gymId = gymOf(caller);
  const sender = await gymSender(deps, gymId);
  if (input.type === 'sms' && (await optedOutAt(deps.db, input.customerPhone, sender.key))) {
    throw new Conflict(m.optedOut);
  }
  let receipt: SmsReceipt;
  try {
    receipt =
      input.type === 'sms'
        ? await deps.sms.send({ to: input.customerPhone, from: sender.from, body: input.content })
        : await deps.sms.call({
            to: input.customerPhone,
            from: sender.from,
            ...(input.recordingUrl ? { playUrl: input.recordingUrl } : { say: input.content }),
          });
  } catch (err) {
    deps.log.error({ err, gymId, type: input.type }, 'the telephony provider refused the message');
    throw new ServiceUnavailable(m.sendFailed);
  }
  const emailSent = input.sendEmail && input.customerEmail !== null;
  if (emailSent) {
    await sendMails(deps, [
      composeMail(
        input.customerEmail!,
        `A message from ${sender.name}`,
        input.customerName ? `Hello ${input.customerName},` : 'Hello,',
        [input.content, `${sender.name} sent you this ${input.type === 'sms' ? 'text' : 'voicemail'} as well.`],
      ),
    ]);
  }
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        type: input.type,
        direction: 'outbound',
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        phoneKey: phoneKey(input.customerPhone),
        customerEmail: input.customerEmail,
        content: input.content,
        userId: caller.userId,
        status: 'sent',
        twilioSid: receipt.sid,
        twilioStatus: receipt.status,
        tags: input.tags,
        emailSent,
        gymId,
      })
      .returning();
    const recording =
      input.type === 'voicemail'
        ? {
            messageId: row!.id,
            recordingUrl: input.recordingUrl,
            isTextToSpeech: input.recordingUrl === null,
          }
        : null;
    if (recording) await tx.insert(voiceRecordings).values(recording);
    const { id: _id, sentAt: _sentAt, ...values } = row!;
    await recordActivity(
      tx,
      {
        userId: caller.userId,
        action: `message.send_${input.type}`,
        resourceType: 'message',
        resourceId: row!.id,
        newValues: { ...values, ...(recording ? { recording } : {}) },
      },
      caller.meta,
    );
    return (await messageById(tx, row!.id))!;
  });
}

/** A message of the caller's gym, or 404 (another gym's is never shown). */
async function readable(deps: Deps, caller: Caller, id: number, db: Db = deps.db): Promise<MessageOut> {
  const found = await messageById(db, id);
  if (!found || !messagePolicy.can(caller, 'read', found)) throw new NotFound(m.notFound);
  return found;
}

/** GET /api/messages/:id */
export const getMessage = (deps: Deps, caller: Caller, id: number) => readable(deps, caller, id);

/** POST /api/messages/:id/recordings (spec 001 §5 "Voice recording"). */
export async function addRecording(
  deps: Deps,
  caller: Caller,
  id: number,
  input: z.output<typeof recordingInputSchema>,
): Promise<RecordingOut> {
  await readable(deps, caller, id);
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(voiceRecordings)
      .values({
        messageId: id,
        recordingUrl: input.recordingUrl ?? null,
        recordingDuration: input.recordingDuration ?? null,
        isTextToSpeech: input.isTextToSpeech,
      })
      .returning();
    const { id: _id, createdAt: _createdAt, ...values } = row!;
    await recordActivity(
      tx,
      {
        userId: caller.userId,
        action: 'voice_recording.create',
        resourceType: 'voice_recording',
        resourceId: row!.id,
        newValues: values,
      },
      caller.meta,
    );
    return presentRecording(row!);
  });
}

/**
 * GET /api/messages: the caller's gym's messages, newest first; `search` finds the name, the phone
 * (as written or by its digits) and the content, `tag` one tag, `phone` one family's thread.
 */
export async function listMessages(deps: Deps, caller: Caller, query: z.output<typeof messageListQuery>) {
  const gymId = readableGym(caller) ?? -1;
  const conditions: SQL[] = [eq(messages.gymId, gymId)];
  if (query.search) {
    const like = containsPattern(query.search);
    const digits = phoneKey(query.search);
    conditions.push(
      or(
        ilike(messages.customerName, like),
        ilike(messages.customerPhone, like),
        ilike(messages.content, like),
        ...(digits.length >= 3 ? [ilike(messages.phoneKey, containsPattern(digits))] : []),
      )!,
    );
  }
  if (query.tag) conditions.push(arrayContains(messages.tags, [query.tag]));
  if (query.phone) conditions.push(eq(messages.phoneKey, phoneKey(query.phone)));
  const where = and(...conditions);
  return pageOf(
    query,
    async (limit, offset) =>
      present(
        deps.db,
        await selectMessages(deps.db)
          .where(where)
          .orderBy(desc(messages.sentAt), desc(messages.id))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await deps.db.select({ n: count() }).from(messages).where(where))[0]?.n ?? 0,
  );
}
