import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { feasibilityFieldsSchema, type FeasibilityPatch, type FeasibilityProject } from '@shared/feasibility';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import type { PageProps } from '@/lib/page-props';
import { nestedSchemaResolver, schemaResolver } from '@/lib/schema-resolver';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useProject, useSaveStep } from './api';

type Group = 'staffing' | 'leaseFinance' | 'opex' | 'market' | 'assumptions';
type Field = [key: string, label: string, hint?: string];

interface FiguresStep {
  title: string;
  intro: string;
  /** The object the fields belong to; none for the site's top-level fields. */
  group?: Group;
  fields: Field[];
}
type Step = FiguresStep | { title: 'Programs'; intro: string; programs: true };

const STEPS: Step[] = [
  {
    title: 'Site',
    intro: 'The building you are looking at.',
    fields: [
      ['sqft', 'Floor space (sq ft)'],
      ['ceilingHeight', 'Clear ceiling height (ft)', 'Bars, vault and tumbling need about 20 ft'],
      ['parking', 'Parking spaces'],
    ],
  },
  {
    title: 'Programs',
    intro: 'What you would run, at what tuition, and how many students each holds when full.',
    programs: true,
  },
  {
    title: 'Staffing',
    intro: 'Coaches by the hour and salaried staff.',
    group: 'staffing',
    fields: [
      ['coaches', 'Coaches'],
      ['coachHourlyRate', 'Coach pay per hour ($)'],
      ['coachHoursPerWeek', 'Hours per coach a week'],
      ['salariedPayroll', 'Salaried staff a year ($)', 'Director, front desk, office'],
      ['payrollTaxPercent', 'Payroll taxes and benefits (%)'],
    ],
  },
  {
    title: 'Lease and finance',
    intro: 'Rent, the build-out and how you pay for it.',
    group: 'leaseFinance',
    fields: [
      ['rentPerSqftYear', 'Rent per sq ft a year ($)', 'Including taxes and common area charges'],
      ['buildOutCost', 'Build-out ($)'],
      ['equipmentCost', 'Equipment ($)'],
      ['loanAmount', 'Loan ($)'],
      ['loanRatePercent', 'Loan interest rate (%)'],
      ['loanYears', 'Loan term (years)'],
    ],
  },
  {
    title: 'Operating costs',
    intro: 'What it costs to keep the doors open.',
    group: 'opex',
    fields: [
      ['utilitiesMonthly', 'Utilities a month ($)'],
      ['insuranceYearly', 'Insurance a year ($)'],
      ['marketingMonthly', 'Marketing a month ($)'],
      ['softwareMonthly', 'Software a month ($)'],
      ['otherMonthly', 'Other costs a month ($)'],
    ],
  },
  {
    title: 'Market',
    intro: 'Who lives nearby and who already serves them.',
    group: 'market',
    fields: [
      ['childrenInArea', 'Children within a 15-minute drive'],
      ['competitors', 'Gyms already there'],
      ['averageMarketTuition', 'Their average monthly tuition ($)'],
    ],
  },
  {
    title: 'Assumptions',
    intro:
      'How fast you fill up and grow. The scenarios bend these: conservative fills 80% as many, half again as slowly.',
    group: 'assumptions',
    fields: [
      ['openingEnrollmentPercent', 'Enrollment on opening day (% of full)'],
      ['rampMonths', 'Months to full enrollment'],
      ['annualGrowthPercent', 'Growth a year once full (%)'],
      ['annualPriceIncreasePercent', 'Tuition increase a year (%)'],
      ['annualRegistrationFee', 'Registration fee a year per student ($)'],
    ],
  },
];

const toNumber = (text: string, blank: null | undefined) => {
  const cleaned = text.replace(/[$,\s%]/g, '');
  return cleaned === '' ? blank : Number(cleaned);
};

interface StepProps {
  project: FeasibilityProject;
  index: number;
  onSaved: () => void;
  onBack: (() => void) | null;
}

