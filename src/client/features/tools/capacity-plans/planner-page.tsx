import { Save } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  gridHours,
  capacityPlan,
  capacityPlanInputSchema,
  type CapacityPlanRecord,
  type CapacityPlanSummary,
} from '@shared/tools/capacity-plans';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/accounts';
import { apiGet } from '@/lib/api';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { messagesByPath } from '../calculators';
import { FactsUpdateOffer, useGymPrefill } from '../gym-facts';
import { NoGymNotice } from '../tool-form-bits';
import { PAGE } from '../saved';
import { PLANS_PATH, usePlans, useSavePlan } from './api';
import { draftFromFacts, draftFromPlan, draftToInput, draftToParts, factsOfPlan, type PlanDraft } from './plan-draft';
import { PlanList } from './plan-list';
import { EquipmentSection, ProfileSection, ProgramsSection, Section } from './plan-setup';
import { capacityWords, PlanSummary } from './plan-summary';
import { ScheduleGrid } from './schedule-grid';
import { scrollBehavior } from '@/lib/motion';
import { number, percent } from '@/lib/format';
import { gatedTool } from '../tool-gate';

/** /gym-capacity-planner: a week of the gym on paper, hour by hour, against its floor and equipment. */
function PlannerPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  const [draft, setDraft] = useState<PlanDraft>(() => draftFromFacts(null));
  const [current, setCurrent] = useState<{ id: number; name: string } | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const touched = useRef(false);
  const currentRef = useRef(current);
  currentRef.current = current;
  const editorRef = useRef<HTMLDivElement>(null);
  const save = useSavePlan();

  const update = (change: (d: PlanDraft) => PlanDraft) => {
    touched.current = true;
    setDraft(change);
  };
  // A new plan starts from the gym's facts, unless the member already typed or loaded one.
  const prefill = useGymPrefill((p) => {
    if (!touched.current && currentRef.current === null) setDraft(draftFromFacts(p));
  });

  const loads = useRef(0);
  const load = async (summary: Pick<CapacityPlanSummary, 'id'>, quiet = false) => {
    setLoadError(null);
    const mine = (loads.current += 1);
    try {
      const plan = await apiGet<CapacityPlanRecord>(`${PLANS_PATH}/${summary.id}`);
      // Only the last plan asked for goes into the editor.
      if (mine !== loads.current) return;
      touched.current = false;
      setDraft(draftFromPlan(plan));
      setCurrent({ id: plan.id, name: plan.name });
      setShowErrors(false);
      if (!quiet) {
        toast({ title: 'Plan loaded', description: `${plan.name} is in the editor.` });
        editorRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      }
    } catch (error) {
      setLoadError(error);
    }
  };

  // Coming back to the page shows the plan saved last, as the member left it.
  const plans = usePlans(PAGE);
  const autoLoaded = useRef(false);
  const latest = plans.items[0];
  const plansLoaded = !plans.isPending && !plans.failed;
  useEffect(() => {
    if (autoLoaded.current || !plansLoaded) return;
    autoLoaded.current = true;
    if (latest && !touched.current && currentRef.current === null) void load(latest, true);
  }, [plansLoaded, latest]);

  const startNew = () => {
    touched.current = false;
    setDraft(draftFromFacts(prefill));
    setCurrent(null);
    setShowErrors(false);
    editorRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  };

  const body = draftToInput(draft);
  const parsed = capacityPlanInputSchema.safeParse(body);
  const errors = showErrors && !parsed.success ? messagesByPath(parsed.error) : {};
  const parts = useMemo(() => draftToParts(draft), [draft]);
  const result = useMemo(() => capacityPlan(parts), [parts]);
  const hours = gridHours(parts, result);
  const noFacts = prefill !== null && prefill.usableSqft === null && prefill.equipment.length === 0;

  const submit = (asNew: boolean) => {
    if (!parsed.success) {
      setShowErrors(true);
      return;
    }
    save.mutate(
      { id: asNew ? null : (current?.id ?? null), input: body },
      {
        onSuccess: (saved) => {
          setCurrent({ id: saved.id, name: saved.name });
          setShowErrors(false);
          toast({
            title: asNew || !current ? 'Plan saved' : 'Plan updated',
            description: `${saved.name}: ${number(saved.results.week.athleteHours)} athlete-hours a week, ${percent(saved.results.week.averageUtilizationPercent)} average use.`,
          });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Gym capacity planner"
        description={
          <>
            Lay out a week of classes on your floor and equipment and see, hour by hour, how many athletes are in the
            gym, how full it runs and how many coaches you need — before you publish the schedule.
          </>
        }
      />
      <NoGymNotice />

      <div className="mt-8">
        <PlanList
          currentId={current?.id ?? null}
          onLoad={(plan) => void load(plan)}
          onNew={startNew}
          onDeleted={(plan) => current?.id === plan.id && setCurrent(null)}
          loadError={loadError}
        />
      </div>

      <div ref={editorRef} className="mt-10 grid scroll-mt-24 grid-cols-[minmax(0,1fr)] gap-6">
        <div>
          <h2 className="text-2xl font-extrabold text-brand-900">
            {current ? `Editing “${current.name}”` : 'New plan'}
          </h2>
          <p className="mt-1 text-slate-600">
            The grid and the figures follow every change; saving keeps the plan for your gym.
          </p>
          {noFacts ? (
            <Notice className="mt-3" title="Example figures — replace them with yours">
              Your gym has no saved facts yet, so the floor, equipment and programs are an example. Save your gym facts
              on the class program planner and every new plan starts from them.
            </Notice>
          ) : null}
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
          <ProfileSection
            draft={draft}
            update={update}
            errors={errors}
            result={result}
            factsSqft={prefill?.usableSqft ?? null}
          />
          <EquipmentSection draft={draft} update={update} errors={errors} result={result} factsSqft={null} />
        </div>
        <ProgramsSection draft={draft} update={update} errors={errors} result={result} factsSqft={null} />

        <Section id="schedule-heading" title="Weekly schedule" intro={`Capacity: ${capacityWords(result)}`}>
          <ScheduleGrid
            draft={draft}
            result={result}
            hours={hours}
            onClasses={(day, hour, program, classes) =>
              update((d) => {
                const key = `${day}-${hour}`;
                return { ...d, schedule: { ...d.schedule, [key]: { ...d.schedule[key], [program]: classes } } };
              })
            }
          />
        </Section>

        <Section id="week-heading" title="The week">
          <PlanSummary result={result} />
        </Section>

        <Section id="save-heading" title={current ? 'Save your changes' : 'Save this plan'}>
          <form
            noValidate
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              submit(false);
            }}
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label="Plan name" error={errors.name}>
                <Input
                  autoComplete="off"
                  maxLength={100}
                  placeholder="e.g. Fall 2026 weekly schedule"
                  value={draft.name}
                  onChange={(e) => update((d) => ({ ...d, name: e.target.value }))}
                />
              </FormField>
              <FormField label="Notes (optional)" error={errors.description}>
                <Textarea
                  rows={2}
                  maxLength={1000}
                  value={draft.description}
                  onChange={(e) => update((d) => ({ ...d, description: e.target.value }))}
                />
              </FormField>
            </div>
            {showErrors && !parsed.success ? (
              <Notice tone="warning" role="status" title="Check the highlighted fields">
                The plan is saved once every figure above is one the planner accepts.
              </Notice>
            ) : null}
            <ErrorNotice error={save.error} fallback="The plan was not saved. Please try again." />
            {user?.gymId ? (
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                {current ? (
                  <Button variant="outline" disabled={save.isPending} onClick={() => submit(true)}>
                    Save as a new plan
                  </Button>
                ) : null}
                <Button type="submit" disabled={save.isPending}>
                  <Save aria-hidden="true" /> {save.isPending ? 'Saving…' : current ? 'Save changes' : 'Save plan'}
                </Button>
              </div>
            ) : null}
          </form>
          {current && parsed.success ? <FactsUpdateOffer proposed={factsOfPlan(parts)} /> : null}
        </Section>
      </div>
    </div>
  );
}

export default gatedTool(PlannerPage, { gymRecords: true });
