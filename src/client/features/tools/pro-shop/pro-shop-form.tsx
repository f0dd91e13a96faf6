import { useForm, useWatch } from 'react-hook-form';
import {
  DEFAULT_MARKUP_TYPE,
  proShopItemInputSchema,
  proShopPrice,
  percentOf,
  roundCents,
  type MarkupType,
  type ProShopItemInput,
  type ProShopItemRecord,
} from '@shared/tools';
import { FormFooter } from '@/components/ui/form-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';

import { cn } from '@/lib/utils';
import { schemaResolver } from '@/lib/schema-resolver';
import { Figure, NumberField } from '../tool-form-bits';
import { toNumber, toText } from '../tool-form-format';
import { useSaveProShopItem } from './api';
import { money, percent, rate } from '@/lib/format';

interface Values {
  itemName: string;
  itemCost: string;
  markupType: MarkupType;
  markupPercent: string;
  markupAmount: string;
  ccFeePercent: string;
}

/** A typical card processor's rate, the starting value of a new item. */
const DEFAULT_CARD_FEE = '3';

const toInput = (v: Values) => ({
  itemName: v.itemName,
  itemCost: toNumber(v.itemCost),
  markupType: v.markupType,
  markupPercent: v.markupType === 'percent' ? toNumber(v.markupPercent) : null,
  markupAmount: v.markupType === 'amount' ? toNumber(v.markupAmount) : null,
  ccFeePercent: toNumber(v.ccFeePercent),
});

const resolver = schemaResolver<Values, typeof proShopItemInputSchema>(proShopItemInputSchema, toInput);

const valuesOf = (item: ProShopItemRecord | null): Values => ({
  itemName: item?.itemName ?? '',
  itemCost: toText(item?.itemCost),
  markupType: item?.markupType ?? DEFAULT_MARKUP_TYPE,
  markupPercent: toText(item?.markupPercent),
  markupAmount: toText(item?.markupAmount),
  ccFeePercent: item ? toText(item.ccFeePercent) : DEFAULT_CARD_FEE,
});

/** The live price of what the form holds: blanks count as 0, anything the schema refuses shows nothing. */
function preview(values: Values) {
  const blankIsZero = (text: string) => (text.trim() === '' ? '0' : text);
  const parsed = proShopItemInputSchema.omit({ itemName: true }).safeParse(
    toInput({
      ...values,
      itemCost: blankIsZero(values.itemCost),
      markupPercent: blankIsZero(values.markupPercent),
      markupAmount: blankIsZero(values.markupAmount),
      ccFeePercent: blankIsZero(values.ccFeePercent),
    }),
  );
  if (!parsed.success) return null;
  return { input: parsed.data, ...proShopPrice(parsed.data) };
}

/** Add (item null) or edit an item; the retail price and net profit follow every keystroke. */
export function ProShopForm({ item, onDone }: { item: ProShopItemRecord | null; onDone: () => void }) {
  const save = useSaveProShopItem();
  const { register, handleSubmit, formState, control, reset } = useForm<Values, unknown, ProShopItemInput>({
    defaultValues: valuesOf(item),
    resolver,
  });
  const values = useWatch({ control }) as Values;
  const errors = formState.errors;
  const live = preview(values);
  const markupType = values.markupType;
  const feeDollars = live ? roundCents((live.retailPrice * live.input.ccFeePercent) / 100) : null;

  return (
    <form
      noValidate
      aria-label={item ? `Edit ${item.itemName}` : 'Add an item'}
      className="grid gap-4"
      onSubmit={handleSubmit((input) =>
        save.mutate(
          { id: item?.id ?? null, input },
          {
            onSuccess: (saved) => {
              toast({
                title: item ? 'Item saved' : 'Item added',
                description: `${saved.itemName}: ${money(saved.retailPrice)} retail, ${money(saved.netProfit)} net profit`,
              });
              if (!item) reset(valuesOf(null));
              onDone();
            },
          },
        ),
      )}
    >
      <FormField label="Item name" error={errors.itemName?.message}>
        <Input placeholder="Team leotard, grips, chalk bag…" autoComplete="off" {...register('itemName')} />
      </FormField>
      <NumberField
        label="Item cost ($)"
        hint="What you pay the supplier for one"
        registration={register('itemCost')}
        error={errors.itemCost?.message}
      />

      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-slate-800">Markup type</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
          {(
            [
              ['percent', 'Percent (%)'],
              ['amount', 'Amount ($)'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center rounded-md text-sm font-semibold',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500',
                markupType === value ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-brand-900',
              )}
            >
              <input type="radio" value={value} className="sr-only" {...register('markupType')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {markupType === 'amount' ? (
        <NumberField
          key="amount"
          label="Markup ($)"
          hint="Dollars added on top of the cost"
          registration={register('markupAmount')}
          error={errors.markupAmount?.message}
        />
      ) : (
        <NumberField
          key="percent"
          label="Markup (%)"
          hint="50% turns a $20 cost into a $30 price"
          registration={register('markupPercent')}
          error={errors.markupPercent?.message}
        />
      )}
      <NumberField
        label="Card fee (%)"
        hint="What your card processor keeps of each sale"
        registration={register('ccFeePercent')}
        error={errors.ccFeePercent?.message}
      />

      <section aria-label="Price preview" aria-live="polite" className="rounded-2xl bg-brand-50 p-3">
        {live ? (
          <dl className="grid gap-2">
            <Figure
              label="Retail price"
              value={money(live.retailPrice)}
              explain={
                live.input.markupType === 'amount'
                  ? `Cost ${money(live.input.itemCost)} plus ${money(live.input.markupAmount ?? 0)} markup.`
                  : `Cost ${money(live.input.itemCost)} × (1 + ${rate(live.input.markupPercent ?? 0)} markup).`
              }
            />
            <Figure
              label="Net profit"
              value={money(live.netProfit)}
              tone={live.netProfit < 0 ? 'bad' : 'good'}
              explain={`Retail price − cost − ${rate(live.input.ccFeePercent)} card fee (${money(feeDollars)}).`}
            />
            <Figure
              label="Margin"
              value={percent(percentOf(live.netProfit, live.retailPrice, null))}
              explain="Net profit as a share of the retail price."
            />
          </dl>
        ) : (
          <p className="p-2 text-sm text-slate-700">Fix the numbers above to see the price.</p>
        )}
      </section>

      <ErrorNotice error={save.error} fallback="The item could not be saved. Please try again." />
      <FormFooter
        className="sm:justify-end"
        submitLabel={item ? 'Save changes' : 'Add item'}
        pending={save.isPending}
        pendingLabel="Saving…"
        onCancel={item ? onDone : undefined}
      />
    </form>
  );
}
