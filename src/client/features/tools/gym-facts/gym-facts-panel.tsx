import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { gymCapacityInputSchema, type GymFactsRecord } from '@shared/tools';
import { FormFooter } from '@/components/ui/form-footer';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';

import { schemaResolver } from '@/lib/schema-resolver';
import { NumberField } from '../tool-form-bits';
import { toNumber, toText } from '../tool-form-format';
import { useSaveGymFacts } from './api';
import { number } from '@/lib/format';

type CapacityKey = keyof typeof gymCapacityInputSchema.shape;
type Values = Record<CapacityKey, string>;
type GymCapacityInput = z.output<typeof gymCapacityInputSchema>;

const fields: { key: CapacityKey; label: string }[] = [
  { key: 'usableSqft', label: 'Usable floor space (sq ft)' },
  { key: 'weeklyClassSlots', label: 'Weekly class slots' },
  { key: 'maxStudentsPerClass', label: 'Max students per class' },
  { key: 'bars', label: 'Bars' },
  { key: 'beams', label: 'Beams' },
  { key: 'vaults', label: 'Vaults' },
  { key: 'floors', label: 'Floors' },
  { key: 'pits', label: 'Pits' },
  { key: 'trampolines', label: 'Trampolines' },
];
const equipment: CapacityKey[] = ['bars', 'beams', 'vaults', 'floors', 'pits', 'trampolines'];
const labelOf = (key: CapacityKey) => fields.find((f) => f.key === key)?.label ?? key;

const toInput = (v: Values) => Object.fromEntries(fields.map((f) => [f.key, toNumber(v[f.key])]));
const resolver = schemaResolver<Values, typeof gymCapacityInputSchema>(gymCapacityInputSchema, toInput);

/** "Your gym": the saved facts a new program starts from, with a dialog to save or change them. */
export function GymFactsPanel({ facts, loading }: { facts: GymFactsRecord | undefined; loading: boolean }) {
  const [open, setOpen] = useState(false);
  const capacity = facts?.capacity ?? null;
  const gear = capacity ? equipment.filter((k) => capacity[k] > 0) : [];
  return (
    <section
      aria-labelledby="your-gym-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-accent-100 text-accent-800">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="your-gym-heading" className="text-lg font-bold text-brand-900">
              Your gym
            </h2>
            <p className="text-sm text-slate-600">
              {capacity
                ? 'A new program starts from these: students per class and classes a week.'
                : 'Save your floor space, equipment and class slots once, and every new program starts from them.'}
            </p>
          </div>
        </div>
        {facts?.gymId ? (
          <Button variant={capacity ? 'outline' : 'accent'} size="sm" onClick={() => setOpen(true)}>
            {capacity ? 'Edit gym facts' : 'Save your gym facts'}
          </Button>
        ) : null}
      </div>
      {loading ? (
        <Skeleton className="mt-4 h-12" />
      ) : capacity ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-600">Usable floor space</dt>
            <dd className="font-bold text-brand-900 tabular-nums">{number(capacity.usableSqft)} sq ft</dd>
          </div>
          <div>
            <dt className="text-slate-600">Weekly class slots</dt>
            <dd className="font-bold text-brand-900 tabular-nums">{number(capacity.weeklyClassSlots)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Max students per class</dt>
            <dd className="font-bold text-brand-900 tabular-nums">{number(capacity.maxStudentsPerClass)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Equipment</dt>
            <dd className="font-bold text-brand-900">
              {gear.length ? gear.map((k) => `${labelOf(k)} ${capacity[k]}`).join(', ') : 'None saved'}
            </dd>
          </div>
        </dl>
      ) : null}
      {facts ? <GymFactsDialog open={open} onOpenChange={setOpen} facts={facts} /> : null}
    </section>
  );
}

function GymFactsDialog({
  open,
  onOpenChange,
  facts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  facts: GymFactsRecord;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Your gym facts"
      description="Kept for your gym and offered by the tools that need them."
    >
      {open ? <FactsForm facts={facts} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function FactsForm({ facts, onClose }: { facts: GymFactsRecord; onClose: () => void }) {
  const save = useSaveGymFacts();
  const { register, handleSubmit, formState } = useForm<Values, unknown, GymCapacityInput>({
    defaultValues: Object.fromEntries(fields.map((f) => [f.key, toText(facts.capacity?.[f.key] ?? 0)])) as Values,
    resolver,
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((capacity) => {
        // No program list: the server keeps the gym's programs as they are.
        save.mutate(
          { capacity },
          {
            onSuccess: () => {
              toast({ title: 'Gym facts saved' });
              onClose();
            },
          },
        );
      })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((f) => (
          <NumberField
            key={f.key}
            label={f.label}
            decimal={false}
            registration={register(f.key)}
            error={formState.errors[f.key]?.message}
          />
        ))}
      </div>
      <ErrorNotice error={save.error} fallback="Your gym facts could not be saved. Please try again." />
      <FormFooter
        className="sm:justify-end"
        submitLabel="Save gym facts"
        pending={save.isPending}
        pendingLabel="Saving…"
        onCancel={onClose}
      />
    </form>
  );
}
