import { useState, type FormEvent } from 'react';
import { GYM_STATUSES } from '@shared/gyms';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { AffiliationPicker } from './affiliation-picker';
import { emptyGymForm, gymToForm, validateGymForm, type GymFormErrors, type GymFormValues } from './gym-form';
import { useGym, useSaveGym } from './api';
import { errorMessage } from '@/lib/api';

type TextKey = Exclude<keyof GymFormValues, 'status' | 'affiliationIds'>;

const fields: { key: TextKey; label: string; type?: string; inputMode?: 'numeric' | 'decimal'; wide?: boolean }[] = [
  { key: 'clubNumber', label: 'Club number *' },
  { key: 'name', label: 'Gym name *' },
  { key: 'slogan', label: 'Slogan', wide: true },
  { key: 'abbreviation', label: 'Abbreviation' },
  { key: 'type', label: 'Type' },
  { key: 'addressLine1', label: 'Address line 1', wide: true },
  { key: 'addressLine2', label: 'Address line 2', wide: true },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State *' },
  { key: 'province', label: 'Province' },
  { key: 'zip', label: 'ZIP / postal code' },
  { key: 'country', label: 'Country *' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'website', label: 'Website', type: 'url' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'buildingSqFt', label: 'Building size (sq ft)', inputMode: 'numeric' },
  { key: 'foundedYear', label: 'Founded year', inputMode: 'numeric' },
  { key: 'latitude', label: 'Latitude', inputMode: 'decimal' },
  { key: 'longitude', label: 'Longitude', inputMode: 'decimal' },
  { key: 'smsFrom', label: 'Texts sent from (customer connect)', type: 'tel' },
];

function GymForm({ id, initial, onClose }: { id: number | null; initial: GymFormValues; onClose: () => void }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<GymFormErrors>({});
  const save = useSaveGym();
  const set = <K extends keyof GymFormValues>(key: K, v: GymFormValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: v }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = validateGymForm(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(
      { id, values: result.values },
      {
        onSuccess: (gym) => {
          toast({ title: 'Saved', description: `${gym.name} was saved.` });
          onClose();
        },
        onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <FormField key={f.key} label={f.label} error={errors[f.key]} className={f.wide ? 'sm:col-span-2' : undefined}>
            <Input
              type={f.type ?? 'text'}
              inputMode={f.inputMode}
              maxLength={f.key === 'state' ? 3 : undefined}
              value={values[f.key]}
              onChange={(e) => set(f.key, e.target.value)}
            />
          </FormField>
        ))}
        <FormField label="Status *" error={errors.status}>
          <Select value={values.status} onChange={(e) => set('status', e.target.value as GymFormValues['status'])}>
            {GYM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'active' ? 'Active' : 'Inactive'}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <AffiliationPicker value={values.affiliationIds} onChange={(ids) => set('affiliationIds', ids)} />
      <FormFooter
        submitLabel="Save gym"
        pending={save.isPending}
        onCancel={onClose}
        className="justify-end border-t border-slate-200 pt-4"
      />
    </form>
  );
}

/** Create (gymId null) or edit a gym with the Gym rules of spec 001 §5. */
export function GymEditorDialog({ gymId, onClose }: { gymId: number | null; onClose: () => void }) {
  const gym = useGym(gymId);
  const title = gymId === null ? 'Add a gym' : 'Edit gym';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title} className="max-w-2xl">
      {gymId === null ? (
        <GymForm id={null} initial={emptyGymForm()} onClose={onClose} />
      ) : (
        <QueryState
          query={gym}
          loading={
            <div className="flex justify-center py-10">
              <Spinner label="Loading gym" />
            </div>
          }
        >
          {(data) => <GymForm id={gymId} initial={gymToForm(data)} onClose={onClose} />}
        </QueryState>
      )}
    </Dialog>
  );
}
