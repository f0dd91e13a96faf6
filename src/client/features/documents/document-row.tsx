import {
  File,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  Folder as FolderIcon,
  Landmark,
  Link2,
  Presentation,
  StickyNote,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import {
  DEFAULT_TYPE_COLOUR,
  fileKind,
  fileKindLabels,
  formatFileSize,
  textOn,
  type FileKind,
  type RepositoryDocument,
} from '@shared/documents';
import { Skeleton } from '@/components/ui/skeleton';
import { shortDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { DocumentActions } from './document-actions';

/** The type's name on its colour, with text that reads on it. */
export function TypeBadge({ name, colour }: { name: string; colour: string | undefined }) {
  const background = colour ?? DEFAULT_TYPE_COLOUR;
  return (
    <span
      className="inline-flex items-center rounded-full px-2 text-xs leading-5 font-semibold"
      style={{ backgroundColor: background, color: textOn(background) }}
    >
      {name}
    </span>
  );
}

const kindIcons: Record<FileKind, { icon: LucideIcon; className: string }> = {
  pdf: { icon: FileText, className: 'bg-red-50 text-red-700' },
  image: { icon: FileImage, className: 'bg-amber-50 text-amber-900' },
  video: { icon: FileVideo, className: 'bg-sky-50 text-sky-800' },
  word: { icon: FileText, className: 'bg-brand-50 text-brand-700' },
  sheet: { icon: FileSpreadsheet, className: 'bg-emerald-50 text-emerald-700' },
  slides: { icon: Presentation, className: 'bg-accent-50 text-accent-700' },
  file: { icon: File, className: 'bg-slate-100 text-slate-600' },
  link: { icon: Link2, className: 'bg-brand-50 text-brand-700' },
  note: { icon: StickyNote, className: 'bg-slate-100 text-slate-600' },
};

function KindIcon({ kind }: { kind: FileKind }) {
  const { icon: Icon, className } = kindIcons[kind];
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

/** "PDF · 2.4 MB", "Google Doc": what the document is, in the File column. */
export function fileLabel(doc: RepositoryDocument): string {
  const kind = fileKindLabels[fileKind(doc)];
  return doc.fileSize ? `${kind} · ${formatFileSize(doc.fileSize)}` : kind;
}

interface DocumentRowProps {
  doc: RepositoryDocument;
  /** The type's colour from GET /api/document-types (the row's own is the fallback). */
  colour: string | undefined;
  folderName: string | null;
  canWrite: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onTag: (tag: string) => void;
}

const cell = 'hidden shrink-0 truncate text-sm text-slate-700';

/**
 * One document as a compact row: its kind's icon, its title (which opens the Google Doc, or the
 * preview), then Type, File, Updated and Added by in columns on a wide screen. What a narrower
 * screen has no column for moves under the title, beside the folder, library mark and tags.
 */
export function DocumentRow({ doc, colour, folderName, canWrite, onView, onEdit, onDelete, onTag }: DocumentRowProps) {
  const headingId = `doc-${doc.id}-title`;
  const hintId = useId();
  const badge = <TypeBadge name={doc.type} colour={colour ?? doc.typeColour} />;
  const updated = shortDate(doc.updatedAt);
  const owner = doc.createdBy?.name ?? null;
  const titleClasses =
    'block max-w-full truncate text-left hover:underline focus-visible:outline-2 focus-visible:outline-accent-500';
  return (
    <li
      aria-labelledby={headingId}
      className="flex items-center gap-3 px-3 py-2 first:rounded-t-2xl last:rounded-b-2xl hover:bg-slate-50 sm:px-4 sm:first:rounded-t-none"
    >
      <KindIcon kind={fileKind(doc)} />
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="flex text-sm leading-5 font-semibold text-brand-900">
          {doc.googleDocUrl ? (
            <a
              href={doc.googleDocUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={hintId}
              className={titleClasses}
            >
              {doc.title}
            </a>
          ) : (
            <button type="button" aria-haspopup="dialog" onClick={onView} className={titleClasses}>
              {doc.title}
            </button>
          )}
        </h3>
        {doc.googleDocUrl ? (
          <span id={hintId} hidden>
            Opens the Google Doc in a new tab
          </span>
        ) : null}
        <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs leading-4 text-slate-600">
          <span className="sm:hidden">{badge}</span>
          <span className="sm:hidden">
            <span className="sr-only">Updated </span>
            {updated}
          </span>
          <span className="xl:hidden">{fileLabel(doc)}</span>
          {owner ? <span className="hidden sm:inline xl:hidden">by {owner}</span> : null}
          {doc.library ? (
            <span className="inline-flex items-center gap-1 font-semibold text-brand-900">
              <Landmark aria-hidden="true" className="size-3" /> Club library
            </span>
          ) : null}
          {folderName ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <FolderIcon aria-hidden="true" className="size-3 shrink-0" />
              <span className="sr-only">In folder </span>
              <span className="max-w-40 truncate">{folderName}</span>
            </span>
          ) : null}
          {doc.tags.length ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-x-2">
              {doc.tags.map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    onClick={() => onTag(tag)}
                    aria-label={`Show documents tagged ${tag}`}
                    className="rounded break-all text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
                  >
                    #{tag}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className={cn(cell, 'w-28 sm:block')}>
        <span className="sr-only">Type: </span>
        {badge}
      </div>
      <div className={cn(cell, 'w-28 xl:block')}>
        <span className="sr-only">File: </span>
        {fileLabel(doc)}
      </div>
      <div className={cn(cell, 'w-28 sm:block')}>
        <span className="sr-only">Updated </span>
        {updated}
      </div>
      <div className={cn(cell, 'w-32 xl:block')}>
        {owner ? (
          <>
            <span className="sr-only">Added by </span>
            {owner}
          </>
        ) : null}
      </div>
      <DocumentActions doc={doc} canWrite={canWrite} onView={onView} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

export function DocumentRowSkeletons() {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="flex items-center gap-3 px-3 py-2 sm:px-4">
          <Skeleton className="size-9 rounded-lg" />
          <div className="min-w-0 flex-1">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-1.5 h-3 w-40" />
          </div>
          <Skeleton className="hidden h-4 w-24 sm:block" />
        </li>
      ))}
    </ul>
  );
}
