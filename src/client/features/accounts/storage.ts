/**
 * Browser storage the accounts screens read and write (spec 000 §2, §3, §4).
 * Access is guarded: private modes and disabled storage must not break a page.
 */
import { FORCED_CHANGE_STORAGE, REGISTER_STORAGE } from '@shared/accounts-texts';

export const PRESELECTED_GYM_KEY = REGISTER_STORAGE.preselectedGymId;
export const PENDING_GYM_NAME_KEY = REGISTER_STORAGE.pendingGymSubmissionName;
/** Session storage after a login that requires a password change. */
export const MUST_CHANGE_PASSWORD_KEY = FORCED_CHANGE_STORAGE.flag;
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

/** Spec §4: keep the flag and the temporary password for the profile page. */
export function rememberForcedChange(temporaryPassword: string): void {
  writeStored('session', MUST_CHANGE_PASSWORD_KEY, 'true');
  writeStored('session', TEMP_PASSWORD_KEY, temporaryPassword);
}

export function forgetForcedChange(): void {
  removeStored('session', MUST_CHANGE_PASSWORD_KEY);
  removeStored('session', TEMP_PASSWORD_KEY);
}
