import { Label as L } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Label({ className, ...props }: ComponentProps<typeof L.Root>) {
  return <L.Root className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}
