import { Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { classSizes, classSizeTotals, type ClassSizeProgramRecord } from '@shared/tools/class-sizes';
import { PageHeader } from '@/components/ui/page-header';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { BenchmarkPanel } from '../benchmarks';
import {
  GymFactsSection,
  ProgramFormCard,
  ProgramList,
  useProgramEditing,
  programStart,
  ProgramForm,
  type ProgramFieldGroup,
} from '../class-programs';
import { useGymFacts, FactsUpdateOffer } from '../gym-facts';
import { Downloads, EmptyTool, SavedCard } from '../tool-form-bits';
import { classSizeExportUrl, useClassSizePrograms, useDeleteClassSizeProgram, useSaveClassSizeProgram } from './api';
import { ClassSizeBar, ClassSizeResults, ClassSizeWarnings } from './class-sizes-results';
import { money, number, percent } from '@/lib/format';
import { gatedTool } from '../tool-gate';

/** The fields this tool reads, in a class-size owner's words. */
const groups: ProgramFieldGroup[] = [
  {
    title: 'Classes and price',
    fields: [
      { key: 'studentsPerClass', label: 'Max students per class', decimal: false },
      {
        key: 'totalClasses',
        label: 'Classes a week',
        decimal: false,
        factsHint: 'Your gym’s weekly class slots (gym facts): set this program’s share',
      },
      { key: 'enrollments', label: 'Enrollments a week', hint: 'A child in two classes counts twice', decimal: false },
      { key: 'pricePerClass', label: 'Price per class ($)', hint: 'What one student pays for one class' },
    ],
  },
  {
    title: 'Coaches',
    fields: [
      { key: 'studentProgramRatio', label: 'Students per coach', hint: '8 means 8:1; 0 if not set', decimal: false },
      { key: 'classLength', label: 'Class length (minutes)' },
      { key: 'instructorWage', label: 'Coach wage ($ an hour)' },
      { key: 'instructors', label: 'Coaches on the program', decimal: false },
      {
        key: 'instructorHours',
        label: 'Hours per coach a week',
        hint: 'Checks the classes can be staffed at the ratio',
      },
    ],
  },
];

/** /students-per-class: class sizes against coach ratios, program by program and for the gym. */
function ClassSizePage({ path }: PageProps) {
  useRouteTitle(path);
  const list = useClassSizePrograms();
  const facts = useGymFacts();
  const save = useSaveClassSizeProgram();
  const remove = useDeleteClassSizeProgram();
  const { editing, setEditing, removing, setRemoving, formRef, startEdit } =
    useProgramEditing<ClassSizeProgramRecord>();
  const [lastSaved, setLastSaved] = useState<ClassSizeProgramRecord | null>(null);
  const programs = useMemo(() => list.data ?? [], [list.data]);
  const capacity = facts.data?.capacity ?? null;
  const totals = useMemo(() => classSizeTotals(programs), [programs]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Students per class"
        description={
          <>
            How full each program&rsquo;s classes run against their size and coach ratio, what one class earns after its
            coaches, and the smallest class that pays for them — so you know which classes to merge, split or fill.
          </>
        }
      />
      <GymFactsSection facts={facts} />

      <ProgramFormCard
        formRef={formRef}
        editing={editing}
        description="Class sizes, coaches and money are per class as you type. Saving keeps the program for your gym."
        loading={facts.isLoading}
        after={lastSaved ? <FactsUpdateOffer proposed={{ maxStudentsPerClass: lastSaved.studentsPerClass }} /> : null}
      >
        <ProgramForm
          key={editing?.id ?? `new-${capacity?.updatedAt ?? 'none'}`}
          program={editing}
          facts={capacity}
          groups={groups}
          start={programStart}
          compute={classSizes}
          results={(input, result) => <ClassSizeResults input={input} result={result} />}
          save={save}
          savedLine={(p) => `${p.name}: ${number(p.results.averageStudentsPerClass)} students a class on average`}
          onDone={(saved) => {
            setEditing(null);
            if (saved) setLastSaved(saved);
          }}
        />
      </ProgramFormCard>

      <ProgramList
        list={list}
        empty={
          <EmptyTool icon={<Users aria-hidden="true" className="size-7" />} title="No programs yet">
            Add your first program with the form above: 150 enrollments over 20 classes a week is 7.5 students a class;
            at 8 students per coach each class needs one coach.
          </EmptyTool>
        }
        totals={<GymTotal totals={totals} />}
        card={ProgramCard}
        editing={editing}
        onEdit={startEdit}
        onDelete={setRemoving}
      />

      <BenchmarkPanel metric="students-per-class" typed={totals.averageStudentsPerClass} saveHint="Save a program" />

      <ConfirmDelete
        item={removing}
        onClose={() => setRemoving(null)}
        title={() => 'Delete this program?'}
        description={(p) => `“${p.name}” and its class sizes leave your gym’s list for everyone at your gym.`}
        confirmLabel="Delete program"
        remove={remove}
        deleted={(p) => ({ title: 'Program deleted', description: p.name })}
        onDeleted={(p) => editing?.id === p.id && setEditing(null)}
      />
    </div>
  );
}

function GymTotal({ totals: t }: { totals: ReturnType<typeof classSizeTotals> }) {
  return (
    <section aria-label="Your gym in total" className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
      <dl className="grid grid-cols-2 gap-3 text-brand-900 sm:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs font-semibold tracking-wide uppercase">Average students per class</dt>
          <dd className="text-2xl font-extrabold tabular-nums sm:text-3xl">{number(t.averageStudentsPerClass)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide uppercase">Classes a week</dt>
          <dd className="text-xl font-extrabold tabular-nums">{number(t.classes)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide uppercase">Places filled</dt>
          <dd className="text-xl font-extrabold tabular-nums">
            {number(t.enrollments)} / {number(t.seats)}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs font-semibold tracking-wide uppercase">Weekly profit after coaching</dt>
          <dd className={`text-xl font-extrabold tabular-nums ${t.weeklyProfit < 0 ? 'text-red-700' : ''}`}>
            {money(t.weeklyProfit)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-700">
        All enrollments ÷ all classes a week ({percent(t.fillPercent)} of the places)
        {t.programsWithoutRatio
          ? `; the profit leaves out ${t.programsWithoutRatio} program${t.programsWithoutRatio === 1 ? '' : 's'} without a coach ratio`
          : ''}
        . This is the figure the network benchmark below compares.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-1 text-sm">
        <span className="font-semibold text-slate-700">Every program:</span>
        <Downloads name="every program" xlsx={classSizeExportUrl(null, 'xlsx')} pdf={classSizeExportUrl(null, 'pdf')} />
      </div>
    </section>
  );
}

function ProgramCard({
  program,
  editing,
  onEdit,
  onDelete,
}: {
  program: ClassSizeProgramRecord;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const r = program.results;
  const coaches =
    r.coachesPerClass === null ? '— (no ratio)' : `${r.coachesPerClass} at ${program.studentProgramRatio}:1`;
  const rows: [string, string, boolean?][] = [
    ['Classes a week', number(program.totalClasses)],
    ['Enrollments a week', number(program.enrollments)],
    ['Coaches a class', coaches],
    ['Revenue per class', money(r.revenuePerClass)],
    ['Coach cost per class', money(r.coachCostPerClass)],
    ['Profit per class', money(r.profitPerClass), (r.profitPerClass ?? 0) < 0],
    ['Break-even class size', number(r.breakEvenClassSize)],
  ];
  return (
    <SavedCard
      name={program.name}
      editing={editing}
      rows={rows}
      onEdit={onEdit}
      onDelete={onDelete}
      actions={
        <Downloads
          name={program.name}
          xlsx={classSizeExportUrl(program.id, 'xlsx')}
          pdf={classSizeExportUrl(program.id, 'pdf')}
        />
      }
    >
      <div className="mt-2">
        <ClassSizeBar average={r.averageStudentsPerClass} max={program.studentsPerClass} fill={r.fillPercent} />
        <ClassSizeWarnings warnings={r.warnings} />
      </div>
    </SavedCard>
  );
}

export default gatedTool(ClassSizePage, { gymRecords: true });
