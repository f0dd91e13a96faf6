import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { folderInputSchema, folderPatchSchema, type Folder } from '@shared/documents';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateFolder, useDeleteFolder, useUpdateFolder } from './api';
import { buildTrees, flatten, folderPath, selfAndDescendants } from './folder-tree';
import { schemaResolver } from '@/lib/schema-resolver';

interface NameValues {
  name: string;
  description: string;
}

function FolderNameForm({
  initial,
  submitLabel,
  error,
  onSubmit,
  onCancel,
  rename,
}: {
  initial: NameValues;
  submitLabel: string;
  error: unknown;
  onSubmit: (values: { name?: string; description: string | null }) => Promise<unknown>;
  onCancel: () => void;
  rename: boolean;
}) {
  const form = useForm<NameValues, unknown, { name?: string; description: string | null }>({
    defaultValues: initial,
    resolver: rename
      ? schemaResolver(folderPatchSchema.required({ name: true }), (v: NameValues) => v)
      : schemaResolver(folderInputSchema, (v: NameValues) => v),
  });
  const { register, handleSubmit, formState } = form;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(async (values) => {
        await onSubmit(values).catch(() => undefined);
      })}
    >
      <FormField label="Folder name *" error={formState.errors.name?.message}>
        <Input autoComplete="off" placeholder="Front desk" {...register('name')} />
      </FormField>
      <FormField label="Description" error={formState.errors.description?.message}>
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <ErrorNotice error={error} fallback="The folder could not be saved. Please try again." />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A new folder inside `parent`, or at the top of the gym's side or (library admins) the library's. */
export function NewFolderDialog({
  parent,
  library,
  onClose,
  onCreated,
}: {
  parent: Folder | null;
  library: boolean;
  onClose: () => void;
  onCreated: (folder: Folder) => void;
}) {
  const create = useCreateFolder();
  const where = parent
    ? `inside “${parent.name}”`
    : library
      ? 'at the top of the club library'
      : "at the top of your gym's folders";
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="New folder"
      description={`It goes ${where}.`}
    >
      <FolderNameForm
        rename={false}
        initial={{ name: '', description: '' }}
        submitLabel="Create folder"
        error={create.error}
        onCancel={onClose}
        onSubmit={async (values) => {
          const folder = await create.mutateAsync({
            name: values.name ?? '',
            description: values.description,
            parentId: parent?.id ?? null,
            ...(parent ? {} : library ? { library: true } : {}),
          });
          toast({ title: 'Folder created', description: `“${folder.name}” is ready.` });
          onCreated(folder);
        }}
      />
    </Dialog>
  );
}

export function RenameFolderDialog({ folder, onClose }: { folder: Folder; onClose: () => void }) {
  const update = useUpdateFolder();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Rename folder">
      <FolderNameForm
        rename
        initial={{ name: folder.name, description: folder.description ?? '' }}
        submitLabel="Save"
        error={update.error}
        onCancel={onClose}
        onSubmit={async (values) => {
          await update.mutateAsync({ id: folder.id, name: values.name, description: values.description });
          onClose();
        }}
      />
    </Dialog>
  );
}

/** Move a folder to the top of its side or into another folder of the same side (not into itself). */
export function MoveFolderDialog({
  folder,
  folders,
  onClose,
}: {
  folder: Folder;
  folders: Folder[];
  onClose: () => void;
}) {
  const update = useUpdateFolder();
  const blocked = selfAndDescendants(folders, folder.id);
  const trees = buildTrees(folders);
  const targets = flatten(folder.library ? trees.library : trees.gym).filter((n) => !blocked.has(n.folder.id));
  const [target, setTarget] = useState(folder.parentId === null ? 'top' : String(folder.parentId));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Move “${folder.name}”`}
      description="Its documents and folders move with it."
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ id: folder.id, parentId: target === 'top' ? null : Number(target) }, { onSuccess: onClose });
        }}
      >
        <FormField label="Move to">
          <Select value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="top">{folder.library ? 'Top of the club library' : "Top of your gym's folders"}</option>
            {targets.map((n) => (
              <option key={n.folder.id} value={n.folder.id}>
                {folderPath(folders, n.folder.id)}
              </option>
            ))}
          </Select>
        </FormField>
        <ErrorNotice error={update.error} fallback="The folder could not be moved. Please try again." />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Moving…' : 'Move'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Delete, confirmed; a folder with anything in it says so and is deleted with ?recursive=true. */
export function DeleteFolderDialog({
  folder,
  folders,
  onClose,
  onDeleted,
}: {
  folder: Folder;
  folders: Folder[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteFolder();
  const subfolders = selfAndDescendants(folders, folder.id).size - 1;
  const documents = folders
    .filter((f) => selfAndDescendants(folders, folder.id).has(f.id))
    .reduce((n, f) => n + f.documentCount, 0);
  const empty = subfolders === 0 && documents === 0;
  const parts = [
    documents ? `${documents} document${documents === 1 ? '' : 's'}` : null,
    subfolders ? `${subfolders} folder${subfolders === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete “${folder.name}”?`}
      description={
        empty
          ? 'The folder is empty. This cannot be undone.'
          : `It holds ${parts.join(' and ')}. Everything in it is deleted too, including uploaded files. This cannot be undone.`
      }
      confirmLabel={empty ? 'Delete folder' : 'Delete folder and contents'}
      variant="destructive"
      pending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(
          { id: folder.id, recursive: !empty },
          {
            onSuccess: () => {
              toast({ title: 'Folder deleted', description: `“${folder.name}” is gone.` });
              onDeleted();
            },
          },
        )
      }
    />
  );
}
