import { useForm } from 'react-hook-form';
import {
  LISTING_TYPES,
  listingFieldsSchema,
  listingTypeLabels,
  type Listing,
  type ListingFields,
} from '@shared/business-listings';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { schemaResolver } from '@/lib/schema-resolver';

/** What the inputs hold: text, turned into the call's numbers by `toInput`. */
interface FormValues {
  title: string;
  type: string;
  description: string;
  price: string;
  location: string;
  listingUrl: string;
  bizbuysellId: string;
  revenue: string;
  cashFlow: string;
  established: string;
  employees: string;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The three business types as a select's options. */
export function ListingTypeOptions() {
  return LISTING_TYPES.map((type) => (
    <option key={type} value={type}>
      {listingTypeLabels[type]}
    </option>
  ));
}

export function listingFormValues(listing?: Listing | null): FormValues {
  return {
    title: listing?.title ?? '',
    type: listing?.type ?? 'gymnastics',
    description: listing?.description ?? '',
    price: text(listing?.price),
    location: listing?.location ?? '',
    listingUrl: listing?.listingUrl ?? '',
    bizbuysellId: listing?.bizbuysellId ?? '',
    revenue: text(listing?.revenue),
    cashFlow: text(listing?.cashFlow),
    established: text(listing?.established),
    employees: text(listing?.employees),
  };
}

/** "$1,250,000" or "1250000" → 1250000; blank → undefined (required) or null (optional). */
const amount = (value: string, blank: null | undefined) => {
  const cleaned = value.replace(/[$,\s]/g, '');
  return cleaned === '' ? blank : Number(cleaned);
};

function toInput(v: FormValues) {
  return {
    title: v.title,
    type: v.type,
    description: v.description,
    price: amount(v.price, undefined),
    location: v.location,
    listingUrl: v.listingUrl,
    bizbuysellId: v.bizbuysellId,
    revenue: amount(v.revenue, null),
    cashFlow: amount(v.cashFlow, undefined),
    established: amount(v.established, null),
    employees: amount(v.employees, null),
  };
}

interface Props {
  initial: FormValues;
  submitLabel: string;
  error?: unknown;
  onSubmit: (listing: ListingFields) => Promise<unknown>;
  onCancel: () => void;
}

/** Every field of a listing, checked with the server's own schema; the server's refusal shows under it. */
export function ListingForm({ initial, submitLabel, error, onSubmit, onCancel }: Props) {
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, ListingFields>({
    defaultValues: initial,
    resolver: schemaResolver(listingFieldsSchema, toInput),
  });
  const errors = formState.errors;
  const money = { inputMode: 'decimal' as const, placeholder: '$' };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(async (values) => {
        await onSubmit(values).catch(() => undefined);
      })}
    >
      <FormField label="Title *" error={errors.title?.message}>
        <Input {...register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Business type *" error={errors.type?.message}>
          <Select {...register('type')}>
            <ListingTypeOptions />
          </Select>
        </FormField>
        <FormField label="Location *" hint="City and state, such as Round Rock, TX" error={errors.location?.message}>
          <Input {...register('location')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Asking price *" error={errors.price?.message}>
          <Input {...money} {...register('price')} />
        </FormField>
        <FormField label="Cash flow *" hint="Seller's discretionary earnings" error={errors.cashFlow?.message}>
          <Input {...money} {...register('cashFlow')} />
        </FormField>
        <FormField label="Gross revenue" hint="Blank if not disclosed" error={errors.revenue?.message}>
          <Input {...money} {...register('revenue')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Established" hint="Year" error={errors.established?.message}>
          <Input inputMode="numeric" {...register('established')} />
        </FormField>
        <FormField label="Employees" error={errors.employees?.message}>
          <Input inputMode="numeric" {...register('employees')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <FormField label="Listing URL *" error={errors.listingUrl?.message}>
          <Input type="url" {...register('listingUrl')} />
        </FormField>
        <FormField label="Listing number" error={errors.bizbuysellId?.message}>
          <Input {...register('bizbuysellId')} />
        </FormField>
      </div>
      <FormField label="Description *" error={errors.description?.message}>
        <Textarea rows={5} {...register('description')} />
      </FormField>
      {error ? <ErrorNotice error={error} fallback="The listing could not be saved. Please try again." /> : null}
      <FormFooter submitLabel={submitLabel} pending={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
