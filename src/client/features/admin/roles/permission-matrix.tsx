import type { AdminRole, PermissionCatalogue } from '@shared/roles';
import { Fragment, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import { useSetRolePermissions } from './api';
import { treeOrder } from './role-tree';

const REASON_ID = 'registration-platform-reason';
export const REGISTRATION_REASON =
  'Platform permissions can never be granted to a registration role (Owner, Director, Manager, member) or a role below one: anyone may register as those roles.';

const sameSet = (a: readonly string[], b: ReadonlySet<string>) => a.length === b.size && a.every((n) => b.has(n));

/**
 * The role × permission matrix: a checkbox per role and permission, grouped by category. Saving
 * replaces the set of each changed role (PUT /api/admin/roles/:id/permissions); a platform
 * permission's box is disabled for the registration roles, with the reason.
 */
export function PermissionMatrix({
  roles,
  catalogue,
}: {
  roles: readonly AdminRole[];
  catalogue: PermissionCatalogue;
}) {
  const ordered = treeOrder(roles).map((x) => x.role);
  const [edits, setEdits] = useState<Map<number, Set<string>>>(new Map());
  const save = useSetRolePermissions();
  const current = (role: AdminRole) => edits.get(role.id) ?? new Set(role.permissions);
  const changed = ordered.filter((role) => edits.has(role.id) && !sameSet(role.permissions, edits.get(role.id)!));

  const toggle = (role: AdminRole, name: string, on: boolean) =>
    setEdits((prev) => {
      const next = new Map(prev);
      const set = new Set(prev.get(role.id) ?? role.permissions);
      if (on) set.add(name);
      else set.delete(name);
      next.set(role.id, set);
      return next;
    });

  const saveAll = async () => {
    try {
      for (const role of changed) {
        await save.mutateAsync({ id: role.id, permissions: [...edits.get(role.id)!].sort() });
        setEdits((prev) => {
          const next = new Map(prev);
          next.delete(role.id);
          return next;
        });
      }
      toast({ title: 'Permissions saved', description: 'They apply from the next request of each user.' });
    } catch {
      // The notice below shows the server's message.
    }
  };

  return (
    <section aria-labelledby="matrix-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="matrix-title" className="text-xl font-bold text-brand-900">
          Permissions by role
        </h2>
        <div className="flex items-center gap-2">
          {changed.length ? (
            <span className="text-sm text-slate-600" aria-live="polite">
              {changed.length} {changed.length === 1 ? 'role' : 'roles'} changed
            </span>
          ) : null}
          <Button variant="outline" disabled={!changed.length || save.isPending} onClick={() => setEdits(new Map())}>
            Undo changes
          </Button>
          <Button disabled={!changed.length || save.isPending} onClick={() => void saveAll()}>
            Save permissions
          </Button>
        </div>
      </div>
      <p id={REASON_ID} className="mt-1 text-sm text-slate-600">
        Each box grants a permission to a role itself (a role also holds those of the roles below it).{' '}
        {REGISTRATION_REASON}
      </p>
      {save.isError ? (
        <div className="mt-3">
          <ErrorNotice error={save.error} fallback="The permissions could not be saved." />
        </div>
      ) : null}
      <div className="mt-4 max-h-[70vh] overflow-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">Permissions (rows) granted to each role (columns)</caption>
          <thead className="sticky top-0 z-10 bg-slate-50">
            <tr>
              <th
                scope="col"
                className="border-b border-slate-200 px-3 py-2 text-left text-xs font-semibold text-slate-600 uppercase"
              >
                Permission
              </th>
              {ordered.map((role) => (
                <th
                  key={role.id}
                  scope="col"
                  className="border-b border-slate-200 px-2 py-2 text-center text-xs font-semibold text-slate-700"
                >
                  {role.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {catalogue.map((group) => (
              <Fragment key={group.category}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={ordered.length + 1}
                    className="border-b border-slate-200 bg-slate-100 px-3 py-1.5 text-left text-xs font-bold tracking-wide text-slate-700 uppercase"
                  >
                    {group.category}
                  </th>
                </tr>
                {group.permissions.map((p) => (
                  <tr key={p.name} className="hover:bg-slate-50">
                    <th scope="row" className="border-b border-slate-100 px-3 py-1.5 text-left font-normal">
                      <span className="font-mono text-xs font-semibold text-slate-900">{p.name}</span>
                      {p.scope === 'platform' ? (
                        <span className="ml-2 rounded bg-brand-50 px-1 text-[10px] text-brand-800 uppercase">
                          platform
                        </span>
                      ) : null}
                      {p.description ? <span className="block text-xs text-slate-500">{p.description}</span> : null}
                    </th>
                    {ordered.map((role) => {
                      const locked = p.scope === 'platform' && role.registration;
                      const checked = current(role).has(p.name);
                      return (
                        <td key={role.id} className="border-b border-slate-100 px-2 py-1.5 text-center">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-700"
                            aria-label={`${p.name} for ${role.name}`}
                            checked={checked}
                            disabled={locked || save.isPending}
                            aria-describedby={locked ? REASON_ID : undefined}
                            title={locked ? REGISTRATION_REASON : undefined}
                            onChange={(e) => toggle(role, p.name, e.target.checked)}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
