/** The gym access texts, without zod: the app shell's notice reads them on every page. */
export const gymAccessMessages = {
  pending: 'Your access to this gym is waiting for approval',
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'A reason must be at most 500 characters',
  requestNotFound: 'Access request not found',
  alreadyDecided: 'This request has already been decided',
  approved: 'Access approved',
  denied: 'Access denied',
  noGym: 'You are not part of a gym yet',
} as const;
