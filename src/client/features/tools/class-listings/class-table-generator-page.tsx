import { Check as CheckIcon, Copy } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AGE_BANDS,
  categoriesOf,
  DAY_LABELS,
  DAYS,
  DEFAULT_TABLE_COLORS,
  DEFAULT_TABLE_COLUMNS,
  embedSnippet,
  TABLE_COLUMN_LABELS,
  TABLE_COLUMNS,
  tableConfigInputSchema,
  type SavedTableConfig,
  type TableColors,
  type TableConfig,
} from '@shared/tools/class-listings';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/use-toast';
import { signInHref, useAuth, usePermissions } from '@/features/accounts';
import { errorMessage } from '@/lib/api';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useClassListings, useDeleteTableConfig, useSaveTableConfig, useTableConfigs } from './api';
import { SourceNote } from './class-bits';
import { OrgPicker } from './org-picker';
import { TablePreview } from './table-preview';

const emptyConfig = (): TableConfig => ({
  columns: [...DEFAULT_TABLE_COLUMNS],
  filters: { days: [], ages: [], categories: [], openOnly: false },
  colors: { ...DEFAULT_TABLE_COLORS },
});

const COLOR_LABELS: Record<keyof TableColors, string> = {
  header: 'Header background',
  headerText: 'Header text',
  accent: 'Accent (links, title bar)',
  stripe: 'Striped rows',
};

/** Adds or removes one value of a list, keeping the order of `all`. */
function toggled<T>(list: readonly T[], value: T, all: readonly T[]): T[] {
  const on = list.includes(value);
  return all.filter((v) => (v === value ? !on : list.includes(v)));
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-bold text-brand-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">{children}</div>
    </fieldset>
  );
}

