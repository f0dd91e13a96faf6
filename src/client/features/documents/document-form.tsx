import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import {
  DOCUMENT_TYPES,
  documentInputSchema,
  documentMessages,
  documentPatchSchema,
  formatFileSize,
  MAX_DOCUMENT_BYTES,
  UPLOAD_ACCEPT,
  type DocumentType,
  type Folder,
  type RepositoryDocument,
} from '@shared/documents';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { locationOptions, parseLocation, type Location } from './location';
import { schemaResolver } from '@/lib/schema-resolver';
import { UploadProgress } from './upload-progress';

/** "opening, front desk" → ['opening', 'front desk']. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export type DocumentFormMode = 'link' | 'upload' | 'edit';

interface Values {
  title: string;
  description: string;
  type: DocumentType;
  tags: string;
  location: Location;
  googleDocUrl: string;
}

/** What the form hands over: the body of the call (the schema's output) and, for an upload, the file. */
export interface DocumentFormOutput {
  title: string;
  description: string | null;
  type?: DocumentType | undefined;
  folderId: number | null;
  library?: boolean | undefined;
  tags: string[];
  googleDocUrl?: string | null | undefined;
}

const fieldOf = (path: string) => (path === 'folderId' || path === 'library' ? 'location' : path);

function resolverFor(mode: DocumentFormMode): Resolver<Values, unknown, DocumentFormOutput> {
  const toInput = (v: Values) => {
    const where = parseLocation(v.location);
    return {
      title: v.title,
      description: v.description,
      type: v.type,
      tags: splitTags(v.tags),
      folderId: where.folderId,
      ...(mode === 'edit' ? {} : { library: where.library }),
      ...(mode === 'upload' ? {} : { googleDocUrl: v.googleDocUrl }),
    };
  };
  // The edit form always sends the title, so the patch schema's output has it.
  if (mode === 'edit') {
    return schemaResolver<Values, typeof documentPatchSchema>(
      documentPatchSchema,
      toInput,
      fieldOf,
    ) as unknown as Resolver<Values, unknown, DocumentFormOutput>;
  }
  return schemaResolver<Values, typeof documentInputSchema>(documentInputSchema, toInput, fieldOf);
}

interface DocumentFormProps {
  mode: DocumentFormMode;
  folders: Folder[];
  can: { gym: boolean; library: boolean };
  defaultType: DocumentType;
  /** Where a new document goes first: the folder or side the list shows. */
  initialLocation: Location;
  document?: RepositoryDocument;
  error?: unknown;
  /** 0..1 while a file is sent, null otherwise. */
  progress?: number | null;
  onSubmit: (values: DocumentFormOutput, file: File | null) => Promise<unknown>;
  onCancel: () => void;
}

/** Add a link, upload a file, or edit a document: the same fields, checked with the server's schema. */
export function DocumentForm(props: DocumentFormProps) {
  const { mode, folders, can, document: doc, error, progress = null, onSubmit, onCancel } = props;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<Values, unknown, DocumentFormOutput>({
    defaultValues: {
      title: doc?.title ?? '',
      description: doc?.description ?? '',
      type: (doc?.type as DocumentType | undefined) ?? props.defaultType,
      tags: doc?.tags.join(', ') ?? '',
      location: doc ? (doc.folderId ? `f:${doc.folderId}` : doc.library ? 'library' : 'gym') : props.initialLocation,
      googleDocUrl: doc?.googleDocUrl ?? '',
    },
    resolver: resolverFor(mode),
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  // A document stays on its side: an edit moves it between folders of that side only.
  const options = locationOptions(folders, can, doc ? (doc.library ? 'library' : 'gym') : undefined);
  const groups = [...new Set(options.map((o) => o.group))];
  const showsLink = mode === 'link' || (mode === 'edit' && !doc?.fileUrl);

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    setFileError(picked && picked.size > MAX_DOCUMENT_BYTES ? documentMessages.fileTooLarge : null);
    if (picked && !form.getValues('title')) {
      const words = picked.name
        .replace(/\.[a-z0-9]{1,5}$/i, '')
        .replace(/[_-]+/g, ' ')
        .trim();
      form.setValue('title', words.charAt(0).toUpperCase() + words.slice(1));
    }
  };

  const submitValid = handleSubmit(async (values) => {
    if (mode === 'upload' && (!file || file.size > MAX_DOCUMENT_BYTES)) return;
    // A refusal is shown through `error` (the caller's mutation).
    await onSubmit(values, file).catch(() => undefined);
  });
  // The file's message shows with the fields' messages, not only once they are right.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (mode === 'upload' && !file) setFileError(documentMessages.fileRequired);
    return submitValid(event);
  };

  const sending = formState.isSubmitting;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {mode === 'upload' ? (
        <FormField
          label="File *"
          hint={`PDF, Word, Excel, PowerPoint, an image or a video, up to ${formatFileSize(MAX_DOCUMENT_BYTES)}`}
          error={fileError ?? undefined}
        >
          <Input
            type="file"
            accept={UPLOAD_ACCEPT}
            onChange={pickFile}
            disabled={sending}
            className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-900"
          />
        </FormField>
      ) : null}
      {mode === 'edit' && doc?.fileName ? (
        <p className="text-sm text-slate-600">
          File: <span className="font-medium text-slate-900">{doc.fileName}</span>
          {doc.fileSize ? ` (${formatFileSize(doc.fileSize)})` : ''}
        </p>
      ) : null}
      <FormField label="Title *" error={errors.title?.message}>
        <Input placeholder="Front desk opening checklist" {...register('title')} />
      </FormField>
      {showsLink ? (
        <FormField
          label="Google Doc link"
          hint="Paste the document's share link; members open it in a new tab"
          error={errors.googleDocUrl?.message}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://docs.google.com/document/d/…"
            {...register('googleDocUrl')}
          />
        </FormField>
      ) : null}
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={3} placeholder="What it is for and when to use it" {...register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Type" error={errors.type?.message}>
          <Select {...register('type')}>
            {DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Folder" error={errors.location?.message}>
          <Select {...register('location')}>
            {groups.map((group) => (
              <optgroup key={group} label={group}>
                {options
                  .filter((o) => o.group === group)
                  .map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Tags" hint="Separate tags with commas, e.g. front desk, opening" error={errors.tags?.message}>
        <Input autoComplete="off" {...register('tags')} />
      </FormField>
      {mode === 'upload' && progress !== null ? <UploadProgress fraction={progress} name={file?.name ?? ''} /> : null}
      <ErrorNotice error={error} fallback="The document could not be saved. Please try again." />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending || Boolean(fileError)}>
          {sending
            ? mode === 'upload'
              ? 'Uploading…'
              : 'Saving…'
            : mode === 'edit'
              ? 'Save changes'
              : mode === 'upload'
                ? 'Upload'
                : 'Add document'}
        </Button>
      </div>
    </form>
  );
}
