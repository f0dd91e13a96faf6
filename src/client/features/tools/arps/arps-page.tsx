import { Plus, Trash2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { arps, arpsInputSchema, arpsRecordInputSchema, type ArpsInput, type ArpsResult } from '@shared/tools/arps';
import { MAX_ROWS } from '@shared/tools/fields';
import { roundCents } from '@shared/tools/numbers';
import { compareFigures, type ComparedFigure, type ReportBody } from '@shared/tools/report';
import type { ArpsRecord, ArpsSummary } from '@shared/tools/revenue-records';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import type { PageProps } from '@/routes';
import { fieldPair, pairedField } from '../field-pairs';
import { BenchmarkPanel } from '../benchmarks/benchmark-panel';
import { CalculatorLayout, FixInputsNotice, NumberField, Result, ResultList } from '../calculators/calculator-layout';
import { formatMoney, formatNumber, parseNumberInput, useCalculatorInput } from '../calculators/calculator-input';
import { tableFigures } from '../compare-two';
import { FROM_FACTS, useGymPrefill } from '../gym-facts/use-prefill';
import { LatestRecordOffer, SavedPanel, useLoadedRecord, type RecordWords } from '../saved-records/saved-panel';

interface RawProgram {
  key: number;
  name: string;
  students: string;
  monthlyTuition: string;
  /** Filled from the gym facts: its students are the owner's to enter. */
  fromFacts?: boolean;
}
interface RawFee {
  key: number;
  name: string;
  amount: string;
  studentsPaying: string;
}
interface Raw {
  programs: RawProgram[];
  annualFees: RawFee[];
}

/** An illustrative season of a gym of 315 students. */
const example: Raw = {
  programs: [
    { key: 1, name: 'Recreational gymnastics', students: '180', monthlyTuition: '92' },
    { key: 2, name: 'Preschool', students: '90', monthlyTuition: '75' },
    { key: 3, name: 'Competitive team', students: '45', monthlyTuition: '260' },
  ],
  annualFees: [
    { key: 1, name: 'Annual registration', amount: '60', studentsPaying: '315' },
    { key: 2, name: 'Meet fees', amount: '400', studentsPaying: '45' },
  ],
};

const toInput = (raw: Raw) => ({
  programs: raw.programs.map((p) => ({
    name: p.name,
    students: parseNumberInput(p.students),
    monthlyTuition: parseNumberInput(p.monthlyTuition),
  })),
  annualFees: raw.annualFees.map((f) => ({
    name: f.name,
    amount: parseNumberInput(f.amount),
    studentsPaying: parseNumberInput(f.studentsPaying),
  })),
});

const fromRecord = (record: ArpsRecord): Raw => ({
  programs: record.programs.map((p, i) => ({
    key: i + 1,
    name: p.name,
    students: formatNumber(p.students),
    monthlyTuition: formatNumber(p.monthlyTuition),
  })),
  annualFees: record.annualFees.map((f, i) => ({
    key: i + 1,
    name: f.name,
    amount: formatNumber(f.amount),
    studentsPaying: formatNumber(f.studentsPaying),
  })),
});

const ARPS_PATH = '/api/arps';

const nextKey = (rows: { key: number }[]) => Math.max(0, ...rows.map((r) => r.key)) + 1;
const blank = (text: string) => text.trim() === '';

const words: RecordWords = {
  one: 'calculation',
  many: 'calculations',
  placeholder: 'e.g. 2025–26 season',
  intro:
    'Keep a season’s programs and fees under a name and compare two — before and after a price change, this year and last. Everyone at your gym sees them; the latest one is your gym’s figure in the network.',
  deleteNote: 'The calculation goes for everyone at your gym. The numbers on screen stay.',
};

function byProgram(a: ReportBody, b: ReportBody): [string, ComparedFigure[]][] {
  const column = (index: number) =>
    compareFigures(tableFigures(a, 'programs', index), tableFigures(b, 'programs', index));
  return [
    ['Students by program', column(1)],
    ['Monthly tuition revenue by program', column(3)],
  ];
}

/** /arps-calculator: what the average student brings in, across programs and yearly fees. */
export default function ArpsPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, errors } = useCalculatorInput(example, toInput, arpsInputSchema);
  const result = input ? arps(input) : null;
  // The gym's active programs and prices in place of the example's; how many students each has is the owner's to say.
  useGymPrefill((p) => {
    if (!p.activePrograms.length) return;
    setRaw((r) => ({
      programs: p.activePrograms.map((program, i) => ({
        key: i + 1,
        name: program.programType,
        students: '',
        monthlyTuition: formatNumber(program.monthlyPrice),
        fromFacts: true,
      })),
      annualFees: r.annualFees.map((f) => ({ ...f, studentsPaying: '' })),
    }));
  });
  const loaded = useLoadedRecord<ArpsSummary, ArpsRecord>(ARPS_PATH, words, (record) => setRaw(fromRecord(record)));
  // A removed row's button is gone: the focus goes to its list's "Add" button.
  const addProgram = useRef<HTMLButtonElement>(null);
  const addFee = useRef<HTMLButtonElement>(null);
  const setProgram = (index: number, patch: Partial<RawProgram>) =>
    setRaw((r) => ({ ...r, programs: r.programs.map((p, i) => (i === index ? { ...p, ...patch } : p)) }));
  const setFee = (index: number, patch: Partial<RawFee>) =>
    setRaw((r) => ({ ...r, annualFees: r.annualFees.map((f, i) => (i === index ? { ...f, ...patch } : f)) }));
  // A count left blank is one still to enter (the gym facts know the prices, not the students): no error under it.
  const countError = (text: string, error: string | undefined) => (blank(text) ? undefined : error);
  const waiting = raw.programs.some((p) => blank(p.students)) || raw.annualFees.some((f) => blank(f.studentsPaying));

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro={
        <p>
          Average revenue per student (ARPS) is what one student brings in across tuition and yearly fees. List your
          programs with their students and monthly tuition, and the fees families pay once a year, to see it a month and
          a year.
        </p>
      }
      inputs={
        <>
          <LatestRecordOffer path={ARPS_PATH} words={words} loaded={loaded} />
          <RowsHeading title="Programs" />
          <ul className="grid gap-3">
            {raw.programs.map((program, index) => {
              const err = (field: string) => errors[`programs.${index}.${field}`];
              const label = program.name.trim() || `Program ${index + 1}`;
              return (
                <RowCard
                  key={program.key}
                  legend={label}
                  onRemove={() => {
                    setRaw((r) => ({ ...r, programs: r.programs.filter((_, i) => i !== index) }));
                    addProgram.current?.focus();
                  }}
                >
                  <FormField label="Program" error={err('name')} className="min-w-0 flex-1">
                    <Input
                      value={program.name}
                      maxLength={100}
                      onChange={(e) => setProgram(index, { name: e.target.value })}
                    />
                  </FormField>
                  <div className={fieldPair}>
                    <NumberField
                      label="Students"
                      inputMode="numeric"
                      value={program.students}
                      onValueChange={(students) => setProgram(index, { students })}
                      error={countError(program.students, err('students'))}
                      hint={blank(program.students) ? 'How many are enrolled now?' : undefined}
                      className={pairedField}
                    />
                    <NumberField
                      label="Monthly tuition ($)"
                      value={program.monthlyTuition}
                      onValueChange={(monthlyTuition) => setProgram(index, { monthlyTuition })}
                      error={err('monthlyTuition')}
                      hint={program.fromFacts ? FROM_FACTS : undefined}
                      className={pairedField}
                    />
                  </div>
                </RowCard>
              );
            })}
          </ul>
          {errors.programs ? <p className="text-sm font-medium text-red-700">{errors.programs}</p> : null}
          <div>
            <Button
              variant="outline"
              ref={addProgram}
              disabled={raw.programs.length >= MAX_ROWS}
              onClick={() =>
                setRaw((r) => ({
                  ...r,
                  programs: [...r.programs, { key: nextKey(r.programs), name: '', students: '', monthlyTuition: '' }],
                }))
              }
            >
              <Plus aria-hidden="true" /> Add a program
            </Button>
          </div>

          <RowsHeading title="Yearly fees" hint="Registration, meet fees, uniforms: what families pay once a year." />
          <ul className="grid gap-3">
            {raw.annualFees.map((fee, index) => {
              const err = (field: string) => errors[`annualFees.${index}.${field}`];
              const label = fee.name.trim() || `Fee ${index + 1}`;
              return (
                <RowCard
                  key={fee.key}
                  legend={label}
                  onRemove={() => {
                    setRaw((r) => ({ ...r, annualFees: r.annualFees.filter((_, i) => i !== index) }));
                    addFee.current?.focus();
                  }}
                >
                  <FormField label="Fee" error={err('name')} className="min-w-0 flex-1">
                    <Input value={fee.name} maxLength={100} onChange={(e) => setFee(index, { name: e.target.value })} />
                  </FormField>
                  <div className={fieldPair}>
                    <NumberField
                      label="Amount ($ a year)"
                      value={fee.amount}
                      onValueChange={(amount) => setFee(index, { amount })}
                      error={err('amount')}
                      className={pairedField}
                    />
                    <NumberField
                      label="Students paying"
                      inputMode="numeric"
                      value={fee.studentsPaying}
                      onValueChange={(studentsPaying) => setFee(index, { studentsPaying })}
                      error={countError(fee.studentsPaying, err('studentsPaying'))}
                      hint={blank(fee.studentsPaying) ? 'How many pay it?' : undefined}
                      className={pairedField}
                    />
                  </div>
                </RowCard>
              );
            })}
          </ul>
          {errors.annualFees ? <p className="text-sm font-medium text-red-700">{errors.annualFees}</p> : null}
          <div>
            <Button
              variant="outline"
              ref={addFee}
              disabled={raw.annualFees.length >= MAX_ROWS}
              onClick={() =>
                setRaw((r) => ({
                  ...r,
                  annualFees: [
                    ...r.annualFees,
                    { key: nextKey(r.annualFees), name: '', amount: '', studentsPaying: '' },
                  ],
                }))
              }
            >
              <Plus aria-hidden="true" /> Add a fee
            </Button>
          </div>
        </>
      }
      results={
        result && input ? (
          <ArpsResults input={input} result={result} />
        ) : waiting ? (
          <Notice role="status" title="Enter your students">
            Your programs and prices are in place. Enter how many students each program has, and how many pay each fee,
            to see your average revenue per student.
          </Notice>
        ) : (
          <FixInputsNotice />
        )
      }
    >
      <SavedPanel<ArpsSummary, ArpsRecord>
        path={ARPS_PATH}
        words={words}
        nameSchema={arpsRecordInputSchema.shape.name}
        body={(name) => (input ? { name, ...input } : null)}
        detail={(s) =>
          `${formatNumber(s.students)} students in ${s.programCount} ${s.programCount === 1 ? 'program' : 'programs'}`
        }
        loaded={loaded}
        invalidHint={waiting ? 'Enter the students of every program and fee to save.' : undefined}
        moreGroups={byProgram}
      />
      <BenchmarkPanel
        metric="arps"
        typed={result && result.students > 0 ? result.arpsMonthly : null}
        saveHint="Save a calculation"
      />
    </CalculatorLayout>
  );
}

