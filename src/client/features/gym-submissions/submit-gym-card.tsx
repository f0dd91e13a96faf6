import { Building2 } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearViewport } from '@/lib/use-near-viewport';

const SubmitGymForm = lazy(() => import('./submit-gym-form'));

/** The form's first step while its code loads: same height, nothing to focus. */
function FormPlaceholder() {
  return (
    <CardContent aria-hidden="true">
      <div className="space-y-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </CardContent>
  );
}

/**
 * Spec 000 §2, §4, §5: the public Submit a Gym card. The card sits far below the fold on the
 * home page, so its form (and the validation code it brings) loads when the card comes near
 * the viewport; see docs/decisions/0041-home-first-visit-weight.md.
 */
export function SubmitGymCard() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <Card ref={ref} className="text-slate-900" data-testid="submit-gym-card">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-accent-100 text-accent-800">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
          <div>
            <CardTitle className="text-xl">Submit a Gym</CardTitle>
            <CardDescription>Add a gym to the network. It takes less than a minute.</CardDescription>
          </div>
        </div>
      </CardHeader>
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <SubmitGymForm />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </Card>
  );
}
