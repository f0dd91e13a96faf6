/** Spec 000 §8 texts the shared module (src/shared/accounts.ts) does not hold. */
export const gymSuccessToast = {
  title: 'Success!',
  description: 'Your gym submission has been received and is pending review.',
} as const;

/** The message a failed call's body carries, without the status prefix; else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'body' in error) {
    const { body } = error as { body: unknown };
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message) return message;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
