import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  defaultIntervalDays,
  equipmentInputSchema,
  EQUIPMENT_STATUSES,
  EQUIPMENT_TYPES,
  equipmentStatusLabels,
  equipmentTypeLabels,
  type Equipment,
  type EquipmentSuggestion,
  type EquipmentType,
  type EquipmentValues,
} from '@shared/equipment';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { schemaResolver } from '@/lib/schema-resolver';

interface FormValues {
  name: string;
  type: string;
  location: string;
  inspectionIntervalDays: string;
  manufacturer: string;
  serialNumber: string;
  purchaseDate: string;
  notes: string;
  status: string;
}

export function equipmentFormValues(item: Equipment | null): FormValues {
  return {
    name: item?.name ?? '',
    type: item?.type ?? 'bar',
    location: item?.location ?? '',
    inspectionIntervalDays: String(item?.inspectionIntervalDays ?? defaultIntervalDays.bar),
    manufacturer: item?.manufacturer ?? '',
    serialNumber: item?.serialNumber ?? '',
    purchaseDate: item?.purchaseDate ?? '',
    notes: item?.notes ?? '',
    status: item?.status ?? 'in_service',
  };
}

const toInput = (v: FormValues) => ({
  ...v,
  inspectionIntervalDays: v.inspectionIntervalDays.trim() === '' ? undefined : Number(v.inspectionIntervalDays),
});

interface Props {
  item: Equipment | null;
  /** The gym facts' counts, offered first when adding. */
  suggestions: EquipmentSuggestion[];
  error: unknown;
  onSubmit: (values: EquipmentValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Add or edit one item, checked with the server's own schema; adding starts from the gym facts. */
export function EquipmentForm({ item, suggestions, error, onSubmit, onCancel }: Props) {
  const { register, handleSubmit, formState, setValue, getValues } = useForm<FormValues, unknown, EquipmentValues>({
    defaultValues: equipmentFormValues(item),
    resolver: schemaResolver(equipmentInputSchema, toInput),
  });
  const errors = formState.errors;
  const offered = item ? [] : suggestions.filter((s) => s.listed < s.recorded);

  const start = (s: EquipmentSuggestion) => {
    setValue('type', s.type);
    setValue('name', s.nextName);
    setValue('inspectionIntervalDays', String(s.inspectionIntervalDays));
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(async (values) => {
        await onSubmit(values).catch(() => undefined);
      })}
    >
      {offered.length ? (
        <div role="group" aria-label="From your gym facts" className="grid gap-2">
          <p className="text-sm font-medium text-slate-700">From your gym facts</p>
          <div className="flex flex-wrap gap-2">
            {offered.map((s) => (
              <button
                key={s.key}
                type="button"
                onClick={() => start(s)}
                className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-500"
              >
                <Plus aria-hidden="true" className="size-4" />
                {s.nextName}
                <span className="font-normal text-slate-600">
                  ({s.listed} of {s.recorded} {s.label.toLowerCase()} listed)
                </span>
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <FormField label="Name *" error={errors.name?.message}>
        <Input placeholder="Competition beam 1" {...register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Type *" error={errors.type?.message}>
          <Select
            {...register('type', {
              onChange: (e: { target: { value: string } }) => {
                if (!item && !getValues('name'))
                  setValue('inspectionIntervalDays', String(defaultIntervalDays[e.target.value as EquipmentType]));
              },
            })}
          >
            {EQUIPMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {equipmentTypeLabels[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Inspect every (days) *" error={errors.inspectionIntervalDays?.message}>
          <Input inputMode="numeric" {...register('inspectionIntervalDays')} />
        </FormField>
      </div>
      <FormField label="Location" hint="Where it stands, such as Beam row" error={errors.location?.message}>
        <Input {...register('location')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Manufacturer" error={errors.manufacturer?.message}>
          <Input {...register('manufacturer')} />
        </FormField>
        <FormField label="Serial number" error={errors.serialNumber?.message}>
          <Input {...register('serialNumber')} />
        </FormField>
        <FormField label="Purchase date" error={errors.purchaseDate?.message}>
          <Input type="date" {...register('purchaseDate')} />
        </FormField>
      </div>
      {item ? (
        <FormField label="Status" error={errors.status?.message}>
          <Select {...register('status')}>
            {EQUIPMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {equipmentStatusLabels[status]}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </FormField>
      {error ? <ErrorNotice error={error} fallback="The equipment could not be saved. Please try again." /> : null}
      <FormFooter
        submitLabel={item ? 'Save equipment' : 'Add equipment'}
        pending={formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
