/**
 * Browser-storage keys the Submit a Gym card hands to registration (spec 000 §2 Auth screen).
 * The registration form reads them on /auth?mode=register.
 */
export const PRESELECTED_GYM_ID_KEY = 'preselectedGymId';
export const PENDING_GYM_SUBMISSION_NAME_KEY = 'pendingGymSubmissionName';

export const REGISTER_PATH = '/auth?mode=register';

/** Storage can be unavailable (private mode, quota); registration then simply starts empty. */
export function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch (err) {
    console.warn(`Could not store ${key}`, err);
  }
}
