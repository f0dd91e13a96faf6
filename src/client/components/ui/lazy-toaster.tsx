import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstIntent } from '@/lib/first-intent';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Toaster (and downloads its code) at the visitor's first sign of intent (a press, a
 * touch, a key, focus moving: lib/first-intent.ts), or at the first toast if that comes sooner,
 * so a first visit does not pay for it; from then on it stays mounted. Mounted before the toasts
 * that follow a click, each toast takes its place among the open layers when it is raised: a
 * dialog opened after it sits above it and Escape closes the dialog, where a Toaster that
 * mounted late (its code still on the way) put an older toast on top and Escape closed the toast
 * instead (decision 0185).
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  useEffect(() => (needed ? undefined : onFirstIntent(() => setNeeded(true))), [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
