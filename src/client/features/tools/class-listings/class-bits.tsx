import { openingsLabel, openingsTone } from '@shared/tools/class-listings';
import { cn } from '@/lib/utils';

const tones = {
  full: 'bg-red-100 text-red-800',
  few: 'bg-amber-100 text-amber-900',
  open: 'bg-emerald-100 text-emerald-800',
} as const;

/** "Full", "3 spots left" or "Open", coloured by how many places remain. */
export function OpeningsBadge({ openings, className }: { openings: number | null; className?: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        tones[openingsTone(openings)],
        className,
      )}
    >
      {openingsLabel(openings)}
    </span>
  );
}

/** Where the schedule comes from: the sample or the gym's own Jackrabbit organization. */
export function SourceNote({ source, orgId }: { source: 'sample' | 'jackrabbit'; orgId: string }) {
  return (
    <p className="text-sm text-slate-500">
      {source === 'sample'
        ? 'Showing a sample gymnastics schedule. Enter your Jackrabbit organization ID to see your own classes.'
        : `Live from Jackrabbit, organization ${orgId}.`}
    </p>
  );
}
