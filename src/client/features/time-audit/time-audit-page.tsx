import { ArrowLeft, ArrowRight, ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  LOCATION_CHOICES,
  PRIORITY_CHOICES,
  REVENUE_CHOICES,
  ROLE_CHOICES,
  SCORECARD_ANSWERS,
  SCORECARD_QUESTIONS,
  STAFF_CHOICES,
  TIME_CATEGORIES,
  timeAuditInputSchema,
  timeCategoryHints,
  timeCategoryLabels,
  YEARS_CHOICES,
  type Choice,
  type TimeAuditInput,
} from '@shared/time-audit';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { date } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { schemaResolver } from '@/lib/schema-resolver';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useAuditHistory, useTakeAudit } from './api';

interface Values {
  locations: string;
  staffCount: string;
  revenueRange: string;
  role: string;
  yearsInBusiness: string;
  timeAllocation: Record<(typeof TIME_CATEGORIES)[number], string>;
  delegationData: { delegatedTasks: string; totalTasks: string };
  freeTextAnswers: { biggestTimeDrain: string; oneThingToHandOff: string };
  top3Priorities: string[];
  leaderScorecard: Record<string, string>;
}

const blank: Values = {
  locations: '',
  staffCount: '',
  revenueRange: '',
  role: '',
  yearsInBusiness: '',
  timeAllocation: { strategic: '', coaching: '', admin: '', firefighting: '' },
  delegationData: { delegatedTasks: '', totalTasks: '' },
  freeTextAnswers: { biggestTimeDrain: '', oneThingToHandOff: '' },
  top3Priorities: [],
  leaderScorecard: {},
};

/** What the inputs hold (text) as the call's body: a blank number is missing, not 0. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toInput = (v: Values) => ({
  ...v,
  locations: v.locations || undefined,
  staffCount: v.staffCount || undefined,
  revenueRange: v.revenueRange || undefined,
  role: v.role || undefined,
  yearsInBusiness: v.yearsInBusiness || undefined,
  timeAllocation: Object.fromEntries(TIME_CATEGORIES.map((c) => [c, numberOf(v.timeAllocation[c])])),
  delegationData: {
    delegatedTasks: numberOf(v.delegationData.delegatedTasks),
    totalTasks: numberOf(v.delegationData.totalTasks),
  },
});

const STEPS: { name: string; fields: FieldPath<Values>[] }[] = [
  { name: 'Your gym', fields: ['locations', 'staffCount', 'revenueRange', 'role', 'yearsInBusiness'] },
  { name: 'Your week', fields: ['timeAllocation'] },
  { name: 'Delegation', fields: ['delegationData', 'freeTextAnswers'] },
  { name: 'Priorities', fields: ['top3Priorities'] },
  { name: 'Scorecard', fields: ['leaderScorecard'] },
];

function Progress({ step }: { step: number }) {
  return (
    <nav aria-label="Survey progress">
      <p className="text-sm font-semibold text-slate-700">
        Step {step + 1} of {STEPS.length}: {STEPS[step]!.name}
      </p>
      <ol className="mt-2 grid grid-cols-5 gap-2">
        {STEPS.map((s, i) => (
          <li key={s.name} aria-current={i === step ? 'step' : undefined} className="grid gap-1.5">
            <span className={cn('h-1.5 rounded-full', i <= step ? 'bg-brand-900' : 'bg-slate-200')} />
            <span className={cn('hidden text-xs sm:block', i === step ? 'font-bold text-brand-900' : 'text-slate-600')}>
              {s.name}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const options = (list: readonly Choice[], placeholder: string) => (
  <>
    <option value="">{placeholder}</option>
    {list.map((c) => (
      <option key={c.value} value={c.value}>
        {c.label}
      </option>
    ))}
  </>
);

/** A group's one message (the schema's), under the group it belongs to. */
function GroupError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * /time-audit: the time audit and leadership survey in five steps. Each step is checked with the
 * shared schema before the next, so the messages are the server's; the server scores the answers.
 */
