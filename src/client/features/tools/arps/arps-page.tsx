import { useRef } from 'react';
import { arps, arpsInputSchema, arpsRecordInputSchema } from '@shared/tools/arps';
import { compareFigures, type ComparedFigure, type ReportBody } from '@shared/tools/report';
import type { ArpsRecord, ArpsSummary } from '@shared/tools/revenue-records';
import { Notice } from '@/components/ui/notice';
import type { PageProps } from '@/lib/page-props';
import { fieldPair, pairedField } from '../field-pairs';
import { BenchmarkPanel } from '../benchmarks';
import {
  AddRowButton,
  CalculatorLayout,
  GroupError,
  NumberField,
  RowCard,
  parseNumberInput,
  rowList,
  useCalculatorInput,
} from '../calculators';
import { tableFigures } from '../compare-two';
import { FROM_FACTS, useGymPrefill } from '../gym-facts';
import { LatestRecordOffer, useLoadedRecord, SavedPanel, type RecordWords } from '../saved';
import { ArpsResults, RowsHeading } from './arps-parts';
import { number } from '@/lib/format';
import { gatedTool } from '../tool-gate';

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
    students: number(p.students),
    monthlyTuition: number(p.monthlyTuition),
  })),
  annualFees: record.annualFees.map((f, i) => ({
    key: i + 1,
    name: f.name,
    amount: number(f.amount),
    studentsPaying: number(f.studentsPaying),
  })),
});

const ARPS_PATH = '/api/arps';

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
function ArpsPage({ path }: PageProps) {
  const { raw, setRaw, reset, input, errors } = useCalculatorInput(example, toInput, arpsInputSchema);
  const result = input ? arps(input) : null;
  // The gym's active programs and prices in place of the example's; how many students each has is the owner's to say.
  useGymPrefill((p) => {
    if (!p.activePrograms.length) return;
    // Only in place of the example's programs: rows already typed (or loaded) stay.
    setRaw((r) =>
      r.programs !== example.programs
        ? r
        : {
            programs: p.activePrograms.map((program, i) => ({
              key: i + 1,
              name: program.programType,
              students: '',
              monthlyTuition: number(program.monthlyPrice),
              fromFacts: true,
            })),
            annualFees: r.annualFees.map((f) => ({ ...f, studentsPaying: '' })),
          },
    );
  });
  const loaded = useLoadedRecord<ArpsSummary, ArpsRecord>(ARPS_PATH, words, (record) => setRaw(fromRecord(record)));
  // A removed row's button is gone: the focus goes to its list's "Add" button.
  const addProgram = useRef<HTMLButtonElement>(null);
  const addFee = useRef<HTMLButtonElement>(null);
  const programs = rowList(setRaw, 'programs', errors);
  const fees = rowList(setRaw, 'annualFees', errors);
  // A count left blank is one still to enter (the gym facts know the prices, not the students): no error under it.
  const countError = (text: string, error: string | undefined) => (blank(text) ? undefined : error);
  const waiting = raw.programs.some((p) => blank(p.students)) || raw.annualFees.some((f) => blank(f.studentsPaying));

  return (
    <CalculatorLayout
      path={path}
      onReset={reset}
      intro="Average revenue per student (ARPS) is what one student brings in across tuition and yearly fees. List your programs with their students and monthly tuition, and the fees families pay once a year, to see it a month and a year."
      inputs={
        <>
          <LatestRecordOffer path={ARPS_PATH} words={words} loaded={loaded} />
          <RowsHeading title="Programs" />
          <ul className="grid gap-3">
            {raw.programs.map((program, index) => {
              const { err, field } = programs.fields(program, index);
              return (
                <RowCard
                  key={program.key}
                  fallback={`Program ${index + 1}`}
                  onRemove={() => {
                    programs.remove(index);
                    addProgram.current?.focus();
                  }}
                  nameLabel="Program"
                  nameError={err('name')}
                  nameInput={{
                    value: program.name,
                    maxLength: 100,
                    onChange: (e) => programs.set(index, { name: e.target.value }),
                  }}
                >
                  <div className={fieldPair}>
                    <NumberField
                      label="Students"
                      inputMode="numeric"
                      {...field('students')}
                      error={countError(program.students, err('students'))}
                      hint={blank(program.students) ? 'How many are enrolled now?' : undefined}
                      className={pairedField}
                    />
                    <NumberField
                      label="Monthly tuition ($)"
                      {...field('monthlyTuition')}
                      hint={program.fromFacts ? FROM_FACTS : undefined}
                      className={pairedField}
                    />
                  </div>
                </RowCard>
              );
            })}
          </ul>
          <GroupError message={errors.programs} />
          <AddRowButton
            ref={addProgram}
            count={raw.programs.length}
            onAdd={() => programs.add({ name: '', students: '', monthlyTuition: '' })}
          >
            Add a program
          </AddRowButton>

          <RowsHeading title="Yearly fees" hint="Registration, meet fees, uniforms: what families pay once a year." />
          <ul className="grid gap-3">
            {raw.annualFees.map((fee, index) => {
              const { err, field } = fees.fields(fee, index);
              return (
                <RowCard
                  key={fee.key}
                  fallback={`Fee ${index + 1}`}
                  onRemove={() => {
                    fees.remove(index);
                    addFee.current?.focus();
                  }}
                  nameLabel="Fee"
                  nameError={err('name')}
                  nameInput={{
                    value: fee.name,
                    maxLength: 100,
                    onChange: (e) => fees.set(index, { name: e.target.value }),
                  }}
                >
                  <div className={fieldPair}>
                    <NumberField label="Amount ($ a year)" {...field('amount')} className={pairedField} />
                    <NumberField
                      label="Students paying"
                      inputMode="numeric"
                      {...field('studentsPaying')}
                      error={countError(fee.studentsPaying, err('studentsPaying'))}
                      hint={blank(fee.studentsPaying) ? 'How many pay it?' : undefined}
                      className={pairedField}
                    />
                  </div>
                </RowCard>
              );
            })}
          </ul>
          <GroupError message={errors.annualFees} />
          <AddRowButton
            ref={addFee}
            count={raw.annualFees.length}
            onAdd={() => fees.add({ name: '', amount: '', studentsPaying: '' })}
          >
            Add a fee
          </AddRowButton>
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
        ) : null
      }
    >
      <SavedPanel<ArpsSummary, ArpsRecord>
        path={ARPS_PATH}
        words={words}
        nameSchema={arpsRecordInputSchema.shape.name}
        body={(name) => (input ? { name, ...input } : null)}
        detail={(s) =>
          `${number(s.students)} students in ${s.programCount} ${s.programCount === 1 ? 'program' : 'programs'}`
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

export default gatedTool(ArpsPage);
