/**
 * `?redirect=/events/12`: where a visitor sent here by a page ("Sign in to RSVP") goes back to
 * after signing in. Only a path on this site is followed (never '//host' or a full URL).
 */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}
