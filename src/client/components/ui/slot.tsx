import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';

type Props = Record<string, unknown> & { children?: ReactNode };

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): (node: T | null) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its only child with the slot's props merged in (`asChild`): the child's own props win,
 * except that class names join, styles merge, both event handlers run (the child's first) and
 * both refs are set. Radix's Slot does the same; this one keeps it off the first visit (the
 * button is on every page).
 */
export function Slot({ children, ...slotProps }: Props) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  const childProps = child.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, value] of Object.entries(slotProps)) {
    const own = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof value === 'function' && typeof own === 'function') {
      merged[name] = (...args: unknown[]) => {
        (own as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
    }
  }
  if (slotProps.className || childProps.className) {
    merged.className = cn(slotProps.className as string, childProps.className as string);
  }
  if (slotProps.style || childProps.style)
    merged.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  if (slotProps.ref && childProps.ref)
    merged.ref = composeRefs(slotProps.ref as Ref<unknown>, childProps.ref as Ref<unknown>);
  return cloneElement(child, merged);
}
