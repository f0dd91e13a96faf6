import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClasses } from './input';

/** A native <select> styled like Input: the platform's own picker, keyboard and screen-reader support. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClasses, 'pr-8', className)} {...props} />;
}
