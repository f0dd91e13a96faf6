import { Search } from 'lucide-react';
import { useState } from 'react';
import {
  REVENUE_TIERS,
  revenueTierLabels,
  TASK_FREQUENCIES,
  TASK_FUNCTIONS,
  TASK_OWNERS,
  taskFunctionLabels,
  type TaskTheme,
} from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';

export interface LibraryFilter {
  tier: string;
  function: string;
  frequency: string;
  owner: string;
  startupCritical: string;
  theme: string;
  q: string;
}

interface Props {
  idPrefix: string;
  filter: LibraryFilter;
  themes: TaskTheme[];
  /** The tier select is the member's lens on priorities; the admin list has none. */
  showTier?: boolean;
  /** The select grid's columns; the admin list sits beside the themes and has less room. */
  columns?: string;
  onChange: (changes: Partial<LibraryFilter>) => void;
}

/** Search and the select filters of the task library (member and admin). */
export function LibraryFilters({
  idPrefix,
  filter,
  themes,
  showTier = true,
  columns = 'md:grid-cols-3 lg:grid-cols-6',
  onChange,
}: Props) {
  const [draft, setDraft] = useState(filter.q);
  const select = (
    key: keyof LibraryFilter,
    label: string,
    options: { value: string; label: string }[],
    all?: string,
  ) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${idPrefix}-${key}`} className="text-sm font-semibold text-brand-900">
        {label}
      </label>
      <Select id={`${idPrefix}-${key}`} value={filter[key]} onChange={(e) => onChange({ [key]: e.target.value })}>
        {all ? <option value="">{all}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
  const list = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

  return (
    <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ q: draft.trim() });
        }}
      >
        <label htmlFor={`${idPrefix}-search`} className="sr-only">
          Search tasks
        </label>
        <Input
          id={`${idPrefix}-search`}
          type="search"
          placeholder="Search tasks, e.g. payroll or reviews"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (!e.target.value && filter.q) onChange({ q: '' });
          }}
        />
        <Button type="submit">
          <Search aria-hidden="true" /> Search
        </Button>
      </form>
      <div className={cn('grid grid-cols-2 gap-3', columns)}>
        {showTier
          ? select(
              'tier',
              'Revenue tier',
              REVENUE_TIERS.map((t) => ({ value: t, label: `${revenueTierLabels[t]} a year` })),
            )
          : null}
        {select(
          'function',
          'Function',
          TASK_FUNCTIONS.map((f) => ({ value: f, label: taskFunctionLabels[f] })),
          'All functions',
        )}
        {select('frequency', 'Frequency', list(TASK_FREQUENCIES), 'Any frequency')}
        {select('owner', 'Owner', list(TASK_OWNERS), 'Anyone')}
        {select(
          'startupCritical',
          'Startup-critical',
          [
            { value: 'true', label: 'Startup-critical only' },
            { value: 'false', label: 'Not startup-critical' },
          ],
          'All tasks',
        )}
        {select(
          'theme',
          'Theme',
          themes.map((t) => ({ value: String(t.id), label: t.name })),
          'All themes',
        )}
      </div>
    </div>
  );
}
