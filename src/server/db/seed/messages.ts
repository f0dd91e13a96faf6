import { eq } from 'drizzle-orm';
import { phoneKey } from '../../../shared/messages';
import type { Db } from '../client';
import { gyms, messages, smsOptOuts, users, voiceRecordings } from '../schema/index';
import { DEMO_ACCOUNTS } from './accounts';

/** The number the demo owner's gym texts from (its own, so the demo's opt-out holds whatever SMS_FROM is). */
export const DEMO_SMS_FROM = '+1 217-555-0199';

interface DemoMessage {
  /** How long ago, in hours. */
  hoursAgo: number;
  type?: 'sms' | 'voicemail';
  direction?: 'outbound' | 'inbound';
  name: string;
  phone: string;
  email?: string;
  content: string;
  tags?: string[];
  emailSent?: boolean;
  status?: string;
  recordingUrl?: string;
}

const families = {
  whitfield: { name: 'Dana Whitfield', phone: '217-555-3410', email: 'dana.whitfield@example.com' },
  okafor: { name: 'Chinedu Okafor', phone: '217-555-7781' },
  brennan: { name: 'Megan Brennan', phone: '217-555-2296', email: 'megan.brennan@example.com' },
  alvarez: { name: 'Luis Alvarez', phone: '217-555-6034' },
  park: { name: 'Soo-jin Park', phone: '217-555-1187', email: 'sj.park@example.com' },
  hughes: { name: 'Tara Hughes', phone: '217-555-9052' },
};

const history: DemoMessage[] = [
  {
    hoursAgo: 2,
    ...families.whitfield,
    content: 'Practice is cancelled tonight: the ice storm closed our road. Make-up classes are open Saturday 9-11.',
    tags: ['schedule'],
    emailSent: true,
    status: 'delivered',
  },
  {
    hoursAgo: 2,
    ...families.okafor,
    content: 'Practice is cancelled tonight: the ice storm closed our road. Make-up classes are open Saturday 9-11.',
    tags: ['schedule'],
    status: 'delivered',
  },
  {
    hoursAgo: 1.5,
    direction: 'inbound',
    ...families.whitfield,
    content: 'Thanks for the heads up! Can Maya take the 10:00 make-up?',
  },
  {
    hoursAgo: 1,
    ...families.whitfield,
    content: 'Yes, Maya is on the 10:00 list. See you Saturday!',
    tags: ['schedule'],
    status: 'delivered',
  },
  {
    hoursAgo: 26,
    ...families.brennan,
    content:
      'Reminder: the Prairie Classic meet is this Saturday. Level 4 warm-ups start at 7:45 am, please arrive by 7:15 in team leotards.',
    tags: ['meet'],
    emailSent: true,
    status: 'delivered',
  },
  {
    hoursAgo: 26,
    type: 'voicemail',
    ...families.alvarez,
    content:
      'Hi, this is Coach Rivera about the Prairie Classic on Saturday: Sofia warms up at 7:45, please arrive by 7:15.',
    tags: ['meet'],
    status: 'delivered',
    recordingUrl: 'https://media.example.com/voicemail/prairie-classic-reminder.mp3',
  },
  {
    hoursAgo: 24,
    direction: 'inbound',
    ...families.alvarez,
    content: 'Got the voicemail, we will be there at 7:15. Where do parents park?',
  },
  {
    hoursAgo: 23,
    ...families.alvarez,
    content: 'Parents park in the south lot of the Bloomington Expo Center; spectator doors open at 8:30.',
    tags: ['meet'],
    status: 'delivered',
  },
  {
    hoursAgo: 72,
    ...families.park,
    content:
      "Your March tuition of $185 is past due. Pay in the parent portal or at the front desk by Friday to keep Ji-woo's Tuesday spot.",
    tags: ['billing'],
    emailSent: true,
    status: 'delivered',
  },
  { hoursAgo: 70, direction: 'inbound', ...families.park, content: 'Paid online just now, sorry for the delay!' },
  {
    hoursAgo: 96,
    type: 'voicemail',
    ...families.hughes,
    content:
      'Hello, this is Summit front desk. Your card on file was declined for the April tuition; please call us at 217-555-0101 to update it.',
    tags: ['billing'],
    status: 'delivered',
  },
  {
    hoursAgo: 120,
    ...families.hughes,
    content: 'Summer camp registration opens Monday at 8 am. Returning families get first pick until Wednesday.',
    tags: ['schedule'],
    status: 'delivered',
  },
  { hoursAgo: 119, direction: 'inbound', ...families.hughes, content: 'STOP' },
  {
    hoursAgo: 168,
    ...families.okafor,
    content: 'Team photos are next Thursday at 5:30. Wear the red competition leotard, hair in a high bun.',
    tags: ['meet'],
    status: 'failed',
  },
  {
    hoursAgo: 170,
    ...families.brennan,
    content: 'Open gym is moving from Friday to Sunday 1-3 pm this week only.',
    tags: ['schedule'],
    status: 'delivered',
  },
];

/**
 * The demo owner's gym's customer connect: cancellations, meet reminders, billing nudges, replies
 * from families, and one family that texted STOP (so the opt-out shows before sending).
 */
export async function seedDemoMessages(db: Db): Promise<void> {
  const [owner] = await db
    .select({ id: users.id, gymId: users.gymId })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS[0].username));
  if (!owner?.gymId) return;
  await db.update(gyms).set({ smsFrom: DEMO_SMS_FROM }).where(eq(gyms.id, owner.gymId));
  const now = Date.now();
  for (const [i, m] of history.entries()) {
    const inbound = m.direction === 'inbound';
    const [row] = await db
      .insert(messages)
      .values({
        type: m.type ?? 'sms',
        direction: m.direction ?? 'outbound',
        customerName: m.name,
        customerPhone: m.phone,
        phoneKey: phoneKey(m.phone),
        customerEmail: m.email ?? null,
        content: m.content,
        userId: inbound ? null : owner.id,
        sentAt: new Date(now - m.hoursAgo * 3_600_000),
        status: inbound ? 'received' : (m.status ?? 'sent'),
        twilioSid: `outbox-demo${String(i).padStart(11, '0')}`,
        twilioStatus: inbound ? 'received' : (m.status ?? 'sent'),
        tags: m.tags ?? [],
        emailSent: m.emailSent ?? false,
        gymId: owner.gymId,
      })
      .returning({ id: messages.id });
    if (m.type === 'voicemail') {
      await db.insert(voiceRecordings).values({
        messageId: row!.id,
        recordingUrl: m.recordingUrl ?? null,
        recordingDuration: m.recordingUrl ? 14 : null,
        isTextToSpeech: !m.recordingUrl,
      });
    }
  }
  await db.insert(smsOptOuts).values({
    phone: phoneKey(families.hughes.phone),
    sendingNumber: phoneKey(DEMO_SMS_FROM),
    optedOutAt: new Date(now - 119 * 3_600_000),
  });
}
