import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

type SearchBoxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The box's accessible name when no visible label points at it ('Search gyms'). */
  label?: string;
  /** Classes of the wrapper (its width in a row of filters). */
  className?: string;
  inputClassName?: string;
};

/** A search field with its magnifier: every list's search box. */
export function SearchBox({ label, className, inputClassName, ...props }: SearchBoxProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input type="search" aria-label={label} className={cn('pl-9', inputClassName)} {...props} />
    </div>
  );
}
