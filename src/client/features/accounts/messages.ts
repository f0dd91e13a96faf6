/** Spec 000 §8 texts the shared module (src/shared/accounts.ts) does not hold. */
export const gymSuccessToast = {
  title: 'Success!',
  description: 'Your gym submission has been received and is pending review.',
} as const;
