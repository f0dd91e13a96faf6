import { composeMail } from '../../../platform/mail-compose';
import type { MailMessage } from '../../../platform/mailer';

interface Person {
  firstName: string;
  email: string;
}

interface ApplicationFacts {
  chapterName: string;
  city: string;
  state: string;
  email: string;
}

const place = (a: { city: string; state: string }) => `${a.city}, ${a.state}`;

/**
 * The receipt goes to the signed-in account's own address, not the one typed in the form, and
 * quotes nothing anybody typed (no chapter name, place or even first name): a mail to an address
 * nobody has verified must not carry a stranger's words, or the form becomes a way to send them.
 */
export function applicationReceivedMail(to: string, publicUrl: string): MailMessage {
  return composeMail(
    to,
    'We received your chapter application',
    'Hello,',
    [
      'Thank you for offering to start a breakfast club chapter. Gym owners who meet over breakfast are the heart of this community.',
      'Our team reviews every application by hand and will write to you once it has been looked at.',
      'If you did not apply, you can ignore this message.',
    ],
    { label: 'See your chapter status', url: `${publicUrl}/breakfast-club/my-chapter` },
  );
}

export function applicationAdminMail(
  to: string,
  a: ApplicationFacts & { phone: string },
  applicantName: string,
  publicUrl: string,
): MailMessage {
  return composeMail(
    to,
    `New chapter application to review: ${a.chapterName}`,
    'Hello,',
    [
      `${applicantName} (${a.email}, ${a.phone}) applied to start ${a.chapterName} in ${place(a)}.`,
      'It is waiting in the breakfast club review queue.',
    ],
    { label: 'Review chapter applications', url: `${publicUrl}/admin/breakfast-club` },
  );
}

export function applicationApprovedMail(a: ApplicationFacts, applicant: Person, publicUrl: string): MailMessage {
  return composeMail(
    a.email,
    `${a.chapterName} is now an active chapter`,
    `Hi ${applicant.firstName},`,
    [
      `Good news: your application was approved and ${a.chapterName} is now an active breakfast club chapter. You are its president.`,
      'Members can now find the chapter and ask to join; you approve them from your chapter page, where you can also plan your first breakfast.',
    ],
    { label: 'Open your chapter', url: `${publicUrl}/breakfast-club/my-chapter` },
  );
}

export function applicationRejectedMail(a: ApplicationFacts, applicant: Person, reason: string): MailMessage {
  return composeMail(a.email, `About your chapter application: ${a.chapterName}`, `Hi ${applicant.firstName},`, [
    `Thank you for offering to start ${a.chapterName} in ${place(a)}. After review, our team could not approve the chapter for now.`,
    `Reason: ${reason}`,
    'If anything changes, you are welcome to apply again, or reply to this message and we will talk it through.',
  ]);
}

export function joinRequestMail(
  to: string,
  chapterName: string,
  requester: { name: string; gymName: string | null },
  message: string | null,
  publicUrl: string,
): MailMessage {
  const who = requester.gymName ? `${requester.name} of ${requester.gymName}` : requester.name;
  return composeMail(
    to,
    `${requester.name} asked to join ${chapterName}`,
    'Hello,',
    [`${who} asked to join ${chapterName}.`, ...(message ? [`Their note: ${message}`] : [])],
    { label: 'Review join requests', url: `${publicUrl}/breakfast-club/my-chapter` },
  );
}

export function joinRequestDecidedMail(
  to: Person,
  chapterName: string,
  approved: boolean,
  publicUrl: string,
): MailMessage {
  return approved
    ? composeMail(
        to.email,
        `Welcome to ${chapterName}`,
        `Hi ${to.firstName},`,
        [`Your request to join ${chapterName} was approved. See you at the next breakfast!`],
        { label: 'Open your chapter', url: `${publicUrl}/breakfast-club/my-chapter` },
      )
    : composeMail(
        to.email,
        `About your request to join ${chapterName}`,
        `Hi ${to.firstName},`,
        [
          `Your request to join ${chapterName} was not accepted this time.`,
          'Other chapters may be closer to you, or you can start one of your own.',
        ],
        { label: 'Browse chapters', url: `${publicUrl}/breakfast-club/chapters` },
      );
}
