import { useState } from 'react';
import { affiliationSchema } from '@shared/gyms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useAffiliations, useCreateAffiliation } from './api';
import { errorMessage } from '@/lib/api';

interface AffiliationPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
}

/** Checkboxes for the gym's affiliations, and a field to add a new affiliation. */
export function AffiliationPicker({ value, onChange }: AffiliationPickerProps) {
  const { data = [] } = useAffiliations();
  const create = useCreateAffiliation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  function add() {
    const parsed = affiliationSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(parsed.data.name, {
      onSuccess: (row) => {
        onChange([...value, row.id]);
        setName('');
      },
      onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
    });
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Affiliations</legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {data.map((a) => (
          <li key={a.id}>
            <label className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
              <input
                type="checkbox"
                checked={value.includes(a.id)}
                onChange={(e) => onChange(e.target.checked ? [...value, a.id] : value.filter((id) => id !== a.id))}
              />
              {a.name}
            </label>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <Input
          aria-label="New affiliation"
          placeholder="New affiliation"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          className="h-9"
        />
        <Button size="sm" variant="outline" onClick={add} disabled={create.isPending}>
          Add
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
