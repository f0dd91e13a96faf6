import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** A pulsing placeholder of the loaded content's shape. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200/80', className)} {...props} />;
}
