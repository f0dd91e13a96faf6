import type { LogReach } from '@shared/retention';
import { date } from '@/lib/format';

/** How far back an admin log reaches: its retention and its oldest entry (decision 0175). */
export function LogReachNote({ reach, kept = 'Entries are kept' }: { reach: LogReach; kept?: string }) {
  const oldest = date(reach.oldest, 'long');
  return (
    <p className="text-xs text-slate-600">
      {kept} for {reach.keptDays} days{oldest ? ` · the oldest is from ${oldest}` : ' · none yet'}.
    </p>
  );
}
