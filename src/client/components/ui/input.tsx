import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const inputClasses = cn(
  'flex h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs',
  'placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-500',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600',
);

/** A text input with the design system's look. */
export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return <input type={type ?? 'text'} className={cn(inputClasses, className)} {...props} />;
}
