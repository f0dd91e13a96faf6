import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { dateTime } from '@/lib/format';
import { LoginLogTable } from './login-log-table';
import { useAdminUser } from './api';
import { UserActionForm } from './user-action-form';
import { UserEditForm } from './user-edit-form';

/** GET /api/admin/users/:id with the actions, status history and recent sign-ins. */
export function UserDetailDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const detail = useAdminUser(userId);
  const user = detail.data?.user;
  return (
    <Dialog
      open={userId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? `${user.firstName} ${user.lastName}` : 'User'}
      className="max-w-3xl"
    >
      <QueryState query={detail} loading={<Spinner label="Loading user" />}>
        {({ user, ...data }) => (
          <div className="grid gap-6">
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
              {[
                ['Username', user.username],
                ['Email', user.email],
                ['Mobile', user.mobile ?? '—'],
                ['Role', user.isAdmin ? `${user.role} (admin)` : user.role],
                ['Gym', user.gym?.name ?? '—'],
                ['Status', user.status],
                ['Last login', dateTime(user.lastLogin)],
                ['Logins', String(user.loginCount)],
                ['Failed attempts', String(user.loginAttempts)],
                ['Locked until', dateTime(user.accountLockedUntil)],
                ['Must change password', user.mustChangePassword ? 'Yes' : 'No'],
                ['Joined', dateTime(user.createdAt)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-xs font-semibold text-slate-500 uppercase">{term}</dt>
                  <dd className="break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <section aria-labelledby="user-edit">
              <h3 id="user-edit" className="mb-2 font-bold text-brand-900">
                Details
              </h3>
              <UserEditForm key={`${user.id}-${user.roleId}-${user.isAdmin}`} user={user} />
            </section>
            <section aria-labelledby="user-actions">
              <h3 id="user-actions" className="mb-2 font-bold text-brand-900">
                Actions
              </h3>
              <UserActionForm userId={user.id} />
            </section>
            <section aria-labelledby="user-history">
              <h3 id="user-history" className="mb-2 font-bold text-brand-900">
                Status history
              </h3>
              {data.statusChanges.length === 0 ? (
                <p className="text-sm text-slate-600">No status changes.</p>
              ) : (
                <ul className="grid gap-2 text-sm">
                  {data.statusChanges.map((change) => (
                    <li key={change.id} className="rounded-lg bg-slate-50 px-3 py-2">
                      <span className="font-semibold">
                        {change.oldStatus ?? '—'} → {change.newStatus}
                      </span>{' '}
                      · {dateTime(change.changedAt)}
                      {change.reason ? <span className="block text-slate-600">{change.reason}</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="user-logins">
              <h3 id="user-logins" className="mb-2 font-bold text-brand-900">
                Recent sign-ins
              </h3>
              <LoginLogTable entries={data.recentLogins} caption="Recent sign-ins of this user" />
            </section>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
