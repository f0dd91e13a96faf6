import { USER_STATUSES, type UserStatus } from '@shared/accounts';
import { ArrowLeft, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { cn } from '@/lib/utils';
import { statusClasses } from './labels';
import { dateTime } from '@/lib/format';
import { LoginLogTable } from './login-log-table';
import { LogReachNote } from '@/components/ui/log-reach';
import { PageNav } from '@/components/ui/page-nav';
import { useAdminUsers, useLoginLog } from './api';
import { UserDetailDialog } from './user-detail-dialog';

/** /admin/users: members with search and paging, each user's detail and actions, and the login log (`?tab=log`). */
export default function AdminUsersPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/admin" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Administration
      </Link>
      <PageHeader
        className="mt-2"
        title="Users"
        description="Members, their roles and account status, and who signed in from where."
      />
      <Tabs defaultValue={params.get('tab') === 'log' ? 'log' : 'users'} className="mt-6">
        <TabsList aria-label="Users or login log" className="max-w-sm">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="log">Login log</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UserList />
        </TabsContent>
        <TabsContent value="log">
          <LoginLog />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function UserList() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<UserStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const users = useAdminUsers(search, status, page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setPage(1);
  };

  return (
    <section aria-label="User list">
      <form role="search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="user-search">Search by name, username or email</Label>
          <SearchBox id="user-search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </div>
        <div className="grid gap-1.5 sm:w-44">
          <Label htmlFor="user-status">Status</Label>
          <Select
            id="user-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as UserStatus | 'all');
              setPage(1);
            }}
          >
            <option value="all">All</option>
            {USER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0]?.toUpperCase()}
                {s.slice(1)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">
          <Search aria-hidden="true" /> Search
        </Button>
      </form>

      <div className="mt-6">
        <QueryState
          query={users}
          loading={<Spinner label="Loading users" />}
          isEmpty={(list) => list.items.length === 0}
          empty={<p className="text-sm text-slate-600">No users match.</p>}
        >
          {(list) => (
            <>
              <div className="overflow-x-auto rounded-xl border border-slate-200">
                <table className="w-full min-w-[720px] text-left text-sm">
                  <caption className="sr-only">Users</caption>
                  <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        Name
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Email
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Gym
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Role
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Status
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Last login
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {list.items.map((user) => (
                      <tr key={user.id} className="hover:bg-brand-50/50">
                        <td className="px-3 py-2">
                          <button
                            type="button"
                            onClick={() => setOpenId(user.id)}
                            className="text-left font-semibold text-brand-800 hover:underline"
                          >
                            {user.firstName} {user.lastName}
                          </button>
                          <span className="block text-xs text-slate-600">{user.username}</span>
                        </td>
                        <td className="px-3 py-2">{user.email}</td>
                        <td className="px-3 py-2">{user.gym?.name ?? '—'}</td>
                        <td className="px-3 py-2">{user.isAdmin ? `${user.role} · admin` : user.role}</td>
                        <td className="px-3 py-2">
                          <span
                            className={cn(
                              'rounded-full px-2 py-0.5 text-xs font-semibold',
                              statusClasses[user.status] ?? 'bg-slate-100',
                            )}
                          >
                            {user.status}
                          </span>
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">{dateTime(user.lastLogin)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <PageNav page={list.page} pageSize={list.pageSize} total={list.total} onPage={setPage} />
            </>
          )}
        </QueryState>
      </div>
      <UserDetailDialog userId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}

function LoginLog() {
  const [page, setPage] = useState(1);
  const log = useLoginLog(page);
  return (
    <QueryState query={log} loading={<Spinner label="Loading the login log" />}>
      {(list) => (
        <section>
          <LoginLogTable entries={list.items} caption="Login log" />
          <PageNav page={list.page} pageSize={list.pageSize} total={list.total} onPage={setPage} />
          <div className="mt-2">
            <LogReachNote reach={list.reach} kept="Sign-ins are kept" />
          </div>
        </section>
      )}
    </QueryState>
  );
}
