import { roleInputSchema, type AdminRole, type RoleInput } from '@shared/roles';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useDeleteRole, useSaveRole } from './api';

/** The roles in tree order: each parent, then its children by level and display order, indented. */
export function treeOrder(roles: readonly AdminRole[]): { role: AdminRole; depth: number }[] {
  const ids = new Set(roles.map((r) => r.id));
  const children = (parent: number | null) =>
    roles
      .filter((r) =>
        parent === null ? r.parentRoleId === null || !ids.has(r.parentRoleId) : r.parentRoleId === parent,
      )
      .sort((a, b) => a.level - b.level || a.displayOrder - b.displayOrder || a.id - b.id);
  const out: { role: AdminRole; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const role of children(parent)) {
      if (seen.has(role.id)) continue;
      seen.add(role.id);
      out.push({ role, depth });
      walk(role.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

type Draft = {
  name: string;
  description: string;
  parentRoleId: string;
  level: string;
  displayOrder: string;
  icon: string;
};

const draftOf = (role: AdminRole | null): Draft => ({
  name: role?.name ?? '',
  description: role?.description ?? '',
  parentRoleId: role?.parentRoleId ? String(role.parentRoleId) : '',
  level: String(role?.level ?? 5),
  displayOrder: String(role?.displayOrder ?? 0),
  icon: role?.icon ?? '',
});

function RoleDialog({
  role,
  roles,
  onClose,
}: {
  role: AdminRole | null;
  roles: readonly AdminRole[];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(role));
  const [errors, setErrors] = useState<Partial<Record<keyof RoleInput, string>>>({});
  const save = useSaveRole();
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = roleInputSchema.safeParse({
      name: draft.name,
      description: draft.description || null,
      parentRoleId: draft.parentRoleId ? Number(draft.parentRoleId) : null,
      level: draft.level === '' ? Number.NaN : Number(draft.level),
      displayOrder: draft.displayOrder === '' ? Number.NaN : Number(draft.displayOrder),
      icon: draft.icon || null,
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof RoleInput, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof RoleInput] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: role?.id ?? null, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast({ title: role ? `${saved.name} saved` : `${saved.name} created` });
          onClose();
        },
      },
    );
  };
  const system = role?.isSystem === true;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={role ? `Edit ${role.name}` : 'New role'}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Name" error={errors.name} hint={system ? 'A system role keeps its name.' : undefined}>
          <Input value={draft.name} onChange={set('name')} maxLength={50} readOnly={system} required />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea value={draft.description} onChange={set('description')} maxLength={500} rows={2} />
        </FormField>
        <FormField
          label="Parent role"
          error={errors.parentRoleId}
          hint="A role also holds the permissions of every role below it."
        >
          <Select value={draft.parentRoleId} onChange={set('parentRoleId')} disabled={system}>
            <option value="">None (top of the tree)</option>
            {roles
              .filter((r) => r.id !== role?.id)
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
          </Select>
        </FormField>
        <div className="grid grid-cols-3 gap-3">
          <FormField label="Level" error={errors.level}>
            <Input type="number" min={0} max={99} value={draft.level} onChange={set('level')} />
          </FormField>
          <FormField label="Display order" error={errors.displayOrder}>
            <Input type="number" min={0} max={9999} value={draft.displayOrder} onChange={set('displayOrder')} />
          </FormField>
          <FormField label="Icon" error={errors.icon} hint="A Lucide icon name">
            <Input value={draft.icon} onChange={set('icon')} maxLength={50} />
          </FormField>
        </div>
        {save.isError ? <ErrorNotice error={save.error} fallback="The role could not be saved." /> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {role ? 'Save role' : 'Create role'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The role tree with its parent, level, display order and icon; create, edit and delete roles. */
export function RoleTree({ roles }: { roles: readonly AdminRole[] }) {
  const [editing, setEditing] = useState<AdminRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminRole | null>(null);
  const remove = useDeleteRole();
  const byId = new Map(roles.map((r) => [r.id, r]));
  return (
    <section aria-labelledby="role-tree-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="role-tree-title" className="text-xl font-bold text-brand-900">
          Role tree
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" /> New role
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        A role holds its own permissions and those of the roles below it. Owner, Director, Manager and member are
        registration roles: anyone may sign up as one, so they hold gym permissions only.
      </p>
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Roles in tree order</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Role
              </th>
              <th scope="col" className="px-3 py-2">
                Parent
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Level
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Order
              </th>
              <th scope="col" className="px-3 py-2">
                Icon
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Permissions
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Users
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {treeOrder(roles).map(({ role, depth }) => (
              <tr key={role.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  <span
                    style={{ paddingLeft: `${depth * 1.25}rem` }}
                    className="inline-flex flex-wrap items-center gap-2"
                  >
                    {role.name}
                    {role.isSystem ? (
                      <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-600">system</span>
                    ) : null}
                    {role.registration ? (
                      <span className="rounded bg-amber-50 px-1.5 text-xs text-amber-800">registration</span>
                    ) : null}
                  </span>
                  {role.description ? (
                    <span className="block pl-0 text-xs font-normal text-slate-500">{role.description}</span>
                  ) : null}
                </th>
                <td className="px-3 py-2 text-slate-700">
                  {role.parentRoleId ? (byId.get(role.parentRoleId)?.name ?? '—') : '—'}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{role.level}</td>
                <td className="px-3 py-2 text-right tabular-nums">{role.displayOrder}</td>
                <td className="px-3 py-2 text-slate-700">{role.icon ?? '—'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{role.permissions.length}</td>
                <td className="px-3 py-2 text-right tabular-nums">{role.userCount}</td>
                <td className="px-3 py-2">
                  <div className="flex justify-end gap-1">
                    <Button size="sm" variant="ghost" onClick={() => setEditing(role)} aria-label={`Edit ${role.name}`}>
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    {role.isSystem ? null : (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setDeleting(role)}
                        aria-label={`Delete ${role.name}`}
                      >
                        <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <RoleDialog role={editing === 'new' ? null : editing} roles={roles} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={`Delete ${deleting?.name ?? 'the role'}?`}
        description="The roles below it move up to its parent. A role someone holds cannot be deleted."
        confirmLabel="Delete role"
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
    </section>
  );
}
