import { accountMessages as m, inlineGymSchema, type InlineGym } from '@shared/accounts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';

interface InlineGymFormProps {
  initialName: string;
  onSubmit: (gym: InlineGym) => void;
  onCancel: () => void;
}

/**
 * Spec 000 §5: name, state (2 characters) and email, submitted with the registration.
 * Not a <form>: it lives inside the register form.
 */
export function InlineGymForm({ initialName, onSubmit, onCancel }: InlineGymFormProps) {
  const [values, setValues] = useState({ name: initialName, state: '', email: '' });
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = () => {
    if (!values.name.trim() || !values.state.trim() || !values.email.trim()) {
      setError(m.inlineGymFieldsRequired);
      toast({ title: m.missingInformation, description: m.inlineGymFieldsRequired, variant: 'destructive' });
      return;
    }
    const parsed = inlineGymSchema.safeParse({ ...values, state: values.state.toUpperCase() });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? m.inlineGymFieldsRequired;
      setError(message);
      toast({ title: m.missingInformation, description: message, variant: 'destructive' });
      return;
    }
    setError(null);
    onSubmit(parsed.data);
    toast({ title: m.gymSubmittedTitle, description: m.gymSubmittedDescription });
  };

  return (
    <fieldset className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-4">
      <legend className="px-1 text-sm font-bold text-brand-900">Add your gym</legend>
      <p className="text-sm text-slate-600">Tell us about your gym. Our team reviews it and adds it to the network.</p>
      <FormField label="Gym name *">
        <Input value={values.name} onChange={set('name')} autoComplete="organization" />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-[7rem_1fr]">
        <FormField label="State *">
          <Input value={values.state} onChange={set('state')} maxLength={2} placeholder="IL" className="uppercase" />
        </FormField>
        <FormField label="Gym email *">
          <Input type="email" value={values.email} onChange={set('email')} placeholder="info@yourgym.com" />
        </FormField>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={submit}>
          Submit Gym
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Choose from the list instead
        </Button>
      </div>
    </fieldset>
  );
}
