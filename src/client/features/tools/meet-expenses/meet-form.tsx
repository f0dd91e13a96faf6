import { Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Path } from 'react-hook-form';
import type { MeetExpenseRecord, MeetExpensesInput } from '@shared/tools';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api';
import { lenientNumber } from '../format';
import {
  DETAIL_GROUPS,
  emptyLevel,
  fieldIssues,
  liveTotals,
  meetValues,
  resolver,
  type DetailNumber,
  type MeetFormValues,
} from './meet-values';
import { TotalBar, TotalsPanel } from './totals-panel';
import { money } from '@/lib/format';

interface MeetFormProps {
  initial: MeetFormValues;
  /** Saves the body (POST or PUT); a refusal's field messages are shown on the fields. */
  onSave: (input: MeetExpensesInput) => Promise<MeetExpenseRecord>;
  /** Shown above the button (the "saved" panel) while nothing has changed since the last save. */
  saved?: ReactNode;
  saveLabel: string;
}

/** The meet budget: meet, levels, costs by kind, card fee; totals beside it as the user types. */
export function MeetForm({ initial, onSave, saved, saveLabel }: MeetFormProps) {
  const form = useForm<MeetFormValues, unknown, MeetExpensesInput>({ defaultValues: initial, resolver });
  const { register, control, handleSubmit, formState, setError, reset } = form;
  const levels = useFieldArray({ control, name: 'levels' });
  // A removed row takes the focus with it: hand it to "Add level", the next thing to do.
  const addLevel = useRef<HTMLButtonElement>(null);
  // After a save the "saved" panel is brought into view (on a phone the button is far below it).
  const savedBox = useRef<HTMLDivElement>(null);
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    if (saves) savedBox.current?.scrollIntoView({ block: 'start' });
  }, [saves]);
  const watched = form.watch();
  const errors = formState.errors;
  const cardFeeOn = watched.details.enableCreditCardFee;
  const totals = liveTotals(watched);

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await onSave(input);
      reset(meetValues(saved));
      setSaves((n) => n + 1);
    } catch (error) {
      const issues = fieldIssues(error);
      issues.forEach((issue, n) =>
        setError(
          issue.path as Path<MeetFormValues>,
          { type: 'server', message: issue.message },
          { shouldFocus: n === 0 },
        ),
      );
      if (!issues.length) {
        const message = errorMessage(error, 'The budget could not be saved. Please try again.');
        setError('root.server', { type: 'server', message });
      }
    }
  });

  const detailError = (name: DetailNumber) =>
    (errors.details as FieldErrors<Record<string, string>> | undefined)?.[name]?.message;
  const sending = formState.isSubmitting;

  return (
    <form noValidate onSubmit={submit} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      {saved && !formState.isDirty ? (
        <div ref={savedBox} className="scroll-mt-24 lg:col-span-2">
          {saved}
        </div>
      ) : null}
      <div className="grid gap-6">
        <Section title="The meet" hint="Name it the way parents will recognize it on the PDF.">
          <FormField label="Meet name *" error={errors.meetName?.message} className="sm:col-span-2">
            <Input placeholder="Spring State Championships" autoComplete="off" {...register('meetName')} />
          </FormField>
          <FormField label="Date" error={errors.date?.message}>
            <Input type="date" {...register('date')} />
          </FormField>
          <FormField label="Location" error={errors.location?.message}>
            <Input placeholder="Springfield, IL" {...register('location')} />
          </FormField>
        </Section>

        <Section
          title="Levels entered"
          hint="One row per level: how many gymnasts and the meet’s entry fee for each."
          columns={false}
        >
          {levels.fields.length === 0 ? (
            <p className="text-sm text-slate-600">
              No level yet: add one to count entry fees and the cost per gymnast.
            </p>
          ) : null}
          <ol className="grid gap-4">
            {levels.fields.map((field, index) => {
              const row = watched.levels?.[index];
              const rowErrors = errors.levels?.[index];
              const name = row?.levelName?.trim() || `level ${index + 1}`;
              const gymnasts = lenientNumber(row?.numGymnasts);
              const fee = lenientNumber(row?.costPerGymnast);
              return (
                <li key={field.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
                    <FormField label="Level name *" error={rowErrors?.levelName?.message}>
                      <Input placeholder="Level 4" autoComplete="off" {...register(`levels.${index}.levelName`)} />
                    </FormField>
                    <FormField label="Gymnasts" error={rowErrors?.numGymnasts?.message}>
                      <Input inputMode="numeric" placeholder="0" {...register(`levels.${index}.numGymnasts`)} />
                    </FormField>
                    <FormField label="Fee per gymnast ($)" error={rowErrors?.costPerGymnast?.message}>
                      <Input inputMode="decimal" placeholder="0" {...register(`levels.${index}.costPerGymnast`)} />
                    </FormField>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="self-end text-red-700 hover:bg-red-50"
                      aria-label={`Remove ${name}`}
                      onClick={() => {
                        levels.remove(index);
                        addLevel.current?.focus();
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  <p className="mt-2 text-xs text-slate-600">
                    {gymnasts} × {money(fee)} = {money(Math.round(gymnasts * fee * 100) / 100)} in entry fees
                  </p>
                </li>
              );
            })}
          </ol>
          <div>
            <Button ref={addLevel} variant="outline" onClick={() => levels.append({ ...emptyLevel })}>
              <Plus aria-hidden="true" /> Add level
            </Button>
          </div>
        </Section>

        {DETAIL_GROUPS.map((group) => (
          <Section key={group.title} title={group.title} hint={group.hint}>
            {group.fields.map((f) => (
              <FormField key={f.name} label={f.label} error={detailError(f.name)}>
                <Input inputMode={f.whole ? 'numeric' : 'decimal'} placeholder="0" {...register(`details.${f.name}`)} />
              </FormField>
            ))}
          </Section>
        ))}

        <Section title="Credit card fee" hint="Add the processor’s cut when families pay the meet costs by card.">
          <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800 sm:col-span-2">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-300 accent-brand-900"
              {...register('details.enableCreditCardFee')}
            />
            Add a credit card fee
          </label>
          <FormField label="Card fee (%)" error={detailError('creditCardFeePercentage')}>
            <Input inputMode="decimal" disabled={!cardFeeOn} {...register('details.creditCardFeePercentage')} />
          </FormField>
        </Section>
        <TotalBar input={totals} />
      </div>

      <div className="grid gap-4 lg:sticky lg:top-24">
        <TotalsPanel input={totals} />
        {errors.root?.server?.message ? (
          <Notice tone="error" role="alert">
            {errors.root.server.message}
          </Notice>
        ) : null}
        <Button type="submit" size="lg" disabled={sending}>
          <Save aria-hidden="true" /> {sending ? 'Saving…' : saveLabel}
        </Button>
      </div>
    </form>
  );
}

interface SectionProps {
  title: string;
  hint: string;
  /** Fields two to a row from the phone's width up (else one under the other). */
  columns?: boolean;
  children: ReactNode;
}

/** One group of the form: a card whose legend names it. */
function Section({ title, hint, columns = true, children }: SectionProps) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset>
        <legend className="text-lg font-bold tracking-tight text-brand-900">{title}</legend>
        <p className="mt-1 text-sm text-slate-600">{hint}</p>
        <div className={columns ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-4 grid gap-4'}>{children}</div>
      </fieldset>
    </Card>
  );
}
