import { useId, useState, type FormEvent } from 'react';
import { orgIdSchema } from '@shared/tools/class-listings';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The Jackrabbit organization ID to read; empty shows the default organization (or the sample). */
export function OrgPicker({ value, onChange }: { value: string; onChange: (orgId: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') {
      setProblem(null);
      onChange('');
      return;
    }
    const parsed = orgIdSchema.safeParse(text);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) onChange(parsed.data);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Jackrabbit organization ID</Label>
        <Input
          id={id}
          inputMode="numeric"
          value={draft}
          placeholder="e.g. 509235"
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="w-48"
        />
      </div>
      <Button type="submit" variant="outline">
        Show classes
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
