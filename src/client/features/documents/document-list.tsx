import { ArrowDown, ArrowUp } from 'lucide-react';
import type { RepositoryDocument } from '@shared/documents';
import { cn } from '@/lib/utils';
import { DocumentRow } from './document-row';
import type { ListSort } from './listing';

interface Props {
  items: RepositoryDocument[];
  /** The list's name for screen readers: "Documents in …". */
  label: string;
  sort: ListSort;
  busy: boolean;
  colours: Map<string, string>;
  /** The folder shown beside each title (null inside a folder, where it goes without saying). */
  folderOf: (doc: RepositoryDocument) => string | null;
  canWrite: (doc: RepositoryDocument) => boolean;
  onView: (doc: RepositoryDocument) => void;
  onEdit: (doc: RepositoryDocument) => void;
  onDelete: (doc: RepositoryDocument) => void;
  onTag: (tag: string) => void;
}

/** A column's heading, with the arrow of the sort when the list is sorted by it. */
function Heading({
  label,
  active,
  order,
  className,
}: {
  label: string;
  active: boolean;
  order: string;
  className: string;
}) {
  const Arrow = order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <span className={cn('items-center gap-1', className, active && 'text-brand-900')}>
      {label}
      {active ? <Arrow className="size-3.5" /> : null}
    </span>
  );
}

/**
 * The documents as compact rows under column headings (a wide screen's; the rows label their own
 * cells for screen readers, and the sort is chosen with the "Sort by" menu above).
 */
export function DocumentList({ items, label, sort, busy, colours, folderOf, canWrite, ...on }: Props) {
  const active = (key: ListSort['sort']) => sort.sort === key;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white">
      <div
        aria-hidden="true"
        className="hidden items-center gap-3 border-b border-slate-200 px-4 py-2 text-xs font-semibold text-slate-500 sm:flex"
      >
        <Heading label="Name" active={active('name')} order={sort.order} className="ml-12 flex flex-1" />
        <Heading label="Type" active={active('type')} order={sort.order} className="flex w-28" />
        <span className="hidden w-28 xl:block">File</span>
        <Heading label="Updated" active={active('updated')} order={sort.order} className="flex w-28" />
        <span className="hidden w-32 xl:block">Added by</span>
        <span className="w-9" />
      </div>
      <ul
        className={cn('divide-y divide-slate-200 transition-opacity', busy && 'opacity-60')}
        aria-label={label}
        aria-busy={busy || undefined}
      >
        {items.map((doc) => (
          <DocumentRow
            key={doc.id}
            doc={doc}
            colour={colours.get(doc.type)}
            folderName={folderOf(doc)}
            canWrite={canWrite(doc)}
            onView={() => on.onView(doc)}
            onEdit={() => on.onEdit(doc)}
            onDelete={() => on.onDelete(doc)}
            onTag={on.onTag}
          />
        ))}
      </ul>
    </div>
  );
}
