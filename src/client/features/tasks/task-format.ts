import type { TaskPriority } from '@shared/tasks';
import { calendarDay } from '@/lib/format';

/** A calendar date ('2026-12-01') as 'Dec 1, 2026', the same wherever the browser is. */
export const formatDay = (date: string) => calendarDay(date) ?? '';

/** Today in the browser's calendar, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const priorityClasses: Record<TaskPriority, string> = {
  critical: 'bg-red-100 text-red-900 ring-red-200',
  high: 'bg-accent-100 text-accent-900 ring-accent-200',
  medium: 'bg-brand-50 text-brand-900 ring-brand-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export type EnhancedBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'text'; text: string };

const HEADINGS =
  /^(steps|why it matters|why|measure of success|measures? of success|pitfalls to avoid|pitfalls)\s*:?$/i;

/**
 * The enhanced text (plain text: headings on their own lines, "1." steps, "- " bullets) as
 * blocks to render, so no HTML is ever taken from it.
 */
export function parseEnhancedText(text: string): EnhancedBlock[] {
  const blocks: EnhancedBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const step = /^\d+[.)]\s+(.*)$/.exec(line);
    const bullet = /^[-•*]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (HEADINGS.test(line) || /^#+\s/.test(line)) {
      blocks.push({ kind: 'heading', text: line.replace(/^#+\s*/, '').replace(/:$/, '') });
    } else if (step) {
      if (last?.kind === 'steps') last.items.push(step[1]!);
      else blocks.push({ kind: 'steps', items: [step[1]!] });
    } else if (bullet) {
      if (last?.kind === 'bullets') last.items.push(bullet[1]!);
      else blocks.push({ kind: 'bullets', items: [bullet[1]!] });
    } else {
      blocks.push({ kind: 'text', text: line });
    }
  }
  return blocks;
}
