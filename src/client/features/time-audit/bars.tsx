import { cn } from '@/lib/utils';

/** One labelled bar of a chart: the value is read as text, the bar itself is decoration. */
export function Bar({
  label,
  value,
  max = 100,
  text,
  tone = 'brand',
}: {
  label: string;
  value: number;
  max?: number;
  text: string;
  tone?: 'brand' | 'accent' | 'warn';
}) {
  const width = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="font-semibold text-brand-900 tabular-nums">{text}</span>
      </div>
      <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
        <div
          className={cn(
            'h-full rounded-full',
            tone === 'brand' ? 'bg-brand-700' : tone === 'accent' ? 'bg-accent-500' : 'bg-amber-500',
          )}
          style={{ width: `${width}%` }}
        />
      </div>
    </div>
  );
}
