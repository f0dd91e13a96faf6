import { useForm, useWatch } from 'react-hook-form';
import {
  capacityProgram,
  capacityProgramInputSchema,
  type CapacityProgramInput,
  type CapacityProgramRecord,
  type GymFactsRecord,
} from '@shared/tools';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';

import { schemaResolver } from '@/lib/schema-resolver';
import { NumberField } from '../shop-capacity-bits';
import { toNumber, toText } from '../shop-capacity-format';
import { useSaveCapacityProgram } from './capacity-api';
import { ProgramResults } from './capacity-results';

type NumberKey = Exclude<keyof CapacityProgramInput, 'name'>;
type Values = { name: string } & Record<NumberKey, string>;

interface FieldSpec {
  key: NumberKey;
  label: string;
  hint?: string;
  decimal?: boolean;
}

/** The spec's fields in the order an owner thinks of a program, with their units. */
const groups: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Classes',
    fields: [
      { key: 'studentsPerClass', label: 'Students per class', decimal: false },
      { key: 'totalClasses', label: 'Total classes a week', decimal: false },
      { key: 'classLength', label: 'Class length (minutes)' },
      {
        key: 'studentProgramRatio',
        label: 'Students per instructor',
        hint: '6 means 6:1; 0 if not set',
        decimal: false,
      },
    ],
  },
  {
    title: 'Enrollment',
    fields: [
      { key: 'enrollments', label: 'Enrollments a week', hint: 'A child in two classes counts twice', decimal: false },
      { key: 'percentEnrollment', label: 'Enrollment target (%)', hint: 'How full you aim to be, 0–100' },
      { key: 'pricePerClass', label: 'Price per class ($)', hint: 'What one student pays for one class' },
      { key: 'weeks', label: 'Weeks', hint: 'The period planned: 12 for a session, 52 for a year', decimal: false },
    ],
  },
  {
    title: 'Staff',
    fields: [
      { key: 'instructors', label: 'Instructors', decimal: false },
      { key: 'instructorHours', label: 'Hours per instructor a week' },
      { key: 'instructorWage', label: 'Instructor wage ($ an hour)' },
      { key: 'officeManagerWage', label: 'Office manager ($ a week)', hint: 'The share charged to this program' },
      { key: 'generalManagerWage', label: 'General manager ($ a week)', hint: 'The share charged to this program' },
    ],
  },
];
const numberKeys = groups.flatMap((g) => g.fields.map((f) => f.key));

const toInput = (v: Values) => ({
  name: v.name,
  ...Object.fromEntries(numberKeys.map((k) => [k, toNumber(v[k])])),
});

const resolver = schemaResolver<Values, typeof capacityProgramInputSchema>(capacityProgramInputSchema, toInput);

/** A saved program's values, or a new one's: blanks, with the gym's facts where it has them. */
export function valuesOf(program: CapacityProgramRecord | null, facts: GymFactsRecord['capacity'] = null): Values {
  if (program) {
    return {
      name: program.name,
      ...(Object.fromEntries(numberKeys.map((k) => [k, toText(program[k])])) as Record<NumberKey, string>),
    };
  }
  const blank = Object.fromEntries(numberKeys.map((k) => [k, ''])) as Record<NumberKey, string>;
  return {
    ...blank,
    name: '',
    studentsPerClass: facts?.maxStudentsPerClass ? String(facts.maxStudentsPerClass) : '',
    totalClasses: facts?.weeklyClassSlots ? String(facts.weeklyClassSlots) : '',
    classLength: '60',
    percentEnrollment: '85',
    officeManagerWage: '0',
    generalManagerWage: '0',
    weeks: '12',
  };
}

/** The results of what the form holds: blanks count as 0; anything the schema refuses shows nothing. */
function preview(values: Values) {
  const filled = Object.fromEntries(numberKeys.map((k) => [k, values[k]?.trim() === '' ? '0' : (values[k] ?? '0')]));
  const parsed = capacityProgramInputSchema.omit({ name: true }).safeParse(toInput({ ...values, ...filled } as Values));
  return parsed.success ? { input: parsed.data, result: capacityProgram(parsed.data) } : null;
}

/** Add (program null) or edit a class program; the results follow every keystroke. */
export function CapacityForm({
  program,
  facts,
  onDone,
}: {
  program: CapacityProgramRecord | null;
  facts: GymFactsRecord['capacity'];
  onDone: () => void;
}) {
  const save = useSaveCapacityProgram();
  const { register, handleSubmit, formState, control, reset } = useForm<Values, unknown, CapacityProgramInput>({
    defaultValues: valuesOf(program, facts),
    resolver,
  });
  const values = useWatch({ control }) as Values;
  const errors = formState.errors;
  const live = preview(values);
  const fromFacts = (key: NumberKey) =>
    !program &&
    facts &&
    ((key === 'studentsPerClass' && facts.maxStudentsPerClass > 0) ||
      (key === 'totalClasses' && facts.weeklyClassSlots > 0));

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
              toast({
                title: program ? 'Program saved' : 'Program added',
                description: `${saved.name}: ${saved.results.capacity} seats a week, ${saved.results.utilizationPercent}% full`,
              });
              if (!program) reset(valuesOf(null, facts));
              onDone();
            },
          },
        ),
      )}
    >
      <div className="grid gap-5">
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
                  hint={fromFacts(f.key) ? 'From your gym facts' : f.hint}
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
            <ProgramResults input={live.input} result={live.result} />
          ) : (
            <p className="p-2 text-sm text-slate-700">Fix the numbers on the left to see the results.</p>
          )}
        </section>
        <ErrorNotice error={save.error} fallback="The program could not be saved. Please try again." />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {program ? (
            <Button variant="outline" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : program ? 'Save changes' : 'Add program'}
          </Button>
        </div>
      </div>
    </form>
  );
}
