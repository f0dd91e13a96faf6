import type { AdminRole } from '@shared/roles';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useDebounced } from '@/lib/use-debounced';
import { useChangeUserRole, useUserRoles, useUserSearch } from './api';

function UserRolesEditor({ userId, name, roles }: { userId: number; name: string; roles: readonly AdminRole[] }) {
  const query = useUserRoles(userId);
  const change = useChangeUserRole(userId);
  const [adding, setAdding] = useState('');
  return (
    <section aria-labelledby="user-roles-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="user-roles-title" className="font-semibold text-brand-900">
        {name}
      </h3>
      <QueryState query={query} loadingLabel="Loading the user's roles" errorFallback="The roles could not be loaded.">
        {(data) => {
          const held = new Set(data.extraRoles.map((r) => r.id));
          const offered = roles.filter((r) => !held.has(r.id) && r.id !== data.role?.id);
          return (
            <>
              <p className="mt-1 text-sm text-slate-600">Role: {data.role?.name ?? 'none'}</p>
              <h4 className="mt-3 text-sm font-semibold text-slate-700">Extra roles</h4>
              {data.extraRoles.length ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {data.extraRoles.map((r) => (
                    <li
                      key={r.id}
                      className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm"
                    >
                      {r.name}
                      <Button
                        size="sm"
                        variant="ghost"
                        className="h-7 w-7 p-0"
                        aria-label={`Remove ${r.name} from ${name}`}
                        disabled={change.isPending}
                        onClick={() =>
                          change.mutate(
                            { roleId: r.id, add: false },
                            { onSuccess: () => toast({ title: `${r.name} removed from ${name}` }) },
                          )
                        }
                      >
                        <X aria-hidden="true" className="size-4" />
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-slate-600">No extra roles.</p>
              )}
              <form
                className="mt-3 flex flex-wrap items-end gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!adding) return;
                  change.mutate(
                    { roleId: Number(adding), add: true },
                    {
                      onSuccess: () => {
                        toast({ title: `Role given to ${name}`, description: 'It applies from their next request.' });
                        setAdding('');
                      },
                    },
                  );
                }}
              >
                <label className="text-sm font-medium text-slate-700">
                  Add a role
                  <Select className="mt-1 w-56" value={adding} onChange={(e) => setAdding(e.target.value)}>
                    <option value="">Choose a role</option>
                    {offered.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                  </Select>
                </label>
                <Button type="submit" disabled={!adding || change.isPending}>
                  Add role
                </Button>
              </form>
              {change.isError ? (
                <div className="mt-2">
                  <ErrorNotice error={change.error} fallback="The role could not be changed." />
                </div>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

/** Users' extra roles: search a user, then give or take roles beyond their own. */
export function UserRoles({ roles }: { roles: readonly AdminRole[] }) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const found = useUserSearch(search);
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  return (
    <section aria-labelledby="extra-roles-title">
      <h2 id="extra-roles-title" className="text-xl font-bold text-brand-900">
        Users&rsquo; extra roles
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A user holds the permissions of their role and of every extra role, from their next request on.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <SearchBox
            label="Find a user by name, username or email"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
          {search.length >= 2 ? (
            <div className="mt-3">
              <QueryState
                query={found}
                loadingLabel="Searching users"
                errorFallback="The search failed."
                isEmpty={(d) => d.items.length === 0}
                empty={<p className="text-sm text-slate-600">No user matches.</p>}
              >
                {(data) => (
                  <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
                    {data.items.map((u) => {
                      const name = `${u.firstName} ${u.lastName}`;
                      return (
                        <li key={u.id}>
                          <button
                            type="button"
                            aria-pressed={chosen?.id === u.id}
                            onClick={() => setChosen({ id: u.id, name })}
                            className="flex w-full items-baseline justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-500 aria-pressed:bg-brand-50"
                          >
                            <span className="font-medium text-slate-900">{name}</span>
                            <span className="text-slate-500">
                              {u.username} · {u.role}
                            </span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </QueryState>
            </div>
          ) : null}
        </div>
        {chosen ? <UserRolesEditor key={chosen.id} userId={chosen.id} name={chosen.name} roles={roles} /> : null}
      </div>
    </section>
  );
}
