import type { AdminUserAction } from '@shared/accounts';

export const actionLabels: Record<AdminUserAction, string> = {
  reset_password: 'Send password reset email',
  lock_account: 'Lock account',
  unlock_account: 'Unlock account',
  suspend_user: 'Suspend user',
  activate_user: 'Activate user',
  generate_temp_password: 'Generate temporary password',
};

export const statusClasses: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  locked: 'bg-amber-100 text-amber-900',
  suspended: 'bg-red-100 text-red-900',
};