function RowsHeading({ title, hint }: { title: string; hint?: string }) {
  return (
    <div>
      <h3 className="font-bold text-brand-900">{title}</h3>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

/** One program or fee: its name with a remove button, then its figures. */
function RowCard({ legend, onRemove, children }: { legend: string; onRemove: () => void; children: ReactNode[] }) {
  const [name, figures] = children;
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <fieldset className="grid gap-3">
        <legend className="sr-only">{legend}</legend>
        <div className="flex items-end gap-2">
          {name}
          <Button variant="ghost" size="icon" aria-label={`Remove ${legend}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        {figures}
      </fieldset>
    </li>
  );
}

function ArpsResults({ input, result }: { input: ArpsInput; result: ArpsResult }) {
  const noStudents = result.students === 0;
  const perStudent = noStudents ? 'No student yet, so there is nothing to average over.' : null;
  const top = Math.max(...input.programs.map((p) => p.students * p.monthlyTuition), 0.01);
  return (
    <>
      <ResultList>
        <Result
          primary
          id="arps-monthly"
          label="Average revenue per student a month"
          value={formatMoney(result.arpsMonthly)}
          explain={
            perStudent ??
            `Monthly revenue ÷ students: ${formatMoney(result.monthlyRevenue)} ÷ ${formatNumber(result.students)}.`
          }
        />
        <Result
          id="arps-annual"
          label="Average revenue per student a year"
          value={formatMoney(result.arpsAnnual)}
          explain={
            perStudent ??
            `Annual revenue ÷ students: ${formatMoney(result.annualRevenue)} ÷ ${formatNumber(result.students)}.`
          }
        />
        <Result
          id="students"
          label="Students"
          value={formatNumber(result.students)}
          explain="The programs’ students added up: a child in two programs counts twice."
        />
        <Result
          id="monthly-tuition-revenue"
          label="Monthly tuition revenue"
          value={formatMoney(result.monthlyTuitionRevenue)}
          explain="Each program’s students × its monthly tuition, added up."
        />
        <Result
          id="annual-fee-revenue"
          label="Annual fee revenue"
          value={formatMoney(result.annualFeeRevenue)}
          explain="Each fee × the students paying it, added up."
        />
        <Result
          id="annual-revenue"
          label="Annual revenue"
          value={formatMoney(result.annualRevenue)}
          explain="Monthly tuition revenue × 12 + annual fee revenue."
        />
        <Result
          id="monthly-revenue"
          label="Monthly revenue"
          value={formatMoney(result.monthlyRevenue)}
          explain="Annual revenue ÷ 12: the tuition plus the fees spread over the year."
        />
      </ResultList>
      {input.programs.length ? (
        <figure>
          <figcaption className="font-bold text-brand-900">Monthly tuition revenue by program</figcaption>
          <ul className="mt-3 grid gap-2">
            {input.programs.map((p, i) => {
              const revenue = roundCents(p.students * p.monthlyTuition);
              return (
                <li key={i} className="grid gap-1" data-program-bar={p.name}>
                  <div className="flex justify-between gap-3 text-sm text-slate-700">
                    <span className="min-w-0 truncate">{p.name}</span>
                    <span className="shrink-0 font-semibold tabular-nums">{formatMoney(revenue)}</span>
                  </div>
                  <div className="h-3 rounded bg-slate-100" aria-hidden="true">
                    <div className="h-full rounded bg-brand-600" style={{ width: `${(revenue / top) * 100}%` }} />
                  </div>
                  <span className="text-xs text-slate-600 tabular-nums">
                    {formatNumber(p.students)} students × {formatMoney(p.monthlyTuition)}
                  </span>
                </li>
              );
            })}
          </ul>
        </figure>
      ) : null}
    </>
  );
}
