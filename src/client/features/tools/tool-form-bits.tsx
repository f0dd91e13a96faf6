import { Download, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toolsRecordMessages } from '@shared/tools';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { useAuth } from '@/features/accounts';
import { cn } from '@/lib/utils';

/** A labelled number input (text with a numeric keyboard, so "12.50" types freely). */
export function NumberField({
  label,
  error,
  hint,
  registration,
  decimal = true,
  className,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
  decimal?: boolean;
  className?: string;
}) {
  return (
    <FormField label={label} error={error} hint={hint} className={cn('content-start', className)}>
      <Input inputMode={decimal ? 'decimal' : 'numeric'} autoComplete="off" {...registration} />
    </FormField>
  );
}

/** One computed figure with the line that explains its formula. */
export function Figure({
  label,
  value,
  explain,
  tone = 'plain',
}: {
  label: string;
  value: ReactNode;
  explain: ReactNode;
  tone?: 'plain' | 'good' | 'bad';
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-xl font-extrabold tabular-nums',
          tone === 'good' ? 'text-emerald-800' : tone === 'bad' ? 'text-red-700' : 'text-brand-900',
        )}
      >
        {value}
      </dd>
      <dd className="mt-1 text-xs text-slate-600">{explain}</dd>
    </div>
  );
}

/** Shown to a member with no gym: the calculator still answers, but there is nowhere to save. */
export function NoGymNotice() {
  const { user } = useAuth();
  if (!user || user.gymId) return null;
  return (
    <Notice tone="warning" className="mt-6" title="Try numbers here; saving needs a gym">
      {toolsRecordMessages.noGym}. An administrator can link your account to your gym.
    </Notice>
  );
}

/** One saved record as a card: its name, extra content (a bar), its figures, and Edit and Delete. */
export function SavedCard({
  name,
  editing,
  rows,
  columns = 'grid-cols-[auto_1fr]',
  children,
  actions,
  onEdit,
  onDelete,
}: {
  name: string;
  editing: boolean;
  /** label, value, and whether the value is a loss (shown in red). */
  rows: [string, string, boolean?][];
  columns?: string;
  children?: ReactNode;
  /** More buttons or links beside Edit and Delete (downloads). */
  actions?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      aria-label={name}
      className={`rounded-2xl border bg-white p-4 shadow-card ${editing ? 'border-accent-400 ring-2 ring-accent-200' : 'border-slate-200'}`}
    >
      <h3 className="truncate text-lg font-bold text-brand-900">{name}</h3>
      {children}
      <dl className={cn('mt-3 grid gap-x-4 gap-y-1 text-sm', columns)}>
        {rows.map(([label, value, loss]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className={`text-right font-semibold tabular-nums ${loss ? 'text-red-700' : 'text-slate-900'}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {actions}
        <Button size="sm" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
    </li>
  );
}

/** Download links of a saved record: the workbook and the PDF, named for screen readers. */
export function Downloads({ name, xlsx, pdf }: { name: string; xlsx: string; pdf: string }) {
  return (
    <>
      <Button size="sm" variant="ghost" asChild>
        <a href={xlsx} download aria-label={`Download ${name} as a spreadsheet`}>
          <Download aria-hidden="true" /> .xlsx
        </a>
      </Button>
      <Button size="sm" variant="ghost" asChild>
        <a href={pdf} download aria-label={`Download ${name} as a PDF`}>
          <Download aria-hidden="true" /> PDF
        </a>
      </Button>
    </>
  );
}

/** The empty list of a saved tool: an icon, what is missing, and a worked example to start from. */
export function EmptyTool({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-800">
        {icon}
      </span>
      <h3 className="mt-4 text-lg font-bold text-brand-900">{title}</h3>
      <p className="mt-2 max-w-md text-slate-600">{children}</p>
    </div>
  );
}