export default function TimeAuditPage({ path }: PageProps) {
  useRouteTitle(path);
  const navigate = useNavigate();
  const take = useTakeAudit();
  const history = useAuditHistory();
  const [step, setStep] = useState(0);
  const form = useForm<Values, unknown, TimeAuditInput>({
    defaultValues: blank,
    resolver: schemaResolver<Values, typeof timeAuditInputSchema>(timeAuditInputSchema, toInput),
  });
  const { register, watch, setValue, formState, trigger, handleSubmit } = form;
  const errors = formState.errors;
  const hours = watch('timeAllocation');
  const totalHours = TIME_CATEGORIES.reduce((sum, c) => sum + (Number(hours[c]) || 0), 0);
  const priorities = watch('top3Priorities');
  const card = watch('leaderScorecard');
  const last = history.data?.items[0];

  const next = async () => {
    if (await trigger(STEPS[step]!.fields)) setStep(step + 1);
  };
  const submit = handleSubmit((input) =>
    take.mutate(input, { onSuccess: (saved) => navigate(`/time-audit/results/${saved.id}`) }),
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Time audit"
        description="Ten minutes on where your week goes, how much you hand off and how you lead. You get scores, a grade and the three changes that would move it most."
      />
      {last ? (
        <p className="mt-4 text-sm text-slate-700">
          Your last audit ({date(last.createdAt)}) earned a {last.overallGrade}.{' '}
          <Link className="font-semibold text-brand-800 underline" to={`/time-audit/results/${last.id}`}>
            See its results and your history
          </Link>
        </p>
      ) : null}

      <form
        noValidate
        className="mt-8 grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
        onSubmit={(e) => {
          e.preventDefault();
          if (step < STEPS.length - 1) void next();
          else void submit(e);
        }}
      >
        <Progress step={step} />

        {step === 0 ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-bold text-brand-900">About your gym and you</legend>
            <FormField label="Locations" error={errors.locations?.message}>
              <Select {...register('locations')}>{options(LOCATION_CHOICES, 'Choose…')}</Select>
            </FormField>
            <FormField label="Staff, coaches included" error={errors.staffCount?.message}>
              <Select {...register('staffCount')}>{options(STAFF_CHOICES, 'Choose…')}</Select>
            </FormField>
            <FormField label="Yearly revenue" error={errors.revenueRange?.message}>
              <Select {...register('revenueRange')}>{options(REVENUE_CHOICES, 'Choose…')}</Select>
            </FormField>
            <FormField label="Your role" error={errors.role?.message}>
              <Select {...register('role')}>{options(ROLE_CHOICES, 'Choose…')}</Select>
            </FormField>
            <FormField label="Years in business" error={errors.yearsInBusiness?.message}>
              <Select {...register('yearsInBusiness')}>{options(YEARS_CHOICES, 'Choose…')}</Select>
            </FormField>
          </fieldset>
        ) : null}

        {step === 1 ? (
          <fieldset className="grid gap-4" aria-describedby="hours-total hours-error">
            <legend className="mb-2 text-lg font-bold text-brand-900">Hours in a typical week</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {TIME_CATEGORIES.map((c) => (
                <FormField key={c} label={timeCategoryLabels[c]} hint={timeCategoryHints[c]}>
                  <Input type="number" inputMode="decimal" min={0} step="0.5" {...register(`timeAllocation.${c}`)} />
                </FormField>
              ))}
            </div>
            <p id="hours-total" className="text-sm text-slate-700" aria-live="polite">
              Total: <strong>{totalHours}</strong> hours a week
            </p>
            <GroupError id="hours-error" message={errors.timeAllocation?.message} />
          </fieldset>
        ) : null}

        {step === 2 ? (
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-bold text-brand-900">What you hand off</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Recurring tasks in running the gym"
                hint="Count the weekly and monthly jobs: payroll, schedules, billing, social posts…"
              >
                <Input type="number" inputMode="numeric" min={1} step="1" {...register('delegationData.totalTasks')} />
              </FormField>
              <FormField label="Of those, tasks someone else owns" hint="They do it and you only check in.">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step="1"
                  {...register('delegationData.delegatedTasks')}
                />
              </FormField>
            </div>
            <GroupError id="delegation-error" message={errors.delegationData?.message} />
            <FormField label="Your biggest time drain (optional)" error={errors.freeTextAnswers?.message}>
              <Textarea rows={2} maxLength={1000} {...register('freeTextAnswers.biggestTimeDrain')} />
            </FormField>
            <FormField label="One thing you would hand off first (optional)">
              <Textarea rows={2} maxLength={1000} {...register('freeTextAnswers.oneThingToHandOff')} />
            </FormField>
          </fieldset>
        ) : null}

        {step === 3 ? (
          <fieldset className="grid gap-3" aria-describedby="priorities-hint priorities-error">
            <legend className="mb-1 text-lg font-bold text-brand-900">Your three priorities for the year</legend>
            <p id="priorities-hint" className="text-sm text-slate-600">
              Choose exactly three ({priorities.length} chosen).
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {PRIORITY_CHOICES.map((p) => {
                const checked = priorities.includes(p.value);
                return (
                  <label
                    key={p.value}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500',
                      checked ? 'border-brand-700 bg-brand-50' : 'border-slate-300',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={checked}
                      disabled={!checked && priorities.length >= 3}
                      onChange={() =>
                        setValue(
                          'top3Priorities',
                          checked ? priorities.filter((x) => x !== p.value) : [...priorities, p.value],
                          { shouldValidate: formState.isSubmitted },
                        )
                      }
                    />
                    <span className="font-medium text-slate-800">{p.label}</span>
                  </label>
                );
              })}
            </div>
            <GroupError id="priorities-error" message={errors.top3Priorities?.message} />
          </fieldset>
        ) : null}

        {step === 4 ? (
          <div className="grid gap-5">
            <h2 className="text-lg font-bold text-brand-900">Leader scorecard: how often is this true?</h2>
            {SCORECARD_QUESTIONS.map((q) => (
              <fieldset key={q.key} className="grid gap-2">
                <legend className="mb-1 font-medium text-slate-800">{q.question}</legend>
                <div className="flex flex-wrap gap-2">
                  {SCORECARD_ANSWERS.map((a) => (
                    <label
                      key={a.value}
                      className={cn(
                        'cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500',
                        card[q.key] === a.value ? 'border-brand-900 bg-brand-900 text-white' : 'border-slate-300',
                      )}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        value={a.value}
                        {...register(`leaderScorecard.${q.key}`)}
                      />
                      {a.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            <GroupError
              id="scorecard-error"
              message={(errors.leaderScorecard as { message?: string } | undefined)?.message}
            />
          </div>
        ) : null}

        <ErrorNotice error={take.error} fallback="Your audit could not be saved. Please try again." />
        <div className="flex items-center justify-between gap-2">
          {step > 0 ? (
            <Button variant="outline" onClick={() => setStep(step - 1)}>
              <ArrowLeft aria-hidden="true" /> Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={take.isPending}>
            {step < STEPS.length - 1 ? (
              <>
                Next <ArrowRight aria-hidden="true" />
              </>
            ) : take.isPending ? (
              'Scoring your audit…'
            ) : (
              <>
                <ClipboardCheck aria-hidden="true" /> See my results
              </>
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
