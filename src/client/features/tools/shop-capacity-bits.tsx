import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toolsRecordMessages } from '@shared/tools';
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

/** The page's heading and the short "what this is for" intro. */
export function ToolHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header>
      <p className="text-sm font-semibold tracking-wide text-accent-800 uppercase">Tools</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{children}</p>
    </header>
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
