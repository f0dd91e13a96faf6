import { ArrowDownToLine, ExternalLink, FileText, Landmark, Pencil, Trash2 } from 'lucide-react';
import { DEFAULT_TYPE_COLOUR, formatFileSize, textOn, type RepositoryDocument } from '@shared/documents';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { shortDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The type's name on its colour, with text that reads on it. */
export function TypeBadge({ name, colour }: { name: string; colour: string | undefined }) {
  const background = colour ?? DEFAULT_TYPE_COLOUR;
  return (
    <span
      className="inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: background, color: textOn(background) }}
    >
      {name}
    </span>
  );
}

interface DocumentRowProps {
  doc: RepositoryDocument;
  /** The type colours of GET /api/document-types, by name (the row's own is the fallback). */
  colours: Map<string, string>;
  folderName: string | null;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onTag: (tag: string) => void;
}

export function DocumentRow({ doc, colours, folderName, canWrite, onEdit, onDelete, onTag }: DocumentRowProps) {
  const headingId = `doc-${doc.id}-title`;
  const meta = [
    `Updated ${shortDate(doc.updatedAt)}`,
    folderName,
    doc.fileSize ? formatFileSize(doc.fileSize) : null,
    doc.createdBy ? `by ${doc.createdBy.name}` : null,
  ].filter(Boolean);
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <TypeBadge name={doc.type} colour={colours.get(doc.type) ?? doc.typeColour} />
            {doc.library ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
                <Landmark aria-hidden="true" className="size-3" /> Club library
              </span>
            ) : null}
            {doc.googleDocUrl ? (
              <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                <ExternalLink aria-hidden="true" className="size-3" /> Google Doc
              </span>
            ) : doc.fileName ? (
              <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                <FileText aria-hidden="true" className="size-3" /> {doc.fileName.split('.').pop()?.toUpperCase()}
              </span>
            ) : null}
          </div>
          <h3 id={headingId} className="mt-2 text-base font-bold break-words text-brand-900">
            {doc.title}
          </h3>
          {doc.description ? <p className="mt-1 line-clamp-3 text-sm text-slate-700">{doc.description}</p> : null}
          <p className="mt-2 text-xs text-slate-600">{meta.join(' · ')}</p>
          {doc.tags.length ? (
            <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
              {doc.tags.map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    onClick={() => onTag(tag)}
                    aria-label={`Show documents tagged ${tag}`}
                    className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                  >
                    #{tag}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {doc.googleDocUrl ? (
            <a
              href={doc.googleDocUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', 'sm')}
              aria-label={`Open ${doc.title} (opens in a new tab)`}
            >
              <ExternalLink aria-hidden="true" /> Open
            </a>
          ) : doc.fileUrl ? (
            <a
              href={doc.fileUrl}
              download
              className={buttonClasses('primary', 'sm')}
              aria-label={`Download ${doc.title}`}
            >
              <ArrowDownToLine aria-hidden="true" /> Download
            </a>
          ) : null}
          {canWrite ? (
            <>
              <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${doc.title}`}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={onDelete}
                aria-label={`Delete ${doc.title}`}
                className="text-red-700 hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export function DocumentRowSkeletons() {
  return (
    <ul aria-hidden="true" className="grid gap-3">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={cn('rounded-xl border border-slate-200 bg-white p-4')}>
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="mt-3 h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-2 h-3 w-40" />
        </li>
      ))}
    </ul>
  );
}
