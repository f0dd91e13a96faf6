import { CheckCircle2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useCompleteSection } from './api';

/** What the module page shows after its last section was completed (router location state). */
export interface CompletedState {
  completedSection: string;
  modulePercentComplete: number;
}

export function isCompletedState(value: unknown): value is CompletedState {
  return typeof value === 'object' && value !== null && typeof (value as CompletedState).completedSection === 'string';
}

/**
 * "Complete and continue": marks the section completed (its open required items ticked,
 * decision 0153), then opens the next section, or the module page with a confirmation after
 * the last one. Shown below the tabs, so every tab offers it.
 */
export function CompleteSection({
  sectionId,
  sectionTitle,
  moduleSlug,
  next,
  completed,
  onCompleted,
}: {
  sectionId: number;
  sectionTitle: string;
  moduleSlug: string;
  next: { slug: string; title: string } | null;
  completed: boolean;
  onCompleted: (modulePercentComplete: number) => void;
}) {
  const complete = useCompleteSection(sectionId);
  const navigate = useNavigate();
  // The name always holds "Complete": pressing it again on a completed section just moves on.
  const label = next ? 'Complete and continue' : 'Complete and finish the module';

  const run = () =>
    complete.mutate(undefined, {
      onSuccess: (result) => {
        onCompleted(result.modulePercentComplete);
        if (next) {
          toast({ title: 'Section completed', description: `“${sectionTitle}” is done. On to “${next.title}”.` });
          void navigate(`/learning/${moduleSlug}/${next.slug}`);
        } else {
          const state: CompletedState = {
            completedSection: sectionTitle,
            modulePercentComplete: result.modulePercentComplete,
          };
          void navigate(`/learning/${moduleSlug}`, { state });
        }
      },
      onError: (error) =>
        toast({
          title: 'The section could not be completed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="mt-8 flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">
        {completed
          ? 'This section is complete.'
          : 'Done here? Completing ticks the required checklist items you have not ticked yet.'}
      </p>
      <Button type="button" onClick={run} disabled={complete.isPending} className="shrink-0">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {complete.isPending ? 'Completing...' : label}
      </Button>
    </div>
  );
}