function CheckBox({ label, checked, onChange }: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input type="checkbox" className="size-4 accent-brand-900" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

/** The one-line embed code of a saved table, with a copy button. */
export function EmbedSnippet({ table }: { table: Pick<SavedTableConfig, 'id' | 'title'> }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const code = embedSnippet(window.location.origin, table.id, table.title);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast({ title: 'Embed code copied', description: 'Paste it into your website’s class page.' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the code and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Embed code for “{table.title}”</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={code} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={() => void copy()}
          aria-label={`Copy embed code for ${table.title}`}
        >
          {copied ? <CheckIcon className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          Copy
        </Button>
      </div>
    </div>
  );
}

function SavedTables({ onLoad }: { onLoad: (table: SavedTableConfig) => void }) {
  const tables = useTableConfigs(true);
  const save = useSaveTableConfig();
  const remove = useDeleteTableConfig();
  const [deleting, setDeleting] = useState<SavedTableConfig | null>(null);
  return (
    <section aria-labelledby="saved-tables" className="grid gap-3">
      <h2 id="saved-tables" className="text-xl font-bold text-brand-900">
        Your saved tables
      </h2>
      <QueryState
        query={tables}
        loadingLabel="Loading saved tables"
        errorFallback="Your saved tables could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p className="text-slate-600">No saved tables yet. Build one above and save it to get its embed code.</p>
        }
      >
        {(data) => (
          <ul className="grid gap-4">
            {data.items.map((t) => (
              <li key={t.id} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-bold text-brand-900">
                    {t.title}
                    {t.isDefault ? (
                      <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                        Default
                      </span>
                    ) : null}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => onLoad(t)}>
                      Edit
                    </Button>
                    {t.isDefault ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={save.isPending}
                        onClick={() =>
                          save.mutate(
                            { id: t.id, title: t.title, orgId: t.orgId, config: t.config, isDefault: true },
                            { onSuccess: () => toast({ title: `“${t.title}” is now the default table` }) },
                          )
                        }
                      >
                        Set as default
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(t)}>
                      Delete
                    </Button>
                  </div>
                </div>
                <EmbedSnippet table={t} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {save.isError ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={(t) => `Delete “${t.title}”?`}
        description="Websites that embed this table will show “Class table not found” instead."
        confirmLabel="Delete table"
        remove={remove}
        deleted={(t) => ({ title: `“${t.title}” deleted` })}
      />
    </section>
  );
}

/**
 * /class-table-generator: build a class table (columns, filters, colours) with a live preview of
 * the public feed; signed-in members of a gym save it, set the default and copy its embed code.
 */
export default function ClassTableGeneratorPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  const [orgId, setOrgId] = useState('');
  const [title, setTitle] = useState('Our class schedule');
  const [config, setConfig] = useState<TableConfig>(emptyConfig);
  const [isDefault, setIsDefault] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedTableConfig | null>(null);
  const listings = useClassListings(orgId || undefined);
  const save = useSaveTableConfig();
  const titleId = useId();
  const { hasPermission } = usePermissions();
  // Saved tables are the gym's figures: an approved member of the gym whose role uses the tools.
  const approved = user !== null && user.gymAccess === 'approved';
  const canSave = approved && hasPermission('tools.use');
  const filters = config.filters;
  const setFilters = (next: Partial<TableConfig['filters']>) =>
    setConfig({ ...config, filters: { ...filters, ...next } });
  const categories = categoriesOf(listings.data?.classes ?? []);

  const submit = () => {
    const parsed = tableConfigInputSchema.safeParse({
      title,
      orgId: orgId || listings.data?.orgId,
      config,
      isDefault,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the table');
      return;
    }
    setProblem(null);
    save.mutate(
      { ...parsed.data, ...(editing ? { id: editing } : {}) },
      {
        onSuccess: (table) => {
          setSaved(table);
          setEditing(table.id);
          toast({ title: `“${table.title}” saved` });
        },
      },
    );
  };

  const load = (t: SavedTableConfig) => {
    setOrgId(t.orgId === listings.data?.orgId && listings.data?.source === 'sample' ? '' : t.orgId);
    setTitle(t.title);
    setConfig(t.config);
    setIsDefault(t.isDefault);
    setEditing(t.id);
    setSaved(null);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Class table generator"
        description="Build a styled table of your Jackrabbit classes and put it on your own website with one line of code."
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_1fr]">
        <form
          className="grid content-start gap-6"
          aria-label="Table settings"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <OrgPicker key={orgId} value={orgId} onChange={setOrgId} />
          <div className="grid gap-1.5">
            <Label htmlFor={titleId}>Table title</Label>
            <Input id={titleId} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          </div>
          <Fieldset legend="Columns">
            {TABLE_COLUMNS.map((col) => (
              <CheckBox
                key={col}
                label={TABLE_COLUMN_LABELS[col]}
                checked={config.columns.includes(col)}
                onChange={() => setConfig({ ...config, columns: toggled(config.columns, col, TABLE_COLUMNS) })}
              />
            ))}
          </Fieldset>
          <Fieldset legend="Days">
            {DAYS.map((d) => (
              <CheckBox
                key={d}
                label={DAY_LABELS[d].short}
                checked={filters.days.includes(d)}
                onChange={() => setFilters({ days: toggled(filters.days, d, DAYS) })}
              />
            ))}
          </Fieldset>
          <Fieldset legend="Ages">
            {AGE_BANDS.map((b) => (
              <CheckBox
                key={b.key}
                label={b.label}
                checked={filters.ages.includes(b.key)}
                onChange={() =>
                  setFilters({
                    ages: toggled(
                      filters.ages,
                      b.key,
                      AGE_BANDS.map((x) => x.key),
                    ),
                  })
                }
              />
            ))}
          </Fieldset>
          {categories.length ? (
            <Fieldset legend="Programs">
              {categories.map((c) => (
                <CheckBox
                  key={c}
                  label={c}
                  checked={filters.categories.includes(c)}
                  onChange={() => setFilters({ categories: toggled(filters.categories, c, categories) })}
                />
              ))}
            </Fieldset>
          ) : null}
          <CheckBox
            label="Only classes with openings"
            checked={filters.openOnly}
            onChange={() => setFilters({ openOnly: !filters.openOnly })}
          />
          <Fieldset legend="Colors">
            {(Object.keys(COLOR_LABELS) as (keyof TableColors)[]).map((key) => (
              <label key={key} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="color"
                  className="h-8 w-10 cursor-pointer rounded border border-slate-300"
                  value={config.colors[key]}
                  onChange={(e) => setConfig({ ...config, colors: { ...config.colors, [key]: e.target.value } })}
                />
                {COLOR_LABELS[key]}
              </label>
            ))}
          </Fieldset>
          {canSave ? (
            <div className="grid gap-3 border-t border-slate-200 pt-4">
              <CheckBox
                label="Make this my gym’s default table"
                checked={isDefault}
                onChange={() => setIsDefault(!isDefault)}
              />
              {problem ? (
                <p role="alert" className="text-sm text-red-700">
                  {problem}
                </p>
              ) : null}
              {save.isError ? <Notice tone="error">{errorMessage(save.error)}</Notice> : null}
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Save table'}
                </Button>
                {editing ? (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => {
                      setEditing(null);
                      setSaved(null);
                    }}
                  >
                    Save as a new table
                  </Button>
                ) : null}
              </div>
            </div>
          ) : (
            <Notice tone="info">
              {approved ? (
                'Saving tables is for your gym’s staff: your role does not include the business tools.'
              ) : user ? (
                'Saving tables needs an approved membership of a gym.'
              ) : (
                <>
                  <Link to={signInHref(path)} className="font-semibold text-brand-700 underline">
                    Sign in
                  </Link>{' '}
                  to save this table and get the code to embed it on your website.
                </>
              )}
            </Notice>
          )}
        </form>
        <section aria-labelledby="preview-heading" className="grid content-start gap-3">
          <h2 id="preview-heading" className="text-xl font-bold text-brand-900">
            Preview
          </h2>
          <QueryState query={listings} loadingLabel="Loading classes" errorFallback="The classes could not be loaded.">
            {(data) => (
              <>
                <SourceNote source={data.source} orgId={data.orgId} />
                <TablePreview title={title} config={config} classes={data.classes} />
              </>
            )}
          </QueryState>
          {saved ? <EmbedSnippet table={saved} /> : null}
        </section>
      </div>
      {canSave ? (
        <div className="mt-10">
          <SavedTables onLoad={load} />
        </div>
      ) : null}
    </div>
  );
}
