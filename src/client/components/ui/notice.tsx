import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';

const tones = {
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', Icon: Info },
  warning: { box: 'border-accent-300 bg-accent-50 text-accent-900', Icon: CircleAlert },
  error: { box: 'border-red-300 bg-red-50 text-red-900', Icon: CircleAlert },
  success: { box: 'border-emerald-300 bg-emerald-50 text-emerald-900', Icon: CircleCheck },
} as const;

interface NoticeProps {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** 'alert' for errors that appear after an action; default none (static text). */
  role?: 'alert' | 'status';
}

/** An inline message box: a title and a line of text with an icon. */
export function Notice({ tone = 'info', title, children, className, role }: NoticeProps) {
  const { box, Icon } = tones[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-xl border p-4 text-sm', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}

/** A failed call's message (spec 000 §8) under a form, or nothing while there is no error. */
export function ErrorNotice({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <Notice tone="error" role="alert">
      {errorMessage(error, fallback)}
    </Notice>
  );
}
