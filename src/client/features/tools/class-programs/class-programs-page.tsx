import { CalendarRange } from 'lucide-react';
import { sumCents, type ClassProgramRecord } from '@shared/tools';
import { PageHeader } from '@/components/ui/page-header';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { Downloads, EmptyTool, SavedCard } from '../tool-form-bits';
import { useGymFacts } from '../gym-facts';
import { exportUrl, useClassPrograms, useDeleteClassProgram } from './api';
import { ClassProgramForm } from './class-programs-form';
import { UtilizationBar } from './class-programs-results';
import { GymFactsSection, ProgramFormCard, ProgramList, useProgramEditing } from './program-page-parts';
import { money, number, percent } from '@/lib/format';
import { gatedTool } from '../tool-gate';

/** /pricing-capacity: the class programs with their capacity, revenue and cost. */
function CapacityPage({ path }: PageProps) {
  useRouteTitle(path);
  const list = useClassPrograms();
  const facts = useGymFacts();
  const remove = useDeleteClassProgram();
  const { editing, setEditing, removing, setRemoving, formRef, startEdit } = useProgramEditing<ClassProgramRecord>();
  const programs = list.data ?? [];
  const capacity = facts.data?.capacity ?? null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Class program capacity planner"
        description={
          <>
            For each program you run (preschool, recreational, team…) see how many seats your schedule offers, how full
            it is, what it earns over a session and what its coaches and managers cost, so you know which classes to
            add, merge or reprice.
          </>
        }
      />
      <GymFactsSection facts={facts} />

      <ProgramFormCard
        formRef={formRef}
        editing={editing}
        description="The results update as you type; money covers the whole period in weeks. Saving keeps the program for your gym."
        loading={facts.isLoading}
      >
        <ClassProgramForm
          key={editing?.id ?? `new-${capacity?.updatedAt ?? 'none'}`}
          program={editing}
          facts={capacity}
          onDone={() => setEditing(null)}
        />
      </ProgramFormCard>

      <ProgramList
        list={list}
        empty={
          <EmptyTool icon={<CalendarRange aria-hidden="true" className="size-7" />} title="No programs planned yet">
            Add your first program with the form above: 8 students a class and 10 classes a week is 80 seats; 60
            enrollments fill 75% of them.
          </EmptyTool>
        }
        totals={<Totals programs={programs} />}
        card={ProgramCard}
        editing={editing}
        onEdit={startEdit}
        onDelete={setRemoving}
      />

      <ConfirmDelete
        item={removing}
        onClose={() => setRemoving(null)}
        title={() => 'Delete this program?'}
        description={(p) => `“${p.name}” and its numbers leave your capacity plan for everyone at your gym.`}
        confirmLabel="Delete program"
        remove={remove}
        deleted={(p) => ({ title: 'Program deleted', description: p.name })}
        onDeleted={(p) => editing?.id === p.id && setEditing(null)}
      />
    </div>
  );
}

function Totals({ programs }: { programs: ClassProgramRecord[] }) {
  const seats = programs.reduce((s, p) => s + p.results.capacity, 0);
  const filled = programs.reduce((s, p) => s + p.enrollments, 0);
  const margin = sumCents(programs.map((p) => p.results.grossMargin));
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
      <dl aria-label="All programs" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-semibold tracking-wide uppercase">Programs</dt>
          <dd className="text-xl font-extrabold tabular-nums sm:text-2xl">{programs.length}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide uppercase">Seats filled</dt>
          <dd className="text-xl font-extrabold tabular-nums sm:text-2xl">
            {number(filled)} / {number(seats)}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs font-semibold tracking-wide uppercase">Gross margin</dt>
          <dd className="text-xl font-extrabold tabular-nums sm:text-2xl">{money(margin)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-700">
        Seats a week across every program; the margin adds each program&rsquo;s own period.
      </p>
    </div>
  );
}

function ProgramCard({
  program,
  editing,
  onEdit,
  onDelete,
}: {
  program: ClassProgramRecord;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const r = program.results;
  const rows: [string, string, boolean?][] = [
    ['Capacity', `${number(r.capacity)} seats a week`],
    ['Enrollments', `${number(program.enrollments)} (target ${number(r.targetEnrollments)})`],
    ['Price per class', money(program.pricePerClass)],
    [`Revenue, ${program.weeks} weeks`, money(r.revenue)],
    ['Instructor cost', money(r.instructorCost)],
    ['Overhead', money(r.overheadCost)],
    ['Gross margin', `${money(r.grossMargin)} (${percent(r.grossMarginPercent)})`, r.grossMargin < 0],
  ];
  return (
    <SavedCard
      name={program.name}
      editing={editing}
      rows={rows}
      actions={
        <Downloads name={program.name} xlsx={exportUrl(program.id, 'xlsx')} pdf={exportUrl(program.id, 'pdf')} />
      }
      onEdit={onEdit}
      onDelete={onDelete}
    >
      <div className="mt-2">
        <UtilizationBar percent={r.utilizationPercent} label="Utilization" />
      </div>
    </SavedCard>
  );
}

export default gatedTool(CapacityPage, { gymRecords: true });
