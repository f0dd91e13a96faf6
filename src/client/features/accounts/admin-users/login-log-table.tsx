import type { LoginLogEntry } from '@shared/accounts';
import { cn } from '@/lib/utils';
import { dateTime } from '@/lib/format';

/** Who signed in, when, and from where (IP and browser); failures with their reason. */
export function LoginLogTable({ entries, caption }: { entries: LoginLogEntry[]; caption: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No sign-ins recorded yet.</p>;
  return (
    // Focusable so keyboard users can scroll it sideways on a phone.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Who
            </th>
            <th scope="col" className="px-3 py-2">
              When
            </th>
            <th scope="col" className="px-3 py-2">
              From
            </th>
            <th scope="col" className="px-3 py-2">
              Result
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-3 py-2 font-medium text-slate-900">
                {entry.username ?? entry.usernameAttempted ?? '—'}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{dateTime(entry.loginTime)}</td>
              <td className="max-w-[260px] px-3 py-2">
                <span className="block font-mono text-xs">{entry.ipAddress ?? '—'}</span>
                <span className="block truncate text-xs text-slate-600" title={entry.userAgent ?? undefined}>
                  {entry.userAgent ?? ''}
                </span>
              </td>
              <td className="px-3 py-2">
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    entry.success ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900',
                  )}
                >
                  {entry.success
                    ? 'Signed in'
                    : `Failed${entry.failureReason ? `: ${entry.failureReason.replaceAll('_', ' ')}` : ''}`}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
