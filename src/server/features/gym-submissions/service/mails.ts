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

/**
 * Mails to submitterEmail go to an address nobody has verified: anyone can submit a gym in
 * someone else's name. So they quote nothing the submitter wrote (gym name, names, address,
 * notes), which would turn the form into a way to mail any text to anyone; they greet with
 * "Hello," and name only what our team wrote or approved (a listed gym's name, review notes).
 */
export const SUBMISSION_RECEIVED_SUBJECT = 'We received your gym submission';

export function submissionReceivedMail(s: Pick<SubmissionFacts, 'submitterEmail'>): MailMessage {
  return composeMail(s.submitterEmail, SUBMISSION_RECEIVED_SUBJECT, 'Hello,', [
    'We received a gym submission made with this email address for the Breakfast Club gym network.',
    'Our team will review it shortly and write to this address once it is decided.',
    'If you did not submit a gym, you can ignore this mail: someone may have typed your address by mistake.',
  ]);
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

/**
 * The gym is in the network, approved or found there already: the submitter's team can register
 * with it. `notes` (the admin's) close the message.
 */
type InNetworkMail = (s: SubmissionFacts, gymName: string, publicUrl: string, notes: string | null) => MailMessage;

const inNetworkMail = (
  s: SubmissionFacts,
  subject: string,
  lines: string[],
  { notes, publicUrl, register }: { notes: string | null; publicUrl: string; register: string },
) =>
  composeMail(s.submitterEmail, subject, 'Hello,', [...lines, ...(notes ? [`Note from our team: ${notes}`] : [])], {
    label: register,
    url: `${publicUrl}/auth?mode=register`,
  });

export const approvedMail: InNetworkMail = (s, gymName, publicUrl, notes) =>
  inNetworkMail(
    s,
    `${gymName} is now in the gym network`,
    [
      `Good news: ${gymName} has been approved and is now listed in the breakfast club gym network.`,
      'Anyone on your team can now register with it.',
    ],
    { notes, publicUrl, register: 'Register or sign in' },
  );

export function rejectedMail(s: SubmissionFacts, notes: string): MailMessage {
  return composeMail(s.submitterEmail, 'About your gym submission', 'Hello,', [
    'Thank you for your gym submission. After review, our team could not add it to the gym network.',
    `Reason: ${notes}`,
    'If you think this is a mistake, reply to this message and we will take another look.',
  ]);
}

export const duplicateMail: InNetworkMail = (s, gymName, publicUrl, notes) =>
  inNetworkMail(
    s,
    `${gymName} is already in the gym network`,
    [
      `Thank you for your gym submission. The gym is already listed in the breakfast club gym network as ${gymName}, so there is nothing more to add.`,
      'You and your team can register with it right away.',
    ],
    { notes, publicUrl, register: 'Register with your gym' },
  );
