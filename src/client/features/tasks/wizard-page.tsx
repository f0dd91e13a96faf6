import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { wizardInputSchema, type WizardResult } from '@shared/tasks';
import { Button } from '@/components/ui/button';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useGoals, useLatestWizard, useRunWizard } from './api';
import { NoTaskList } from './no-task-list';
import { useKeepsTasks } from './use-keeps-tasks';
import { StepIndicator, STEPS, WizardStep, type WizardAnswers } from './wizard-steps';
import { WizardResults } from './wizard-results';

const blank: WizardAnswers = { role: '', revenueTier: '', goals: [], startup: null };
const answersOf = (r: WizardResult): WizardAnswers => ({
  role: r.role,
  revenueTier: r.revenueTier,
  goals: r.goals,
  startup: r.startup,
});

/** Each step checks its own answer with the shared schema's field, so the messages are the server's. */
function stepError(step: number, a: WizardAnswers): string | null {
  const shape = wizardInputSchema.shape;
  const check = [
    () => shape.role.safeParse(a.role || undefined),
    () => shape.revenueTier.safeParse(a.revenueTier || undefined),
    () => shape.goals.safeParse(a.goals),
    () => shape.startup.safeParse(a.startup ?? undefined),
  ][step]!();
  return check.success ? null : (check.error.issues[0]?.message ?? 'Please answer the question');
}

/**
 * /task-wizard: four questions, one at a time, then the 25 tasks that matter most with the reason
 * for each. A member who has used it before sees their last answers and picks first.
 */
export default function WizardPage({ path }: PageProps) {
  useRouteTitle(path);
  const { keeps, ready } = useKeepsTasks();
  if (keeps) return <Wizard ready={ready} />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader eyebrow="Resources" title="Task wizard" description={INTRO} />
      <NoTaskList />
    </div>
  );
}

const INTRO = 'Four questions about your gym, then the 25 tasks from the library that matter most for you.';

/** The wizard itself, for members who keep a task list; its calls wait until that is known. */
function Wizard({ ready }: { ready: boolean }) {
  const latest = useLatestWizard({ enabled: ready });
  const goals = useGoals({ enabled: ready });
  const run = useRunWizard();
  const [mode, setMode] = useState<'auto' | 'steps' | 'result'>('auto');
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<WizardAnswers>(blank);
  const [error, setError] = useState<string | null>(null);
  const result = run.data ?? latest.data ?? null;
  const showing = mode === 'auto' ? (result ? 'result' : 'steps') : mode;

  const next = () => {
    const problem = stepError(step, answers);
    setError(problem);
    if (problem) return;
    if (step < STEPS.length - 1) {
      setStep(step + 1);
      return;
    }
    const input = wizardInputSchema.safeParse(answers);
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? 'Please answer every question');
      return;
    }
    run.mutate(answers as Parameters<typeof run.mutate>[0], { onSuccess: () => setMode('result') });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader eyebrow="Resources" title="Task wizard" description={INTRO} />

      <div className="mt-8">
        {!ready || latest.isLoading ? (
          <Spinner label="Loading your last answers" />
        ) : showing === 'result' && result ? (
          <WizardResults
            result={result}
            onChange={() => {
              setAnswers(answersOf(result));
              setStep(0);
              setError(null);
              setMode('steps');
            }}
          />
        ) : (
          <form
            noValidate
            className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
            onSubmit={(e) => {
              e.preventDefault();
              next();
            }}
          >
            <StepIndicator step={step} />
            {goals.isError ? (
              <ErrorNotice error={goals.error} fallback="The goals could not be loaded. Please try again." />
            ) : (
              <WizardStep
                step={step}
                answers={answers}
                goals={goals.data ?? []}
                set={(changes) => {
                  setAnswers((a) => ({ ...a, ...changes }));
                  setError(null);
                }}
              />
            )}
            {error ? (
              <Notice tone="error" role="alert">
                {error}
              </Notice>
            ) : null}
            <ErrorNotice error={run.error} fallback="The wizard could not finish. Please try again." />
            <div className="flex items-center justify-between gap-2">
              {step > 0 ? (
                <Button variant="outline" onClick={() => setStep(step - 1)}>
                  <ArrowLeft aria-hidden="true" /> Back
                </Button>
              ) : result ? (
                <Button variant="ghost" onClick={() => setMode('result')}>
                  Back to my picks
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" disabled={run.isPending}>
                {step < STEPS.length - 1 ? (
                  <>
                    Next <ArrowRight aria-hidden="true" />
                  </>
                ) : run.isPending ? (
                  'Picking your tasks…'
                ) : (
                  <>
                    <Sparkles aria-hidden="true" /> Show my tasks
                  </>
                )}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
