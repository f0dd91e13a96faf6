import { composeMail } from '../../../platform/mail-compose';
import type { MailMessage } from '../../../platform/mailer';

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

const where = (s: SubmissionFacts) => [s.addressLine1, s.city, s.state, s.country].filter(Boolean).join(', ');

export function submissionReceivedMail(s: SubmissionFacts, publicUrl: string): MailMessage {
  return composeMail(
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
  return composeMail(
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

export function approvedMail(
  s: SubmissionFacts,
  gymName: string,
  publicUrl: string,
  notes: string | null,
): MailMessage {
  return composeMail(
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
  return composeMail(s.submitterEmail, `About your gym submission: ${s.name}`, `Hi ${s.submitterName},`, [
    `Thank you for submitting ${s.name}. After review, our team could not add it to the gym network.`,
    `Reason: ${notes}`,
    'If you think this is a mistake, reply to this message and we will take another look.',
  ]);
}

export function duplicateMail(
  s: SubmissionFacts,
  gymName: string,
  publicUrl: string,
  notes: string | null,
): MailMessage {
  return composeMail(
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
