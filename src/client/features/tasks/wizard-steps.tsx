import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { REVENUE_TIERS, revenueTierHints, revenueTierLabels, WIZARD_ROLES, type TaskGoal } from '@shared/tasks';
import { cn } from '@/lib/utils';

export interface WizardAnswers {
  role: string;
  revenueTier: string;
  goals: string[];
  startup: boolean | null;
}

export const STEPS = ['Your role', 'Revenue', 'Goals', 'First year'] as const;

/** "Step 2 of 4" with the four steps' names, the current one marked. */
export function StepIndicator({ step }: { step: number }) {
  return (
    <nav aria-label="Wizard progress">
      <p className="text-sm font-semibold text-slate-700">
        Step {step + 1} of {STEPS.length}
      </p>
      <ol className="mt-2 grid grid-cols-4 gap-2">
        {STEPS.map((name, i) => (
          <li key={name} aria-current={i === step ? 'step' : undefined} className="grid gap-1.5">
            <span className={cn('h-1.5 rounded-full', i <= step ? 'bg-brand-900' : 'bg-slate-200')} />
            <span
              className={cn(
                'hidden text-xs sm:block',
                i === step ? 'font-bold text-brand-900' : i < step ? 'text-slate-700' : 'text-slate-600',
              )}
            >
              {name}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A large clickable choice: a radio or a checkbox in a card. */
function Choice({
  type,
  name,
  checked,
  onChange,
  title,
  detail,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  title: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500',
        checked ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-slate-300 hover:border-brand-300',
      )}
    >
      <input type={type} name={name} checked={checked} onChange={onChange} className="sr-only" />
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-5 shrink-0 items-center justify-center border',
          type === 'radio' ? 'rounded-full' : 'rounded',
          checked ? 'border-brand-900 bg-brand-900 text-white' : 'border-slate-400 bg-white',
        )}
      >
        {checked ? <Check className="size-3.5" /> : null}
      </span>
      <span className="grid gap-0.5">
        <span className="font-semibold text-brand-900">{title}</span>
        {detail ? <span className="text-sm text-slate-600">{detail}</span> : null}
      </span>
    </label>
  );
}

const roleHints: Record<string, string> = {
  Owner: 'You own the business and make the big calls',
  Director: 'You run the programs and the team day to day',
  Manager: 'You keep the front desk, schedule and facility running',
};

interface StepProps {
  step: number;
  answers: WizardAnswers;
  goals: TaskGoal[];
  set: (changes: Partial<WizardAnswers>) => void;
}

/** The question of one step, as a fieldset of choices. */
export function WizardStep({ step, answers, goals, set }: StepProps) {
  const legend = (text: string, hint: string) => (
    <legend className="mb-4">
      <span className="block text-xl font-bold text-brand-900">{text}</span>
      <span className="mt-1 block text-sm text-slate-600">{hint}</span>
    </legend>
  );
  if (step === 0) {
    return (
      <fieldset>
        {legend('What is your role at the gym?', 'Tasks you usually own get a little more weight.')}
        <div className="grid gap-3 sm:grid-cols-3">
          {WIZARD_ROLES.map((r) => (
            <Choice
              key={r}
              type="radio"
              name="role"
              checked={answers.role === r}
              onChange={() => set({ role: r })}
              title={r}
              detail={roleHints[r]}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  if (step === 1) {
    return (
      <fieldset>
        {legend('About how much does the gym bring in a year?', 'Priorities change as a gym grows.')}
        <div className="grid gap-3 sm:grid-cols-2">
          {REVENUE_TIERS.map((t) => (
            <Choice
              key={t}
              type="radio"
              name="revenueTier"
              checked={answers.revenueTier === t}
              onChange={() => set({ revenueTier: t })}
              title={`${revenueTierLabels[t]} a year`}
              detail={revenueTierHints[t]}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  if (step === 2 && goals.length === 0) {
    return (
      <p role="status" className="text-slate-600">
        Loading the goals…
      </p>
    );
  }
  if (step === 2) {
    return (
      <fieldset>
        {legend('What do you want to work on?', 'Choose one or more goals.')}
        <div className="grid gap-3 sm:grid-cols-2">
          {goals.map((g) => (
            <Choice
              key={g.id}
              type="checkbox"
              name="goals"
              checked={answers.goals.includes(g.id)}
              onChange={() =>
                set({
                  goals: answers.goals.includes(g.id)
                    ? answers.goals.filter((x) => x !== g.id)
                    : [...answers.goals, g.id],
                })
              }
              title={g.label}
              detail={g.description}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset>
      {legend('Is the gym in its first year?', 'A new gym gets the startup-critical tasks first.')}
      <div className="grid gap-3 sm:grid-cols-2">
        <Choice
          type="radio"
          name="startup"
          checked={answers.startup === true}
          onChange={() => set({ startup: true })}
          title="Yes, we opened in the last year"
          detail="Or we are about to open"
        />
        <Choice
          type="radio"
          name="startup"
          checked={answers.startup === false}
          onChange={() => set({ startup: false })}
          title="No, we are established"
          detail="Open for more than a year"
        />
      </div>
    </fieldset>
  );
}
