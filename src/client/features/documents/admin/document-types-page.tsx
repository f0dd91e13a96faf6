import { useState } from 'react';
import { Link } from 'react-router';
import { documentTypePatchSchema, textOn, type DocumentTypeInfo } from '@shared/documents';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useAdminDocumentTypes, usePatchDocumentType } from './api';

/** The badge as the library shows it (document-row.tsx), previewing the colour being edited. */
function Badge({ name, colour }: { name: string; colour: string }) {
  return (
    <span
      className="inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: colour, color: textOn(colour) }}
    >
      {name}
    </span>
  );
}

/** One type: colour (picker and hex), description and the default radio, saved together. */
function TypeRow({ type, defaultId }: { type: DocumentTypeInfo; defaultId: number | null }) {
  const [colour, setColour] = useState(type.colour);
  const [description, setDescription] = useState(type.description ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const patch = usePatchDocumentType();
  const changed = colour.toLowerCase() !== type.colour.toLowerCase() || description !== (type.description ?? '');
  const validColour = /^#[0-9a-fA-F]{6}$/.test(colour.trim());
  const id = `type-${type.id}`;

  const save = () => {
    const parsed = documentTypePatchSchema.safeParse({ colour, description });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    patch.mutate(
      { id: type.id, ...parsed.data },
      { onSuccess: () => toast({ title: 'Saved', description: `${type.name} is updated.` }) },
    );
  };

  return (
    <li aria-labelledby={`${id}-name`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id={`${id}-name`} className="text-lg font-bold text-brand-900">
            {type.name}
          </h2>
          <Badge name={type.name} colour={validColour ? colour : type.colour} />
          <span className="text-sm text-slate-600">
            {type.documentCount} document{type.documentCount === 1 ? '' : 's'}
          </span>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="radio"
            name="default-type"
            className="size-4 accent-brand-900"
            checked={type.id === defaultId}
            disabled={patch.isPending}
            onChange={() =>
              patch.mutate(
                { id: type.id, isDefault: true },
                { onSuccess: () => toast({ title: 'Saved', description: `${type.name} is now the default type.` }) },
              )
            }
          />
          Default type
        </label>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <fieldset className="grid gap-1.5">
          <legend className="text-sm font-semibold text-slate-800">Colour</legend>
          <div className="mt-1.5 flex items-center gap-2">
            <input
              type="color"
              aria-label={`${type.name} colour picker`}
              value={validColour ? colour.toLowerCase() : '#000000'}
              onChange={(e) => setColour(e.target.value)}
              className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
            <Input
              aria-label={`${type.name} colour hex`}
              aria-invalid={problem ? true : undefined}
              value={colour}
              maxLength={7}
              spellCheck={false}
              onChange={(e) => setColour(e.target.value)}
              className="font-mono"
            />
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-description`} className="text-sm font-semibold text-slate-800">
            Description
          </label>
          <Textarea
            id={`${id}-description`}
            rows={2}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-3">
        <ErrorNotice error={patch.error} fallback="The type could not be saved. Please try again." />
      </div>
      <div className="mt-3 flex justify-end gap-2">
        {changed ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setColour(type.colour);
              setDescription(type.description ?? '');
              setProblem(null);
            }}
          >
            Undo changes
          </Button>
        ) : null}
        <Button size="sm" disabled={!changed || patch.isPending} onClick={save} aria-label={`Save ${type.name}`}>
          {patch.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </li>
  );
}

/** /admin/document-types: the five types' colours and descriptions, and which one is the default. */
export default function DocumentTypesPage({ path }: PageProps) {
  useRouteTitle(path);
  const types = useAdminDocumentTypes();
  const defaultId = types.data?.find((t) => t.isDefault)?.id ?? null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        eyebrow={
          <Link to="/admin" className="hover:underline">
            Admin
          </Link>
        }
        title="Document types"
        description={
          <>
            Each document in the{' '}
            <Link to="/repository" className="font-medium text-brand-800 underline">
              document library
            </Link>{' '}
            shows a badge in its type's colour. The default type is chosen for new documents unless the person picks
            another.
          </>
        }
      />
      <div className="mt-6">
        {types.isLoading ? (
          <div className="grid gap-4" role="status" aria-label="Loading document types">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40 rounded-2xl" />
            ))}
          </div>
        ) : types.isError ? (
          <ErrorNotice error={types.error} fallback="The document types could not be loaded. Please try again." />
        ) : (
          <ul className="grid gap-4" aria-label="Document types">
            {(types.data ?? []).map((type) => (
              <TypeRow key={type.id} type={type} defaultId={defaultId} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
