import { Clock } from 'lucide-react';
import { gymAccessMessages } from '@shared/gym-access-texts';
import { useAuth } from '@/features/accounts';
import { longDate } from '@/lib/format';
import { useMyGymAccess } from './api';

function waitingOn(approvers: string[]) {
  if (approvers.length === 0) return 'The club’s administrators will review it.';
  if (approvers.length === 1) return `${approvers[0]} can approve it.`;
  return `${approvers.slice(0, -1).join(', ')} or ${approvers.at(-1)} can approve it.`;
}

/**
 * The notice of a member whose gym has not approved them yet: with whom it waits and since when,
 * and what is open meanwhile. Shown under the navigation on every page until approved.
 */
export function GymAccessNotice() {
  const { user } = useAuth();
  const pending = user?.gymAccess === 'pending';
  const { data } = useMyGymAccess(pending);
  if (!pending) return null;
  const since = longDate(data?.requestedAt);
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl gap-3 px-4 py-3 text-sm text-amber-950 sm:px-6 lg:px-8">
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong className="font-semibold">{gymAccessMessages.pending}</strong>
          {data ? (
            <>
              {' '}
              at {data.gymName}
              {since ? ` (requested ${since})` : ''}. {waitingOn(data.approvers)}
            </>
          ) : (
            '.'
          )}{' '}
          Meanwhile the coffee corner, events, chapters and the learning hub are open to you.
        </p>
      </div>
    </div>
  );
}
