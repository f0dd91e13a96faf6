import { Pencil, Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '@/lib/use-debounced';
import type { AdminGymList } from '@shared/gyms';
import { Button } from '@/components/ui/button';
import { AdminPageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { GymEditorDialog } from './gym-editor-dialog';
import { useAdminGyms, type GymStatusFilter } from './api';
import { PageNav } from '@/components/ui/page-nav';
import { cn } from '@/lib/utils';

/** /admin/gyms: the directory with search (`?search=` fills it) and paging; create and edit in a dialog. */
export default function AdminGymsPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params] = useSearchParams();
  const [searchText, setSearchText] = useState(() => params.get('search') ?? '');
  const search = useDebounced(searchText.trim());
  const [status, setStatus] = useState<GymStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const gyms = useAdminGyms(search, status, page);
  const { data } = gyms;

  useEffect(() => setPage(1), [search, status]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Gyms"
        description={`The gym directory: ${data ? `${data.total} gyms` : 'loading'}.`}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add gym
          </Button>
        }
      />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchBox
          label="Search gyms"
          placeholder="Search by name, city or club number"
          className="flex-1"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <Select
          aria-label="Status"
          className="sm:w-44"
          value={status}
          onChange={(e) => setStatus(e.target.value as GymStatusFilter)}
        >
          <option value="all">All statuses</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </Select>
      </div>

      <div className="mt-6">
        <QueryState
          query={gyms}
          loading={
            <GymTable>
              {[0, 1, 2, 3].map((i) => (
                <tr key={i}>
                  <td colSpan={6} className="px-4 py-3">
                    <Skeleton className="h-5" />
                  </td>
                </tr>
              ))}
            </GymTable>
          }
          isEmpty={(list) => list.items.length === 0}
          empty={
            <GymTable>
              <tr>
                <td colSpan={6} className="px-4 py-8 text-center text-slate-600">
                  No gyms found.
                </td>
              </tr>
            </GymTable>
          }
        >
          {(list) => <GymList list={list} onEdit={setEditing} />}
        </QueryState>
      </div>

      {data ? <PageNav page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}

      {editing !== null ? (
        <GymEditorDialog gymId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

/** The directory's table at tablet width and up: its head and the given rows. */
function GymTable({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card', className)}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Club #
            </th>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Location
            </th>
            <th scope="col" className="px-4 py-3">
              Members
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The found gyms: cards on a phone, the table from tablet width. */
function GymList({ list, onEdit }: { list: AdminGymList; onEdit: (id: number) => void }) {
  return (
    <>
      <ul aria-label="Gyms" className="space-y-3 sm:hidden">
        {list.items.map((g) => (
          <li
            key={g.id}
            className="flex items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card"
          >
            <div className="min-w-0">
              <p className="font-semibold text-brand-900">{g.name}</p>
              <p className="text-sm text-slate-600">{[g.city, g.state, g.country].filter(Boolean).join(', ')}</p>
              <p className="mt-1 font-mono text-xs text-slate-600">
                {g.clubNumber} · {g.status === 'active' ? 'Active' : 'Inactive'} · {g.memberCount} members
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => onEdit(g.id)} aria-label={`Edit ${g.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </li>
        ))}
      </ul>
      <GymTable className="hidden sm:block">
        {list.items.map((g) => (
          <tr key={g.id}>
            <td className="px-4 py-3 font-mono text-xs text-slate-600">{g.clubNumber}</td>
            <td className="px-4 py-3 font-semibold text-brand-900">{g.name}</td>
            <td className="px-4 py-3 text-slate-700">{[g.city, g.state, g.country].filter(Boolean).join(', ')}</td>
            <td className="px-4 py-3 text-slate-700">{g.memberCount}</td>
            <td className="px-4 py-3">
              <span
                className={
                  g.status === 'active'
                    ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800'
                    : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700'
                }
              >
                {g.status === 'active' ? 'Active' : 'Inactive'}
              </span>
            </td>
            <td className="px-4 py-3 text-right">
              <Button variant="ghost" size="sm" onClick={() => onEdit(g.id)} aria-label={`Edit ${g.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </td>
          </tr>
        ))}
      </GymTable>
    </>
  );
}
