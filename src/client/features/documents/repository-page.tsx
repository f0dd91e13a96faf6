import { FolderPlus, FilePlus2, FolderInput, Pencil, Trash2, FileSearch } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_DOCUMENT_TYPE,
  DOCUMENT_PAGE_SIZE,
  DOCUMENT_TYPES,
  documentMessages,
  type DocumentType,
  type Folder,
  type RepositoryDocument,
} from '@shared/documents';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { PageNav } from '@/components/ui/page-nav';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth, usePermissions } from '@/features/accounts';
import { useRouteTitle } from '@/lib/use-document-title';
import { useParamsUpdate } from '@/lib/use-params-update';
import type { PageProps } from '@/lib/page-props';
import { useDeleteDocument, useDocuments, useDocumentTypes, useFolders, useTags } from './api';
import { AddDocumentDialog, EditDocumentDialog } from './document-dialog';
import { DocumentFilters } from './document-filters';
import { DocumentList } from './document-list';
import { DocumentPreviewDialog } from './document-preview';
import { DocumentRowSkeletons } from './document-row';
import { DeleteFolderDialog, MoveFolderDialog, NewFolderDialog, RenameFolderDialog } from './folder-dialogs';
import { FolderPanel, placeHref, type Place } from './folder-panel';
import { buildTrees, folderPath } from './folder-tree';
import { sortOf } from './listing';
import type { Location } from './location';

const intros = {
  all: "Your gym's SOPs, forms and presentations, beside the club library's templates that every member can use.",
  gym: "Your gym's own documents. Only members of your gym can see them.",
  library: 'Templates and guides from the club for every member. Only club administrators change them.',
} as const;

type Open =
  | { kind: 'add' }
  | { kind: 'view'; doc: RepositoryDocument }
  | { kind: 'edit'; doc: RepositoryDocument }
  | { kind: 'delete-doc'; doc: RepositoryDocument }
  | { kind: 'new-folder' }
  | { kind: 'rename'; folder: Folder }
  | { kind: 'move'; folder: Folder }
  | { kind: 'delete-folder'; folder: Folder }
  | null;

const isType = (v: string | null): v is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(v ?? '');

function placeOf(params: URLSearchParams): Place {
  const folder = Number(params.get('folder'));
  if (Number.isInteger(folder) && folder > 0) return { kind: 'folder', id: folder };
  const scope = params.get('scope');
  return scope === 'gym' || scope === 'library' ? { kind: scope } : { kind: 'all' };
}

