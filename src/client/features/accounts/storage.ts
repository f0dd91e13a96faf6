/**
 * Browser storage the accounts screens read and write (spec 000 §2, §3, §4).
 * Access is guarded: private modes and disabled storage must not break a page.
 */
import { FORCED_CHANGE_STORAGE, REGISTER_STORAGE } from '@shared/session-texts';

export const PRESELECTED_GYM_KEY = REGISTER_STORAGE.preselectedGymId;
export const PENDING_GYM_NAME_KEY = REGISTER_STORAGE.pendingGymSubmissionName;
/** Session storage after a login that requires a password change. */
export const MUST_CHANGE_PASSWORD_KEY = FORCED_CHANGE_STORAGE.flag;
/** Never written any more; removed where an older version left it. */
export const TEMP_PASSWORD_KEY = FORCED_CHANGE_STORAGE.tempPassword;

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the flow still works for this page view.
  }
}

export function removeStored(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

/**
 * The temporary password a forced change starts from, held in this tab's memory only: the spec
 * keeps it in session storage, where any script of the page and the browser's session restore
 * could read it in plain text (docs/decisions/0074-temporary-password-in-memory.md). A reload
 * forgets it and the profile page asks for it.
 */
let temporaryPassword: string | null = null;

/** Spec §4: keep the flag (session storage) and the temporary password (memory) for the profile page. */
export function rememberForcedChange(password: string): void {
  writeStored('session', MUST_CHANGE_PASSWORD_KEY, 'true');
  removeStored('session', TEMP_PASSWORD_KEY);
  temporaryPassword = password;
}

export function rememberedTemporaryPassword(): string | null {
  return temporaryPassword;
}

export function forgetForcedChange(): void {
  removeStored('session', MUST_CHANGE_PASSWORD_KEY);
  removeStored('session', TEMP_PASSWORD_KEY);
  temporaryPassword = null;
}
