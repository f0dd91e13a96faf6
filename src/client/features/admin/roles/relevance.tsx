import type { AdminRole, Relevance, RoleRelevance } from '@shared/roles';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorNotice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useRoleRelevance, useSetRoleRelevance } from './api';

type Kind = 'articles' | 'modules' | 'tools';
const KINDS: { kind: Kind; title: string }[] = [
  { kind: 'articles', title: 'Articles' },
  { kind: 'modules', title: 'Learning modules' },
  { kind: 'tools', title: 'Tools' },
];

const keyOf = (item: { id?: number; slug?: string }) => String(item.slug ?? item.id);

function RelevanceEditor({ role, data }: { role: AdminRole; data: RoleRelevance }) {
  const initial = () =>
    Object.fromEntries(
      KINDS.map(({ kind }) => [
        kind,
        Object.fromEntries(
          (data[kind] as { id?: number; slug?: string; relevance: Relevance | null }[]).map((x) => [
            keyOf(x),
            x.relevance ?? '',
          ]),
        ),
      ]),
    ) as Record<Kind, Record<string, Relevance | ''>>;
  const [values, setValues] = useState(initial);
  const save = useSetRoleRelevance(role.id);
  const picked = (kind: Kind) =>
    Object.entries(values[kind]).filter((entry): entry is [string, Relevance] => entry[1] !== '');
  const submit = () =>
    save.mutate(
      {
        articles: picked('articles').map(([id, relevance]) => ({ id: Number(id), relevance })),
        modules: picked('modules').map(([id, relevance]) => ({ id: Number(id), relevance })),
        tools: picked('tools').map(([slug, relevance]) => ({ slug, relevance })),
      },
      { onSuccess: () => toast({ title: `Content for ${role.name} saved` }) },
    );
  return (
    <>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {KINDS.map(({ kind, title }) => {
          const items = data[kind] as { id?: number; slug?: string; title: string }[];
          return (
            <fieldset key={kind} className="rounded-xl border border-slate-200 bg-white p-4">
              <legend className="px-1 font-semibold text-brand-900">
                {title} <span className="text-sm font-normal text-slate-500">({picked(kind).length} relevant)</span>
              </legend>
              {items.length ? (
                <ul className="max-h-96 space-y-1 overflow-auto pr-1">
                  {items.map((item) => {
                    const key = keyOf(item);
                    return (
                      <li key={key} className="flex items-center justify-between gap-2 text-sm">
                        <span className="min-w-0 truncate" title={item.title}>
                          {item.title}
                        </span>
                        <Select
                          aria-label={`Relevance of ${item.title} to ${role.name}`}
                          className="h-8 w-32 shrink-0 py-0 text-sm"
                          value={values[kind][key] ?? ''}
                          onChange={(e) =>
                            setValues((v) => ({
                              ...v,
                              [kind]: { ...v[kind], [key]: e.target.value as Relevance | '' },
                            }))
                          }
                        >
                          <option value="">Not relevant</option>
                          <option value="primary">Primary</option>
                          <option value="secondary">Secondary</option>
                        </Select>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="text-sm text-slate-600">None yet.</p>
              )}
            </fieldset>
          );
        })}
      </div>
      {save.isError ? (
        <div className="mt-3">
          <ErrorNotice error={save.error} fallback="The content relevance could not be saved." />
        </div>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button onClick={submit} disabled={save.isPending}>
          Save content for {role.name}
        </Button>
      </div>
    </>
  );
}

/** Which articles, learning modules and tools each role finds relevant (the /tools hub lists them first). */
export function ContentRelevance({ roles }: { roles: readonly AdminRole[] }) {
  const [roleId, setRoleId] = useState<number | null>(
    roles.find((r) => r.name === 'Owner')?.id ?? roles[0]?.id ?? null,
  );
  const query = useRoleRelevance(roleId);
  const role = roles.find((r) => r.id === roleId);
  return (
    <section aria-labelledby="relevance-title">
      <h2 id="relevance-title" className="text-xl font-bold text-brand-900">
        Content relevance
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Mark what matters to each role. Members see their roles&rsquo; primary tools first on the tools page, then the
        secondary ones.
      </p>
      <label className="mt-4 block max-w-xs text-sm font-medium text-slate-700">
        Role
        <Select className="mt-1" value={roleId ?? ''} onChange={(e) => setRoleId(Number(e.target.value))}>
          {roles.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
      </label>
      {role ? (
        <QueryState
          query={query}
          loadingLabel="Loading the role's content"
          errorFallback="The content could not be loaded."
        >
          {(data) => <RelevanceEditor key={role.id} role={role} data={data} />}
        </QueryState>
      ) : null}
    </section>
  );
}
