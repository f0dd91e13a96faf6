import type { GymAccessRequest } from '../../../shared/gym-access';
import { composeMail } from '../../platform/mail-compose';
import type { MailMessage } from '../../platform/mailer';

/**
 * To the gym's approvers (or the admins): someone registered with the gym and waits for access.
 * Approvers are the gym's own people, so the mail names the person; the link goes to where they decide.
 */
export function accessRequestedMail(
  to: string,
  r: Pick<GymAccessRequest, 'firstName' | 'lastName' | 'username' | 'role' | 'gymName'>,
  toGym: boolean,
  publicUrl: string,
): MailMessage {
  return composeMail(
    to,
    `Access request for ${r.gymName}`,
    'Hello,',
    [
      `${r.firstName} ${r.lastName} (${r.username}) registered as ${r.role} at ${r.gymName} and asks for access to the gym's documents, facts and saved tools.`,
      'Approve the request only if this person works at the gym.',
    ],
    toGym
      ? { label: 'Review access requests', url: `${publicUrl}/my-gym/access` }
      : { label: 'Review access requests', url: `${publicUrl}/admin/gym-access` },
  );
}

/**
 * To the person, at their account's address: the decision. It quotes only what the gym or the
 * club wrote (the gym's listed name, the reason of a denial), never what the person typed.
 */
export function accessDecidedMail(r: GymAccessRequest, publicUrl: string): MailMessage {
  if (r.status === 'approved') {
    return composeMail(
      r.email,
      `Your access to ${r.gymName} is approved`,
      'Hello,',
      [`Your access to ${r.gymName} has been approved: its documents, facts and saved tools are open to you now.`],
      { label: 'Open the tools', url: `${publicUrl}/tools` },
    );
  }
  return composeMail(r.email, `Your access request for ${r.gymName} was declined`, 'Hello,', [
    `Your request for access to ${r.gymName} was declined.`,
    ...(r.reason ? [`Reason given: ${r.reason}`] : []),
    'You can still read the coffee corner, join events and chapters, and use the learning hub. If this is a mistake, reply to this mail or ask the gym’s owner.',
  ]);
}
