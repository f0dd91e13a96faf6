import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ComparedFigure, ReportBody } from '@shared/tools/report';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/accounts';
import { CompareTwo } from '../compare-two';
import { useGymReadable } from '../gym-readable';
import { NoGymNotice } from '../tool-form-bits';
import {
  exportUrl,
  useDeleteRecord,
  useSaveRecord,
  useSavedList,
  useSavedRecord,
  type SavedRecord,
  type SavedSummary,
} from './api';
import type { LoadedRecord } from './loaded-record';
import { highlightFigures, SavedRow } from './saved-row';
import { ShowMore } from '@/components/ui/show-more';
import { cap, PAGE, type RecordWords } from './words';

interface SavedPanelProps<S extends SavedSummary, R extends SavedRecord> {
  /** The API collection: '/api/revenue-sqft'. */
  path: string;
  /** Narrows the list: 'kind=facility'. */
  listQuery?: string;
  words: RecordWords;
  /** The record's name as the server checks it. */
  nameSchema: z.ZodType<string>;
  /** The body to save under a name, or null while a field on screen is refused. */
  body: (name: string) => unknown;
  /** The record on screen and how one is loaded (useLoadedRecord). */
  loaded: LoadedRecord<S>;
  /** Whether the list rings and notes the record on screen (yes unless told). */
  markCurrent?: boolean;
  /** Under the save button while the numbers on screen cannot be saved. */
  invalidHint?: string;
  /** After a save: what the server stored. */
  onSaved?: (record: R) => void;
  /** A line under a row's name ("2025 · 6 areas"), before the date it was saved. */
  detail?: (summary: S) => string | null;
  /** More lines of the comparison, built from the two reports. */
  moreGroups?: (a: ReportBody, b: ReportBody) => [string, ComparedFigure[]][];
}

/**
 * A tool's saved records (decision 0124, after the scenarios' panel of decision 0120): save what
 * is on screen under a name or update the one loaded, list the gym's records with their headline
 * figures, load one back, download it as a workbook or PDF, delete it, compare two side by side.
 * The figures listed are the server's, computed from the saved inputs.
 */
export function SavedPanel<S extends SavedSummary, R extends SavedRecord>({
  path,
  listQuery,
  words,
  nameSchema,
  body,
  loaded,
  markCurrent = true,
  invalidHint = 'Fix the highlighted fields to save these numbers.',
  onSaved,
  detail,
  moreGroups,
}: SavedPanelProps<S, R>) {
  const { current, setCurrent, load, loadError } = loaded;
  const { user } = useAuth();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<S | null>(null);
  // While the gym's approval is awaited the gym's records cannot be read or saved (decision 0192).
  const readable = useGymReadable();
  const list = useSavedList<S>(path, listQuery, PAGE, readable);
  const save = useSaveRecord<R>(path);
  const remove = useDeleteRecord(path);
  const canSave = Boolean(user?.gymId) && readable;
  const valid = body('x') !== null;
  const headingId = `saved-${path.replace(/\W+/g, '-')}`;
  const useRecord = (id: number) => useSavedRecord<R>(path, id);

  const submit = (id: number | null) => (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = nameSchema.safeParse(id === null ? name : (current?.name ?? name));
    if (!parsed.success) return setNameError(parsed.error.issues[0]!.message);
    setNameError(null);
    const payload = body(parsed.data);
    if (payload === null) return;
    save.mutate(
      { id, body: payload },
      {
        onSuccess: (saved) => {
          setCurrent({ id: saved.id, name: saved.name });
          setName('');
          toast({
            title: id === null ? `${cap(words.one)} saved` : `${cap(words.one)} updated`,
            description: saved.name,
          });
          onSaved?.(saved);
        },
      },
    );
  };

  const { items } = list;
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          Saved {words.many}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{words.intro}</p>
        <NoGymNotice />
        {readable ? null : (
          <Notice className="mt-4" title={`Saving opens once ${user?.gym?.name ?? 'your gym'} approves you`}>
            Until then the numbers above work as they are; they are not kept.
          </Notice>
        )}

        {canSave ? (
          <form
            className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
            onSubmit={submit(null)}
            noValidate
          >
            <FormField label={`${cap(words.one)} name`} error={nameError ?? undefined}>
              <Input
                value={name}
                maxLength={100}
                placeholder={words.placeholder}
                onChange={(e) => setName(e.target.value)}
              />
            </FormField>
            <div className="flex flex-wrap gap-2 sm:mt-7">
              <Button type="submit" disabled={!valid || save.isPending}>
                <Save aria-hidden="true" /> {save.isPending ? 'Saving…' : `Save ${words.one}`}
              </Button>
              {current ? (
                <Button
                  variant="outline"
                  className="max-w-full sm:max-w-72"
                  disabled={!valid || save.isPending}
                  onClick={() => submit(current.id)()}
                >
                  {/* A long name is cut short rather than pushing the page sideways. */}
                  <span className="truncate">Update “{current.name}”</span>
                </Button>
              ) : null}
            </div>
            {!valid ? <p className="text-sm text-slate-600 sm:col-span-2">{invalidHint}</p> : null}
            <div className="sm:col-span-2">
              <ErrorNotice error={save.error} fallback={`The ${words.one} was not saved. Please try again.`} />
            </div>
          </form>
        ) : null}

        <ErrorNotice error={loadError} fallback={`That ${words.one} could not be loaded. Please try again.`} />
        {!readable ? null : list.isPending ? (
          <div className="mt-4 grid gap-2" role="status" aria-label={`Loading saved ${words.many}`}>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : list.failed ? (
          <div className="mt-4">
            <ErrorNotice error={list.error} fallback={`Your saved ${words.many} could not be loaded.`} />
          </div>
        ) : items.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            No saved {words.many} yet. Name the numbers above and save them to come back to them, or to compare two.
          </p>
        ) : (
          <>
            <ul className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-3" aria-label={`Saved ${words.many}`}>
              {items.map((s) => {
                const isCurrent = markCurrent && current?.id === s.id;
                return (
                  <SavedRow
                    key={s.id}
                    name={s.name}
                    updatedAt={s.updatedAt}
                    figures={highlightFigures(s.highlights)}
                    xlsx={exportUrl(path, s.id, 'xlsx')}
                    pdf={exportUrl(path, s.id, 'pdf')}
                    onLoad={() => void load(s)}
                    onDelete={() => setDeleting(s)}
                    current={isCurrent}
                    before={<RowNote current={isCurrent} detail={detail?.(s) ?? null} />}
                  />
                );
              })}
            </ul>
            <ShowMore list={list} noun={words.many} />
            {items.length >= 2 ? (
              <CompareTwo items={items} noun={words} useRecord={useRecord} moreGroups={moreGroups} />
            ) : null}
          </>
        )}
      </section>
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={(s) => `Delete “${s.name}”?`}
        description={words.deleteNote}
        confirmLabel={`Delete ${words.one}`}
        remove={remove}
        deleted={(s) => ({ title: `${cap(words.one)} deleted`, description: s.name })}
        onDeleted={(s) => {
          if (current?.id === s.id) setCurrent(null);
        }}
      />
    </Card>
  );
}

/** "On screen · 2025 · 6 areas · " before the date a row was saved. */
function RowNote({ current, detail }: { current: boolean; detail: string | null }) {
  return (
    <>
      {current ? <span className="font-semibold text-accent-800">On screen · </span> : null}
      {detail ? `${detail} · ` : ''}
    </>
  );
}