function StepButtons({ index, pending, onBack }: { index: number; pending: boolean; onBack: (() => void) | null }) {
  const last = index === STEPS.length - 1;
  return (
    <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4">
      {onBack ? (
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : last ? 'Save and see the results' : 'Save and continue'}
      </Button>
    </div>
  );
}

function FiguresForm({ project, index, onSaved, onBack, step }: StepProps & { step: FiguresStep }) {
  const save = useSaveStep(project.id);
  const source = (step.group ? project[step.group] : project) as unknown as Record<string, number | null>;
  const keys = step.fields.map(([k]) => k);
  const schema = step.group
    ? feasibilityFieldsSchema.pick({ [step.group]: true } as Record<Group, true>)
    : feasibilityFieldsSchema.pick({ sqft: true, ceilingHeight: true, parking: true });
  const toInput = (v: Record<string, string>) => {
    const figures = Object.fromEntries(keys.map((k) => [k, toNumber(v[k] ?? '', step.group ? undefined : null)]));
    return step.group ? { [step.group]: figures } : figures;
  };
  const { register, handleSubmit, formState } = useForm<Record<string, string>, unknown, FeasibilityPatch>({
    defaultValues: Object.fromEntries(
      keys.map((k) => [k, source[k] === null || source[k] === undefined ? '' : String(source[k])]),
    ),
    resolver: schemaResolver(schema, toInput, (path) => path.split('.').at(-1)!),
  });
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={handleSubmit((values) => save.mutateAsync(values).then(onSaved, () => undefined))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {step.fields.map(([key, label, hint]) => (
          <FormField key={key} label={label} hint={hint} error={formState.errors[key]?.message}>
            <Input inputMode="decimal" {...register(key)} />
          </FormField>
        ))}
      </div>
      <ErrorNotice error={save.error} fallback="This step could not be saved. Please try again." />
      <StepButtons index={index} pending={save.isPending} onBack={onBack} />
    </form>
  );
}

interface ProgramRow {
  name: string;
  monthlyTuition: string;
  students: string;
}

function ProgramsForm({ project, index, onSaved, onBack }: StepProps) {
  const save = useSaveStep(project.id);
  const { register, handleSubmit, formState, control } = useForm<{ programs: ProgramRow[] }, unknown, FeasibilityPatch>(
    {
      defaultValues: {
        programs: project.programs.map((p) => ({
          name: p.name,
          monthlyTuition: String(p.monthlyTuition),
          students: String(p.students),
        })),
      },
      resolver: nestedSchemaResolver(
        feasibilityFieldsSchema.pick({ programs: true }),
        (v: { programs: ProgramRow[] }) => ({
          programs: v.programs.map((p) => ({
            name: p.name,
            monthlyTuition: toNumber(p.monthlyTuition, undefined),
            students: toNumber(p.students, undefined),
          })),
        }),
      ),
    },
  );
  const rows = useFieldArray({ control, name: 'programs' });
  const errors = formState.errors.programs;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((values) => save.mutateAsync(values).then(onSaved, () => undefined))}
    >
      <ul className="grid gap-3" aria-label="Programs">
        {rows.fields.map((row, i) => (
          <li
            key={row.id}
            className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,2fr)_1fr_1fr_auto] sm:items-start"
          >
            <FormField label="Program" error={errors?.[i]?.name?.message}>
              <Input {...register(`programs.${i}.name`)} />
            </FormField>
            <FormField label="Monthly tuition ($)" error={errors?.[i]?.monthlyTuition?.message}>
              <Input inputMode="decimal" {...register(`programs.${i}.monthlyTuition`)} />
            </FormField>
            <FormField label="Students when full" error={errors?.[i]?.students?.message}>
              <Input inputMode="numeric" {...register(`programs.${i}.students`)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-7"
              aria-label={`Remove program ${i + 1}`}
              onClick={() => rows.remove(i)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {rows.fields.length < 30 ? (
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => rows.append({ name: '', monthlyTuition: '', students: '' })}
          >
            <Plus aria-hidden="true" /> Add a program
          </Button>
        </div>
      ) : null}
      <ErrorNotice error={save.error} fallback="This step could not be saved. Please try again." />
      <StepButtons index={index} pending={save.isPending} onBack={onBack} />
    </form>
  );
}

/** /feasibility/:id/wizard: the study's steps, each saved before the next; the last opens the dashboard. */
export default function WizardPage({ path }: PageProps) {
  useRouteTitle(path);
  const id = Number(useParams().id) || 0;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const index = Math.min(STEPS.length - 1, Math.max(0, (Number(params.get('step')) || 1) - 1));
  const query = useProject(id);
  const go = (next: number) => {
    setParams(next === 0 ? {} : { step: String(next + 1) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <QueryState
        query={query}
        loadingLabel="Loading the study"
        notFound={
          <Notice tone="error" title="Feasibility project not found">
            <Link className="underline" to="/feasibility">
              Back to your studies
            </Link>
          </Notice>
        }
      >
        {(project) => {
          const step = STEPS[index]!;
          const props: StepProps = {
            project,
            index,
            onSaved: () => (index === STEPS.length - 1 ? navigate(`/feasibility/${id}/dashboard`) : go(index + 1)),
            onBack: index > 0 ? () => go(index - 1) : null,
          };
          return (
            <>
              <PageHeader
                eyebrow={<Link to="/feasibility">Feasibility projects</Link>}
                title={project.name}
                description={`Step ${index + 1} of ${STEPS.length}: ${step.title}. ${step.intro}`}
                actions={
                  <Button asChild variant="outline">
                    <Link to={`/feasibility/${id}/dashboard`}>Results</Link>
                  </Button>
                }
              />
              <ol className="mt-6 flex flex-wrap gap-1.5" aria-label="Steps">
                {STEPS.map((s, i) => (
                  <li
                    key={s.title}
                    aria-current={i === index ? 'step' : undefined}
                    className={cn(
                      'rounded-full px-3 py-1 text-xs font-semibold',
                      i === index
                        ? 'bg-brand-900 text-white'
                        : i < index
                          ? 'bg-brand-100 text-brand-900'
                          : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {i + 1}. {s.title}
                  </li>
                ))}
              </ol>
              <div
                className="mt-3 h-1.5 rounded-full bg-slate-100"
                role="progressbar"
                aria-label="Progress through the study"
                aria-valuemin={0}
                aria-valuemax={STEPS.length}
                aria-valuenow={index + 1}
              >
                <div
                  className="h-1.5 rounded-full bg-brand-700"
                  style={{ width: `${((index + 1) / STEPS.length) * 100}%` }}
                />
              </div>
              <section aria-label={step.title} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
                {project.status === 'locked' ? (
                  <Notice tone="info" title="This study is locked">
                    It is the record of what was decided.{' '}
                    <Link className="underline" to={`/feasibility/${id}/dashboard`}>
                      See its results
                    </Link>
                  </Notice>
                ) : 'programs' in step ? (
                  <ProgramsForm key={index} {...props} />
                ) : (
                  <FiguresForm key={index} {...props} step={step} />
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
