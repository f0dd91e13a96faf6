import { REGION_GROUPS } from '@shared/regions';
import {
  STATE_LINK_CATEGORIES,
  stateLinkCategoryLabels,
  stateLinkSchema,
  type AdminStateLink,
  type StateLinkValues,
} from '@shared/state-links';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { schemaResolver } from '@/lib/schema-resolver';
import { useSaveStateLink } from './api';

interface FormValues {
  state: string;
  title: string;
  url: string;
  category: string;
}

/** Every state and province, grouped by country, for a region select. */
export function RegionOptions() {
  return (
    <>
      {REGION_GROUPS.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.regions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

interface StateLinkDialogProps {
  /** The link to edit, 'new' to add one (in `defaultState`), null when closed. */
  editing: AdminStateLink | 'new' | null;
  defaultState: string;
  onClose: () => void;
}

/** Add or edit a state link: state, title, address and category, checked with the server's schema. */
export function StateLinkDialog({ editing, defaultState, onClose }: StateLinkDialogProps) {
  const link = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={link ? 'Edit link' : 'Add a link'}
      description="Shown on the gym network page to gyms of the state or province."
      className="max-w-lg"
    >
      {editing !== null ? (
        <StateLinkForm
          key={link?.id ?? 'new'}
          initial={
            link
              ? { state: link.state, title: link.title, url: link.url, category: link.category }
              : { state: defaultState, title: '', url: '', category: 'association' }
          }
          id={link?.id ?? null}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function StateLinkForm({ initial, id, onDone }: { initial: FormValues; id: number | null; onDone: () => void }) {
  const save = useSaveStateLink();
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, StateLinkValues>({
    defaultValues: initial,
    resolver: schemaResolver(stateLinkSchema, (v: FormValues) => v),
  });
  const errors = formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((values) =>
        save.mutateAsync({ id, values }).then(
          () => {
            toast({ title: id === null ? 'Link added' : 'Link saved' });
            onDone();
          },
          () => undefined,
        ),
      )}
    >
      <FormField label="State or province" error={errors.state?.message}>
        <Select {...register('state')}>
          <option value="">Choose…</option>
          <RegionOptions />
        </Select>
      </FormField>
      <FormField label="Title" error={errors.title?.message}>
        <Input maxLength={255} {...register('title')} />
      </FormField>
      <FormField label="URL" error={errors.url?.message}>
        <Input type="url" placeholder="https://" {...register('url')} />
      </FormField>
      <FormField label="Category" error={errors.category?.message}>
        <Select {...register('category')}>
          {STATE_LINK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {stateLinkCategoryLabels[c]}
            </option>
          ))}
        </Select>
      </FormField>
      {save.error ? <ErrorNotice error={save.error} fallback="The link could not be saved. Please try again." /> : null}
      <FormFooter submitLabel={id === null ? 'Add link' : 'Save link'} pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
