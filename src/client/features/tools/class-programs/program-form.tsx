import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { classProgramInputSchema, type ClassProgramInput, type GymFactsRecord } from '@shared/tools';
import { FormFooter } from '@/components/ui/form-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { schemaResolver } from '@/lib/schema-resolver';
import { FROM_FACTS } from '../gym-facts';
import { NumberField } from '../tool-form-bits';
import { toNumber, toText } from '../tool-form-format';

/**
 * The form of a class program, shared by /pricing-capacity and /students-per-class: both keep the
 * spec's one list of fields (capacity_programs, student_class_programs), each shows the fields it
 * reads, in its own words, with its own results as the user types. Fields a tool does not show
 * keep their saved value (or the tool's starting one) and are sent as they are.
 */

export type ProgramNumberKey = Exclude<keyof ClassProgramInput, 'name'>;
export type ProgramValues = { name: string } & Record<ProgramNumberKey, string>;
export type CapacityFacts = GymFactsRecord['capacity'];

export interface ProgramFieldSpec {
  key: ProgramNumberKey;
  label: string;
  hint?: string;
  /** The hint while the field holds the gym's fact (default: "From your gym facts"). */
  factsHint?: string;
  decimal?: boolean;
}
export interface ProgramFieldGroup {
  title: string;
  fields: ProgramFieldSpec[];
}

const numberKeys = Object.keys(classProgramInputSchema.shape).filter((k) => k !== 'name') as ProgramNumberKey[];

const toInput = (v: ProgramValues) => ({
  name: v.name,
  ...Object.fromEntries(numberKeys.map((k) => [k, toNumber(v[k] ?? '')])),
});

const resolver = schemaResolver<ProgramValues, typeof classProgramInputSchema>(classProgramInputSchema, toInput);

/** Blank text for every field; a tool's starting values go on top. */
export const blankProgram = (): ProgramValues =>
  ({ name: '', ...Object.fromEntries(numberKeys.map((k) => [k, ''])) }) as ProgramValues;

/**
 * A new program of both program tools: class length 60 minutes, 85% enrollment, 12 weeks, no manager
 * wages (the class-program fields /students-per-class does not show).
 */
export const programStart: ProgramValues = {
  ...blankProgram(),
  classLength: '60',
  percentEnrollment: '85',
  officeManagerWage: '0',
  generalManagerWage: '0',
  weeks: '12',
};

/** The facts that fill a new program: max students per class and weekly class slots, when saved. */
export const factsStart = (facts: CapacityFacts): Partial<ProgramValues> => ({
  ...(facts?.maxStudentsPerClass ? { studentsPerClass: String(facts.maxStudentsPerClass) } : {}),
  ...(facts?.weeklyClassSlots ? { totalClasses: String(facts.weeklyClassSlots) } : {}),
});

const savedValues = (program: ClassProgramInput): ProgramValues =>
  ({
    name: program.name,
    ...Object.fromEntries(numberKeys.map((k) => [k, toText(program[k])])),
  }) as ProgramValues;

/** The results of what the form holds: blanks count as 0; anything the schema refuses shows nothing. */
function preview<R>(values: ProgramValues, compute: (input: Omit<ClassProgramInput, 'name'>) => R) {
  const filled = Object.fromEntries(numberKeys.map((k) => [k, values[k]?.trim() === '' ? '0' : (values[k] ?? '0')]));
  const parsed = classProgramInputSchema
    .omit({ name: true })
    .safeParse(toInput({ ...values, ...filled } as ProgramValues));
  return parsed.success ? { input: parsed.data, result: compute(parsed.data) } : null;
}

export interface ProgramFormProps<R, Saved extends ClassProgramInput & { id: number }> {
  /** The program edited, or null to add one. */
  program: Saved | null;
  facts: CapacityFacts;
  groups: ProgramFieldGroup[];
  /** A new program's text besides what the facts fill (example figures, zeros of unused fields). */
  start: ProgramValues;
  compute: (input: Omit<ClassProgramInput, 'name'>) => R;
  /** The results panel of what the form holds. */
  results: (input: Omit<ClassProgramInput, 'name'>, result: R) => ReactNode;
  save: UseMutationResult<Saved, Error, { id: number | null; input: ClassProgramInput }>;
  /** The toast's line after a save. */
  savedLine: (saved: Saved) => string;
  onDone: (saved?: Saved) => void;
}

/** Add (program null) or edit a class program; the results follow every keystroke. */
export function ProgramForm<R, Saved extends ClassProgramInput & { id: number }>({
  program,
  facts,
  groups,
  start,
  compute,
  results,
  save,
  savedLine,
  onDone,
}: ProgramFormProps<R, Saved>) {
  const fresh = () => ({ ...start, ...factsStart(facts) });
  const { register, handleSubmit, formState, control, reset } = useForm<ProgramValues, unknown, ClassProgramInput>({
    defaultValues: program ? savedValues(program) : fresh(),
    resolver,
  });
  const values = useWatch({ control }) as ProgramValues;
  const errors = formState.errors;
  const live = preview(values, compute);
  const filledFromFacts = program ? {} : factsStart(facts);

  return (
    <form
      noValidate
      aria-label={program ? `Edit ${program.name}` : 'Add a program'}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      onSubmit={handleSubmit((input) =>
        save.mutate(
          { id: program?.id ?? null, input },
          {
            onSuccess: (saved) => {
              toast({ title: program ? 'Program saved' : 'Program added', description: savedLine(saved) });
              if (!program) reset(fresh());
              onDone(saved);
            },
          },
        ),
      )}
    >
      <div className="grid content-start gap-5">
        <FormField label="Program name" error={errors.name?.message}>
          <Input placeholder="Preschool, Recreational, Team…" autoComplete="off" {...register('name')} />
        </FormField>
        {groups.map((group) => (
          <fieldset key={group.title} className="grid gap-3">
            <legend className="mb-1 text-sm font-bold tracking-wide text-brand-800 uppercase">{group.title}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {group.fields.map((f) => (
                <NumberField
                  key={f.key}
                  label={f.label}
                  decimal={f.decimal}
                  hint={
                    f.key in filledFromFacts && values[f.key] === filledFromFacts[f.key]
                      ? (f.factsHint ?? FROM_FACTS)
                      : f.hint
                  }
                  registration={register(f.key)}
                  error={errors[f.key]?.message}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>

      <div className="grid content-start gap-4 lg:sticky lg:top-24">
        <section aria-label="Results preview" aria-live="polite" className="rounded-2xl bg-brand-50 p-3">
          <h3 className="px-1 pb-2 text-sm font-bold tracking-wide text-brand-800 uppercase">As you type</h3>
          {live ? (
            results(live.input, live.result)
          ) : (
            <p className="p-2 text-sm text-slate-700">Fix the numbers on the left to see the results.</p>
          )}
        </section>
        <ErrorNotice error={save.error} fallback="The program could not be saved. Please try again." />
        <FormFooter
          className="sm:justify-end"
          submitLabel={program ? 'Save changes' : 'Add program'}
          pending={save.isPending}
          pendingLabel="Saving…"
          onCancel={program ? () => onDone() : undefined}
        />
      </div>
    </form>
  );
}
