import type { UseFormReturn } from 'react-hook-form';
import {
  COUNTRIES,
  postalLabel,
  postalPlaceholder,
  REGION_MAX_LENGTH,
  regionLabel,
  regionPlaceholder,
  type GymSubmissionForm,
} from '@shared/gym-submissions';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

interface GymDetailsStepProps {
  form: UseFormReturn<GymSubmissionForm>;
  pending: boolean;
  onChangeName: () => void;
  /** Similar submissions already waiting for review (from the duplicate check). */
  pendingSimilar: { id: number; name: string; city: string | null; state: string }[];
}

/** Spec 000 §2 step 2: address, contact and 'Your Information'. */
export function GymDetailsStep({ form, pending, onChangeName, pendingSimilar }: GymDetailsStepProps) {
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const country = watch('country');
  const name = watch('name');
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">Gym name</p>
          <p className="truncate font-semibold text-brand-900" data-testid="submission-gym-name">
            {name}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onChangeName}>
          Change
        </Button>
      </div>

      {pendingSimilar.length > 0 ? (
        <div
          className="rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-900"
          data-testid="pending-similar"
        >
          <p className="font-semibold">Already waiting for review:</p>
          <ul className="mt-1 list-disc pl-5">
            {pendingSimilar.map((s) => (
              <li key={s.id}>{[s.name, [s.city, s.state].filter(Boolean).join(', ')].join(' — ')}</li>
            ))}
          </ul>
          <p className="mt-1">If one of these is your gym, there is no need to send it again.</p>
        </div>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-bold text-brand-900">Gym Address</legend>
        <FormField label="Country *" error={errors.country?.message}>
          <Select autoComplete="country-name" {...register('country')}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Address Line 1 *" error={errors.addressLine1?.message}>
          <Input autoComplete="address-line1" {...register('addressLine1')} />
        </FormField>
        <FormField label="Address Line 2" error={errors.addressLine2?.message}>
          <Input autoComplete="address-line2" placeholder="Suite 100" {...register('addressLine2')} />
        </FormField>
        <FormField label="City *" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={regionLabel(country)} error={errors.state?.message}>
            <Input
              autoComplete="address-level1"
              maxLength={REGION_MAX_LENGTH}
              placeholder={regionPlaceholder(country)}
              {...register('state')}
            />
          </FormField>
          <FormField label={postalLabel(country)} error={errors.zip?.message}>
            <Input autoComplete="postal-code" placeholder={postalPlaceholder(country)} {...register('zip')} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
          <FormField label="Website" error={errors.website?.message}>
            <Input type="url" inputMode="url" placeholder="https://" {...register('website')} />
          </FormField>
        </div>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-bold text-brand-900">Your Information</legend>
        <FormField label="Your Name *" error={errors.submitterName?.message}>
          <Input autoComplete="name" {...register('submitterName')} />
        </FormField>
        <FormField label="Your Email *" error={errors.submitterEmail?.message}>
          <Input type="email" autoComplete="email" {...register('submitterEmail')} />
        </FormField>
      </fieldset>

      <Button type="submit" variant="primary" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Submitting...' : 'Submit Gym'}
      </Button>
    </div>
  );
}
