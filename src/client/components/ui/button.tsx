import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { Slot } from './slot';

const variants = {
  primary: 'bg-brand-900 text-white hover:bg-brand-800 shadow-sm',
  accent: 'bg-accent-400 text-brand-950 hover:bg-accent-300 shadow-sm',
  outline: 'border border-brand-200 bg-white text-brand-900 hover:bg-brand-50',
  'outline-light': 'border border-white/40 bg-white/5 text-white hover:bg-white/15',
  ghost: 'text-brand-900 hover:bg-brand-50',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof variants;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a Link) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
