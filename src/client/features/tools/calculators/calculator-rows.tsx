import { Plus, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { MAX_ROWS } from '@shared/tools/fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The lists of rows an owner edits in a calculator (staff, channels, areas): a row, adding one, the list's message. */

/** A row of a list the owner edits (staff, a channel, an area): its name and remove button, then its figures. */
export function RowCard({
  fallback,
  onRemove,
  nameLabel,
  nameError,
  nameInput,
  children,
}: {
  /** "Channel 2": the row's legend while it has no name. */
  fallback: string;
  onRemove: () => void;
  /** The row's name field: its label, its error and the input's props (its value is the row's name). */
  nameLabel: string;
  nameError?: string;
  nameInput: ComponentProps<typeof Input> & { value: string };
  children: ReactNode;
}) {
  // The row's name, or the fallback while it has none: the fieldset's legend and the remove button's label.
  const legend = nameInput.value.trim() || fallback;
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <fieldset className="grid gap-3">
        <legend className="sr-only">{legend}</legend>
        <div className="flex items-end gap-2">
          <FormField label={nameLabel} error={nameError} className="min-w-0 flex-1">
            <Input {...nameInput} />
          </FormField>
          <Button variant="ghost" size="icon" aria-label={`Remove ${legend}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        {children}
      </fieldset>
    </li>
  );
}

/** "Add a channel" under a list of rows, until it holds the most rows a calculator takes. */
export function AddRowButton({
  count,
  onAdd,
  ref,
  children,
}: {
  /** How many rows the list holds. */
  count: number;
  onAdd: () => void;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <div>
      <Button ref={ref} variant="outline" onClick={onAdd} disabled={count >= MAX_ROWS}>
        <Plus aria-hidden="true" />
        {children}
      </Button>
    </div>
  );
}

/** The schema's message of a whole list or group of fields ("add at least one"), under it. */
export function GroupError({ message }: { message: string | undefined }) {
  return message ? <p className="text-sm font-medium text-red-700">{message}</p> : null;
}
