import { escapeHtml, type MailMessage } from '../../../platform/mailer';
import type { Deps } from '../../../platform/deps';

interface SubmissionFacts {
  id: number;
  name: string;
  addressLine1: string | null;
  city: string | null;
  state: string;
  country: string;
  submitterName: string;
  submitterEmail: string;
}

const SIGN_OFF = 'The Breakfast Club team';

/** A mail with a greeting, paragraphs and an optional link; the HTML part escapes every value. */
function compose(to: string, subject: string, greeting: string, paragraphs: string[], link?: { label: string; url: string }): MailMessage {
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...(link ? [`${link.label}: ${link.url}`, ''] : []), SIGN_OFF].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(SIGN_OFF)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

const where = (s: SubmissionFacts) => [s.addressLine1, s.city, s.state, s.country].filter(Boolean).join(', ');

export function submissionReceivedMail(s: SubmissionFacts, publicUrl: string): MailMessage {
  return compose(
    s.submitterEmail,
    `We received your gym submission: ${s.name}`,
    `Hi ${s.submitterName},`,
    [
      `Thank you for submitting ${s.name} (${where(s)}) to the breakfast club gym network.`,
      'Our team will review it shortly and let you know by email once it is listed.',
    ],
    { label: 'Register with your gym', url: `${publicUrl}/auth?mode=register` },
  );
}

export function adminNotificationMail(to: string, s: SubmissionFacts, publicUrl: string): MailMessage {
  return compose(
    to,
    `New gym submission to review: ${s.name}`,
    'Hello,',
    [
      `${s.submitterName} (${s.submitterEmail}) submitted ${s.name} (${where(s)}) for the gym directory.`,
      'It is waiting in the review queue.',
    ],
    { label: 'Review gym submissions', url: `${publicUrl}/admin/gym-submissions` },
  );
}

export function approvedMail(s: SubmissionFacts, gymName: string, publicUrl: string, notes: string | null): MailMessage {
  return compose(
    s.submitterEmail,
    `${gymName} is now in the gym network`,
    `Hi ${s.submitterName},`,
    [
      `Good news: ${gymName} has been approved and is now listed in the breakfast club gym network.`,
      'Anyone on your team can now register with it.',
      ...(notes ? [`Note from our team: ${notes}`] : []),
    ],
    { label: 'Register or sign in', url: `${publicUrl}/auth?mode=register` },
  );
}

export function rejectedMail(s: SubmissionFacts, notes: string): MailMessage {
  return compose(
    s.submitterEmail,
    `About your gym submission: ${s.name}`,
    `Hi ${s.submitterName},`,
    [
      `Thank you for submitting ${s.name}. After review, our team could not add it to the gym network.`,
      `Reason: ${notes}`,
      'If you think this is a mistake, reply to this message and we will take another look.',
    ],
  );
}

export function duplicateMail(s: SubmissionFacts, gymName: string, publicUrl: string, notes: string | null): MailMessage {
  return compose(
    s.submitterEmail,
    `${gymName} is already in the gym network`,
    `Hi ${s.submitterName},`,
    [
      `Thank you for submitting ${s.name}. It is already listed in the breakfast club gym network as ${gymName}, so there is nothing more to add.`,
      'You and your team can register with it right away.',
      ...(notes ? [`Note from our team: ${notes}`] : []),
    ],
    { label: 'Register with your gym', url: `${publicUrl}/auth?mode=register` },
  );
}

/** Hands mails to the mailer without waiting for delivery; a failure is logged, never thrown. */
export function sendMails(deps: Pick<Deps, 'mailer' | 'log'>, messages: MailMessage[]): void {
  for (const message of messages) {
    let sending: Promise<void>;
    try {
      sending = deps.mailer.send(message);
    } catch (err) {
      sending = Promise.reject(err);
    }
    sending.catch((err: unknown) => deps.log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent'));
  }
}
