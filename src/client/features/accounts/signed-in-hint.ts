import { SIGNED_IN_HINT_COOKIE } from '@shared/session-texts';

/**
 * True when the server has set the signed-in hint beside the HttpOnly session cookie, i.e. when
 * asking GET /api/user can answer a user (docs/decisions/0034-signed-in-hint-cookie.md).
 */
export function hasSignedInHint(cookies?: string): boolean {
  // The server renderer has no document: it asks, and the API answers null for a visitor.
  if (cookies === undefined && typeof document === 'undefined') return true;
  cookies ??= document.cookie;
  const prefix = `${SIGNED_IN_HINT_COOKIE}=`;
  return cookies.split(';').some((part) => {
    const cookie = part.trim();
    return cookie.startsWith(prefix) && cookie.length > prefix.length;
  });
}
