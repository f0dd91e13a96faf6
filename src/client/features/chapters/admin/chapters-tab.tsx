import type { AdminChapter } from '@shared/chapters';
import { Pencil, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PageNav } from '@/components/ui/page-nav';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAdminChapters, useDeleteChapter } from '../api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SearchBox } from '@/components/ui/search-box';
import { LoadError } from '../page-states';
import { StatusBadge } from './bits';
import { ChapterEditDialog } from './chapter-edit-dialog';

/** Every chapter (any status) with its president and numbers; search, edit and delete. */
export function ChaptersTab() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [page, setPage] = useState(1);
  const list = useAdminChapters(deferred, page);
  const remove = useDeleteChapter();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminChapter | null>(null);

  return (
    <div>
      <div className="grid grid-cols-1 max-w-md gap-1.5">
        <Label htmlFor="admin-chapter-search">Search chapters</Label>
        <SearchBox
          id="admin-chapter-search"
          placeholder="Name, city or state"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>

      <div className="mt-5" aria-busy={list.isPending}>
        {list.isPending ? (
          <Skeleton className="h-64 rounded-2xl" />
        ) : list.isError ? (
          <LoadError error={list.error} what="the chapters" onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {deferred.trim()
              ? 'No chapter matches your search.'
              : 'No chapters yet. Approve an application to create one.'}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {list.data.items.map((c) => (
              <li
                key={c.id}
                className="grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card md:grid-cols-[1fr_auto] md:items-center"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link to={`/chapter/${c.id}`} className="font-bold text-brand-900 hover:underline">
                      {c.name}
                    </Link>
                    <StatusBadge status={c.status} />
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {c.city}, {c.state} · President: {c.presidentName ?? 'none'} · {c.memberCount}{' '}
                    {c.memberCount === 1 ? 'member' : 'members'}
                    {c.pendingJoinRequests > 0 ? ` · ${c.pendingJoinRequests} waiting to join` : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(c.id)} aria-label={`Edit ${c.name}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => {
                      remove.reset();
                      setDeleting(c);
                    }}
                    aria-label={`Delete ${c.name}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {list.data ? <PageNav page={page} pageSize={20} total={list.data.total} onPage={setPage} /> : null}

      {editing !== null ? <ChapterEditDialog id={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this chapter?"
        description={
          deleting
            ? `${deleting.name} and its member list and join requests are removed for good. Its events stay on the calendar without a chapter.`
            : ''
        }
        confirmLabel="Delete chapter"
        variant="destructive"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: `${deleting.name} deleted` });
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
