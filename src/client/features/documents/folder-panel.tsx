import { Building2, ChevronDown, Files, Folder as FolderIcon, Landmark } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { FolderNode } from './folder-tree';

/** What the list shows: everything, one side, or one folder. */
export type Place = { kind: 'all' } | { kind: 'gym' } | { kind: 'library' } | { kind: 'folder'; id: number };

export function placeHref(place: Place, keep: URLSearchParams): string {
  const next = new URLSearchParams();
  // Search, filters and the sort stay; the page starts again.
  for (const key of ['q', 'type', 'tag', 'sort', 'order']) {
    const value = keep.get(key);
    if (value) next.set(key, value);
  }
  if (place.kind === 'folder') next.set('folder', String(place.id));
  else if (place.kind !== 'all') next.set('scope', place.kind);
  const text = next.toString();
  return text ? `/repository?${text}` : '/repository';
}

const rowClasses = (current: boolean) =>
  cn(
    'flex min-h-10 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-accent-500',
    current ? 'bg-brand-900 font-semibold text-white' : 'text-slate-800 hover:bg-brand-50',
  );

function PlaceLink({
  to,
  current,
  icon,
  children,
  count,
}: {
  to: string;
  current: boolean;
  icon: ReactNode;
  children: ReactNode;
  count?: number;
}) {
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} className={rowClasses(current)}>
      {icon}
      <span className="min-w-0 flex-1 truncate">{children}</span>
      {count ? (
        <span className={cn('text-xs', current ? 'text-white/80' : 'text-slate-500')}>
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only">{count === 1 ? ' document)' : ' documents)'}</span>
        </span>
      ) : null}
    </Link>
  );
}

function Branch({
  nodes,
  place,
  params,
  closed,
  toggle,
}: {
  nodes: FolderNode[];
  place: Place;
  params: URLSearchParams;
  closed: Set<number>;
  toggle: (id: number) => void;
}) {
  return (
    <ul className="grid gap-0.5">
      {nodes.map(({ folder, children }) => {
        const current = place.kind === 'folder' && place.id === folder.id;
        const open = !closed.has(folder.id);
        return (
          <li key={folder.id}>
            <div className="flex items-center">
              {children.length ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-label={`${open ? 'Hide' : 'Show'} folders in ${folder.name}`}
                  onClick={() => toggle(folder.id)}
                  className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-500"
                >
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('size-4 transition-transform', !open && '-rotate-90')}
                  />
                </button>
              ) : (
                <span className="w-8 shrink-0" aria-hidden="true" />
              )}
              <PlaceLink
                to={placeHref({ kind: 'folder', id: folder.id }, params)}
                current={current}
                count={folder.documentCount}
                icon={
                  <FolderIcon aria-hidden="true" className={cn('size-4 shrink-0', !current && 'text-accent-700')} />
                }
              >
                {folder.name}
              </PlaceLink>
            </div>
            {children.length && open ? (
              <div className="ml-4 border-l border-slate-200 pl-1">
                <Branch nodes={children} place={place} params={params} closed={closed} toggle={toggle} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

interface FolderPanelProps {
  trees: { gym: FolderNode[]; library: FolderNode[] } | null;
  place: Place;
  params: URLSearchParams;
  hasGym: boolean;
  /** The name of what the list shows, for the phone's toggle. */
  currentLabel: string;
}

/**
 * The folder tree: everything, the gym's side and the club library's, each with its folders
 * nested. Beside the list from 1024 px; above it, folded behind a toggle, on a phone.
 */
export function FolderPanel({ trees, place, params, hasGym, currentLabel }: FolderPanelProps) {
  const [closed, setClosed] = useState<Set<number>>(new Set());
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const toggle = (id: number) =>
    setClosed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <nav aria-label="Folders" className="rounded-2xl border border-slate-200 bg-white p-2 lg:p-3">
      <button
        type="button"
        aria-expanded={openOnPhone}
        aria-controls="folder-tree"
        onClick={() => setOpenOnPhone((v) => !v)}
        className="flex w-full items-center justify-between gap-2 rounded-lg px-2 py-2 text-left text-sm font-semibold text-brand-900 focus-visible:outline-2 focus-visible:outline-accent-500 lg:hidden"
      >
        <span className="flex min-w-0 items-center gap-2">
          <FolderIcon aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
          <span className="truncate">
            <span className="sr-only">Folders, showing </span>
            {currentLabel}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-slate-600">
          {openOnPhone ? 'Hide folders' : 'Browse folders'}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', !openOnPhone && '-rotate-90')} />
        </span>
      </button>
      {/* Choosing a place folds the phone's panel again, so the list is in view. */}
      <div
        id="folder-tree"
        className={cn('mt-2 grid gap-4 lg:mt-0', openOnPhone ? 'grid' : 'hidden lg:grid')}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpenOnPhone(false);
        }}
      >
        <PlaceLink
          to={placeHref({ kind: 'all' }, params)}
          current={place.kind === 'all'}
          icon={<Files aria-hidden="true" className="size-4 shrink-0" />}
        >
          All documents
        </PlaceLink>
        {hasGym ? (
          <section aria-labelledby="tree-gym" className="grid gap-1">
            <h2 id="tree-gym" className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Your gym
            </h2>
            <PlaceLink
              to={placeHref({ kind: 'gym' }, params)}
              current={place.kind === 'gym'}
              icon={<Building2 aria-hidden="true" className="size-4 shrink-0" />}
            >
              All of your gym's documents
            </PlaceLink>
            {trees ? (
              trees.gym.length ? (
                <Branch nodes={trees.gym} place={place} params={params} closed={closed} toggle={toggle} />
              ) : (
                <p className="px-2 text-xs text-slate-600">No folders yet.</p>
              )
            ) : (
              <Skeleton className="mx-2 h-24" />
            )}
          </section>
        ) : null}
        <section aria-labelledby="tree-library" className="grid gap-1">
          <h2 id="tree-library" className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Club library
          </h2>
          <PlaceLink
            to={placeHref({ kind: 'library' }, params)}
            current={place.kind === 'library'}
            icon={<Landmark aria-hidden="true" className="size-4 shrink-0" />}
          >
            All of the club library
          </PlaceLink>
          {trees ? (
            <Branch nodes={trees.library} place={place} params={params} closed={closed} toggle={toggle} />
          ) : (
            <Skeleton className="mx-2 h-24" />
          )}
        </section>
      </div>
    </nav>
  );
}
