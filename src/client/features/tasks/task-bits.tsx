import { Rocket } from 'lucide-react';
import { taskPriorityLabels, type TaskPriority } from '@shared/tasks';
import { cn } from '@/lib/utils';
import { parseEnhancedText, priorityClasses } from './task-format';

const isPriority = (p: string): p is TaskPriority => p in taskPriorityLabels;

/** The priority of a task at one revenue tier, as a coloured pill. */
export function PriorityBadge({ priority, className }: { priority: string; className?: string }) {
  const p: TaskPriority = isPriority(priority) ? priority : 'low';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        priorityClasses[p],
        className,
      )}
    >
      {taskPriorityLabels[p]}
    </span>
  );
}

/** "Startup-critical": essential in a gym's first year. */
export function StartupBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900 ring-1 ring-emerald-200 ring-inset">
      <Rocket aria-hidden="true" className="size-3" /> Startup-critical
    </span>
  );
}

/** A theme's name with its colour as a dot. */
export function ThemeChip({ name, colour }: { name: string; colour: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs text-slate-700">
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: colour }} />
      {name}
    </span>
  );
}

/** Function · frequency · owner, in one muted line. */
export function TaskMeta({
  functionLabel,
  frequency,
  owner,
}: {
  functionLabel: string;
  frequency: string;
  owner: string;
}) {
  return (
    <p className="text-sm text-slate-600">
      {functionLabel} · {frequency} · {owner}
    </p>
  );
}

/** The enhanced text (steps, why, measure of success, pitfalls) rendered from plain text. */
export function EnhancedText({ text }: { text: string }) {
  const blocks = parseEnhancedText(text);
  return (
    <div className="grid gap-2 text-sm text-slate-800">
      {blocks.map((b, i) =>
        b.kind === 'heading' ? (
          <h4 key={i} className="mt-2 font-bold text-brand-900 first:mt-0">
            {b.text}
          </h4>
        ) : b.kind === 'steps' ? (
          <ol key={i} className="grid list-decimal gap-1 pl-5">
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ol>
        ) : b.kind === 'bullets' ? (
          <ul key={i} className="grid list-disc gap-1 pl-5">
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{b.text}</p>
        ),
      )}
    </div>
  );
}
