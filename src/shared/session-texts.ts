/**
 * The accounts texts the app shell itself needs on every page (the session's toasts, the
 * forced-change path, storage keys, the signed-in hint), apart from the rest of
 * accounts-texts.ts, which re-exports them. A module belongs to one chunk: were these in
 * accounts-texts.ts, every account message would ride in the first visit's JavaScript
 * (decision 0041).
 */

/** The toasts the shell raises on sign-in, registration and sign-out (spec 000 §4, §8). */
export const sessionToastMessages = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
  passwordChangeRequiredTitle: 'Password Change Required',
  passwordChangeRequired: 'For security reasons, you must change your password before continuing.',
} as const;

/** Spec 000 §4: session-storage keys written after a forced-change login. */
export const FORCED_CHANGE_STORAGE = { flag: 'mustChangePassword', tempPassword: 'tempPassword' } as const;
/** Spec 000 §4: where a forced-change login goes. */
export const FORCED_CHANGE_PATH = '/profile?changePassword=required';
/** Spec 000 §2: browser-storage keys read by the register form. */
export const REGISTER_STORAGE = {
  preselectedGymId: 'preselectedGymId',
  pendingGymSubmissionName: 'pendingGymSubmissionName',
} as const;

/**
 * A cookie the page can read, set beside the HttpOnly session cookie and cleared with it: the
 * client asks GET /api/user only when it is there (docs/decisions/0034-signed-in-hint-cookie.md).
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
