import { Pencil, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { cn } from '@/lib/utils';
import { GymEditorDialog } from './gym-editor-dialog';
import { useGyms, type GymStatusFilter } from './use-admin-gyms';
import { errorMessage } from '@/lib/api';
import { PageNav } from '@/components/ui/page-nav';

/** Waits until typing pauses before searching. */
function useDebounced<T>(value: T, ms = 300): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return current;
}

/** /admin/gyms: the directory with search and paging; create and edit in a dialog. */
export default function AdminGymsPage({ path }: PageProps) {
  useRouteTitle(path);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const [status, setStatus] = useState<GymStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data, isPending, isError, error } = useGyms(search, status, page);

  useEffect(() => setPage(1), [search, status]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to="/admin" className="text-brand-700 hover:underline">
          Administration
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Gyms</h1>
          <p className="mt-2 text-slate-600">The gym directory: {data ? `${data.total} gyms` : 'loading'}.</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add gym
        </Button>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <Input
            type="search"
            aria-label="Search gyms"
            placeholder="Search by name, city or club number"
            className="pl-9"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
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

      {data && data.items.length > 0 ? (
        <ul aria-label="Gyms" className="mt-6 space-y-3 sm:hidden">
          {data.items.map((g) => (
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
              <Button variant="outline" size="sm" onClick={() => setEditing(g.id)} aria-label={`Edit ${g.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className={cn(
          'mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card',
          data && data.items.length > 0 && 'hidden sm:block',
        )}
      >
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
          <tbody className="divide-y divide-slate-100">
            {isPending ? (
              [0, 1, 2, 3].map((i) => (
                <tr key={i}>
                  <td colSpan={6} className="px-4 py-3">
                    <Skeleton className="h-5" />
                  </td>
                </tr>
              ))
            ) : isError ? (
              <tr>
                <td colSpan={6} role="alert" className="px-4 py-6 text-red-700">
                  {errorMessage(error)}
                </td>
              </tr>
            ) : data.items.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-8 text-center text-slate-600">
                  No gyms found.
                </td>
              </tr>
            ) : (
              data.items.map((g) => (
                <tr key={g.id}>
                  <td className="px-4 py-3 font-mono text-xs text-slate-600">{g.clubNumber}</td>
                  <td className="px-4 py-3 font-semibold text-brand-900">{g.name}</td>
                  <td className="px-4 py-3 text-slate-700">
                    {[g.city, g.state, g.country].filter(Boolean).join(', ')}
                  </td>
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
                    <Button variant="ghost" size="sm" onClick={() => setEditing(g.id)} aria-label={`Edit ${g.name}`}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {data ? <PageNav page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}

      {editing !== null ? (
        <GymEditorDialog gymId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