/** /repository: the gym's folders beside the club library, and the documents of the chosen place. */
export default function RepositoryPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  const { hasPermission } = usePermissions();
  const navigate = useNavigate();
  const [params, update] = useParamsUpdate();
  const place = placeOf(params);
  const q = params.get('q') ?? '';
  const type = isType(params.get('type')) ? (params.get('type') as DocumentType) : undefined;
  const tag = params.get('tag') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = sortOf(params);
  const [draft, setDraft] = useState(q);
  const [open, setOpen] = useState<Open>(null);

  const hasGym = Boolean(user?.gymId);
  const canManage = hasPermission('documents.manage');
  const canLibrary = hasPermission('documents.library');
  const can = { gym: hasGym && canManage, library: canLibrary };

  const folders = useFolders();
  const types = useDocumentTypes();
  const tags = useTags();
  const list = useDocuments({
    folderId: place.kind === 'folder' ? place.id : undefined,
    scope: place.kind === 'gym' || place.kind === 'library' ? place.kind : 'all',
    q: q || undefined,
    type,
    tag: tag || undefined,
    page,
    sort,
  });
  const removeDoc = useDeleteDocument();

  const allFolders = useMemo(() => folders.data ?? [], [folders.data]);
  const trees = useMemo(() => (folders.data ? buildTrees(folders.data) : null), [folders.data]);
  const colours = useMemo(() => new Map((types.data ?? []).map((t) => [t.name, t.colour])), [types.data]);
  const folderNames = useMemo(() => new Map(allFolders.map((f) => [f.id, f.name])), [allFolders]);
  const folderOf = (doc: RepositoryDocument) => (doc.folderId ? (folderNames.get(doc.folderId) ?? null) : null);
  const current = place.kind === 'folder' ? (allFolders.find((f) => f.id === place.id) ?? null) : null;
  const defaultType = (types.data?.find((t) => t.isDefault)?.name as DocumentType | undefined) ?? DEFAULT_DOCUMENT_TYPE;

  const title =
    place.kind === 'folder'
      ? (current?.name ?? 'Folder')
      : place.kind === 'gym'
        ? "Your gym's documents"
        : place.kind === 'library'
          ? 'Club library'
          : 'All documents';
  const crumbs = current ? folderPath(allFolders, current.id) : null;
  const side: 'gym' | 'library' | null = current
    ? current.library
      ? 'library'
      : 'gym'
    : place.kind === 'gym' || place.kind === 'library'
      ? place.kind
      : null;
  // Writing here: the gym's side needs documents.manage, the library's documents.library.
  const canWriteHere = side === 'library' ? can.library : side === 'gym' ? can.gym : can.gym || can.library;
  const initialLocation: Location = current
    ? `f:${current.id}`
    : side === 'library' || (!can.gym && can.library)
      ? 'library'
      : 'gym';

  // Any change but paging starts again at the first page.
  const setParam = (changes: Record<string, string | null>) => update({ page: null, ...changes });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setParam({ q: draft.trim() || null });
  };

  const filtered = Boolean(q || type || tag);
  const total = list.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <PageHeader
        eyebrow="Document library"
        title={title}
        description={
          <>
            {crumbs && crumbs !== current?.name ? <span className="font-medium text-slate-700">{crumbs}. </span> : null}
            {current?.description ?? intros[place.kind === 'folder' ? 'all' : place.kind]}
          </>
        }
        actions={
          canWriteHere ? (
            <>
              <Button variant="outline" onClick={() => setOpen({ kind: 'new-folder' })}>
                <FolderPlus aria-hidden="true" /> New folder
              </Button>
              <Button onClick={() => setOpen({ kind: 'add' })}>
                <FilePlus2 aria-hidden="true" /> Add document
              </Button>
            </>
          ) : null
        }
      >
        {place.kind === 'all' ? (
          <p className="mt-1 text-sm">
            <Link
              to="/documentation?page=docs-repository"
              className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              How the document library works
            </Link>
          </p>
        ) : null}
      </PageHeader>

      {!hasGym ? (
        <Notice className="mt-6" title="Only the club library for now">
          {documentMessages.noGym}.{' '}
          {can.library
            ? 'You can still add to and change the club library.'
            : "Your gym's own folders appear here once an administrator links your account to your gym."}
        </Notice>
      ) : !canManage ? (
        <Notice className="mt-6">{documentMessages.manageForbidden}.</Notice>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <aside className="lg:sticky lg:top-20">
          {folders.isError ? (
            <ErrorNotice error={folders.error} fallback="The folders could not be loaded. Please try again." />
          ) : (
            <FolderPanel trees={trees} place={place} params={params} hasGym={hasGym} currentLabel={title} />
          )}
        </aside>

        <section aria-label="Documents" className="min-w-0">
          {current && current.canEdit && canWriteHere ? (
            <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label={`Folder “${current.name}”`}>
              <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'rename', folder: current })}>
                <Pencil aria-hidden="true" /> Rename folder
              </Button>
              <Button variant="outline" size="sm" onClick={() => setOpen({ kind: 'move', folder: current })}>
                <FolderInput aria-hidden="true" /> Move folder
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                onClick={() => setOpen({ kind: 'delete-folder', folder: current })}
              >
                <Trash2 aria-hidden="true" /> Delete folder
              </Button>
            </div>
          ) : null}

          <DocumentFilters
            draft={draft}
            onDraft={setDraft}
            onSearch={submitSearch}
            type={type}
            tag={tag}
            tags={tags.data ?? []}
            sort={sort}
            onChange={setParam}
          />

          {filtered ? (
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span aria-live="polite">
                {list.data ? `${total} document${total === 1 ? '' : 's'} found` : 'Searching…'}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setDraft('');
                  setParam({ q: null, type: null, tag: null });
                }}
              >
                Clear search and filters
              </Button>
            </div>
          ) : null}

          <div className="mt-4">
            {list.isLoading ? (
              <>
                <p className="sr-only" role="status">
                  Loading documents
                </p>
                <DocumentRowSkeletons />
              </>
            ) : list.isError ? (
              <ErrorNotice error={list.error} fallback="The documents could not be loaded. Please try again." />
            ) : list.data && list.data.items.length ? (
              <>
                <DocumentList
                  items={list.data.items}
                  label={`Documents in ${title}`}
                  sort={sort}
                  busy={list.isPlaceholderData}
                  colours={colours}
                  folderOf={(doc) => (place.kind === 'folder' ? null : folderOf(doc))}
                  canWrite={(doc) => doc.canEdit && (doc.library ? can.library : can.gym)}
                  onView={(doc) => setOpen({ kind: 'view', doc })}
                  onEdit={(doc) => setOpen({ kind: 'edit', doc })}
                  onDelete={(doc) => setOpen({ kind: 'delete-doc', doc })}
                  onTag={(t) => setParam({ tag: t })}
                />
                <PageNav
                  page={page}
                  pageSize={DOCUMENT_PAGE_SIZE}
                  total={total}
                  onPage={(p) => setParam({ page: p > 1 ? String(p) : null })}
                />
              </>
            ) : (
              <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
                <span className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-accent-800">
                  <FileSearch aria-hidden="true" className="size-7" />
                </span>
                <h2 className="mt-4 text-xl font-bold text-brand-900">
                  {filtered ? 'No documents match your search' : 'No documents here yet'}
                </h2>
                <p className="mt-2 max-w-md text-slate-600">
                  {filtered
                    ? 'Try other words, another type or tag, or look in all documents.'
                    : canWriteHere
                      ? 'Upload an SOP, a form or a presentation, or link a Google Doc your team already uses.'
                      : 'Documents your gym adds will appear here. The club library has templates ready to use.'}
                </p>
                <div className="mt-5 flex flex-wrap justify-center gap-2">
                  {filtered ? (
                    <Button
                      variant="outline"
                      onClick={() => {
                        setDraft('');
                        navigate(placeHref({ kind: 'all' }, new URLSearchParams()));
                      }}
                    >
                      Show all documents
                    </Button>
                  ) : canWriteHere ? (
                    <Button onClick={() => setOpen({ kind: 'add' })}>
                      <FilePlus2 aria-hidden="true" /> Add a document
                    </Button>
                  ) : place.kind !== 'library' ? (
                    <Button
                      variant="outline"
                      onClick={() => navigate(placeHref({ kind: 'library' }, new URLSearchParams()))}
                    >
                      Browse the club library
                    </Button>
                  ) : null}
                </div>
              </div>
            )}
          </div>
        </section>
      </div>

      {open?.kind === 'add' ? (
        <AddDocumentDialog
          folders={allFolders}
          can={can}
          defaultType={defaultType}
          initialLocation={initialLocation}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'view' ? (
        <DocumentPreviewDialog
          doc={open.doc}
          colour={colours.get(open.doc.type)}
          folderName={folderOf(open.doc)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <EditDocumentDialog
          document={open.doc}
          folders={allFolders}
          can={can}
          defaultType={defaultType}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'delete-doc' ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => (o ? undefined : setOpen(null))}
          title={`Delete “${open.doc.title}”?`}
          description={
            open.doc.fileUrl
              ? 'The document and its uploaded file are deleted. This cannot be undone.'
              : 'The document is removed from the library. The Google Doc itself is not touched.'
          }
          confirmLabel="Delete document"
          variant="destructive"
          pending={removeDoc.isPending}
          error={removeDoc.error}
          onConfirm={() =>
            removeDoc.mutate(open.doc.id, {
              onSuccess: () => {
                toast({ title: 'Document deleted', description: `“${open.doc.title}” is gone.` });
                setOpen(null);
              },
            })
          }
        />
      ) : null}
      {open?.kind === 'new-folder' ? (
        <NewFolderDialog
          parent={current}
          library={side === 'library' || (!can.gym && can.library)}
          onClose={() => setOpen(null)}
          onCreated={(folder) => {
            setOpen(null);
            navigate(placeHref({ kind: 'folder', id: folder.id }, new URLSearchParams()));
          }}
        />
      ) : null}
      {open?.kind === 'rename' ? <RenameFolderDialog folder={open.folder} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'move' ? (
        <MoveFolderDialog folder={open.folder} folders={allFolders} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'delete-folder' ? (
        <DeleteFolderDialog
          folder={open.folder}
          folders={allFolders}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            const parent = open.folder.parentId;
            navigate(
              placeHref(
                parent ? { kind: 'folder', id: parent } : { kind: open.folder.library ? 'library' : 'gym' },
                new URLSearchParams(),
              ),
            );
          }}
        />
      ) : null}
    </div>
  );
}
