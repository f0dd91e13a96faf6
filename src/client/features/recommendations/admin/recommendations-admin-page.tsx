import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useParamsUpdate } from '@/lib/use-params-update';
import {
  BUSINESS_TYPES,
  bookInputSchema,
  businessTypeLabels,
  EVERY_BUSINESS,
  podcastInputSchema,
  type RecommendationKind,
} from '@shared/recommendations';
import { StarDisplay } from '@/components/stars';
import { Button } from '@/components/ui/button';
import { PageNav } from '@/components/ui/page-nav';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { Item } from '../api';
import { ADMIN_PAGE_SIZE as PAGE, useAdminItems, useDeleteItem, useSaveItem } from './api';
const words = {
  books: {
    title: 'Books',
    one: 'book',
    person: 'Author',
    personKey: 'author',
    link: 'Amazon link',
    linkKey: 'amazonUrl',
  },
  podcasts: {
    title: 'Podcasts',
    one: 'podcast',
    person: 'Host',
    personKey: 'host',
    link: 'YouTube or Vimeo link',
    linkKey: 'youtubeUrl',
  },
} as const;

interface Form {
  title: string;
  person: string;
  link: string;
  imageUrl: string;
  rating: string;
  description: string;
  categories: string;
  /** '' for every business. */
  businessType: string;
}

const toForm = (item: Item | null): Form => ({
  title: item?.title ?? '',
  person: item ? ('author' in item ? item.author : item.host) : '',
  link: item ? (('amazonUrl' in item ? item.amazonUrl : item.youtubeUrl) ?? '') : '',
  imageUrl: item?.imageUrl ?? '',
  rating: String(item?.rating ?? 0),
  description: item?.description ?? '',
  categories: item?.categories.join(', ') ?? '',
  businessType: item?.businessType ?? '',
});

/**
 * The books or podcasts list of the admin area (a tab of /admin/learning, decision 0091): search,
 * filter, add and edit in a dialog, delete with confirmation.
 */
export function RecommendationsAdmin({ kind }: { kind: RecommendationKind }) {
  const w = words[kind];
  const [params, update] = useParamsUpdate();
  const search = params.get('q') ?? '';
  const businessType = params.get('type') ?? '';
  const page = Math.max(1, Number(params.get('p')) || 1);
  const [draft, setDraft] = useState(search);
  const list = useAdminItems(kind, { search, businessType, page });
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const remove = useDeleteItem(kind);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-brand-900">{w.title}</h2>
          <p className="mt-1 text-slate-600">The {w.title.toLowerCase()} members see, vote on and discuss.</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> Add {w.one}
        </Button>
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          className="flex flex-1 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: draft.trim() || null, p: null });
          }}
        >
          <label htmlFor="admin-rec-search" className="sr-only">
            Search {w.title.toLowerCase()}
          </label>
          <SearchBox
            id="admin-rec-search"
            className="flex-1"
            placeholder={`Search ${w.title.toLowerCase()}`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <div className="grid gap-1.5 sm:w-52">
          <label htmlFor="admin-rec-type" className="text-sm font-semibold text-brand-900">
            Business type
          </label>
          <Select
            id="admin-rec-type"
            value={businessType}
            onChange={(e) => update({ type: e.target.value || null, p: null })}
          >
            <option value="">All</option>
            {BUSINESS_TYPES.map((t) => (
              <option key={t} value={t}>
                {businessTypeLabels[t]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div className="mt-6">
        <QueryState
          query={list}
          loading={<p className="mt-2 text-slate-600">Loading…</p>}
          errorFallback="The list could not be loaded. Please try again."
          isEmpty={(data) => data.items.length === 0}
          empty={
            <p className="mt-2 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              Nothing here yet.
            </p>
          }
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                {data.items.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                    <span className="min-w-0 flex-1">
                      <span className="font-semibold text-brand-900">{item.title}</span>
                      <span className="block text-sm text-slate-600">
                        {'author' in item ? item.author : item.host} ·{' '}
                        {item.businessType ? businessTypeLabels[item.businessType] : EVERY_BUSINESS} · score{' '}
                        {item.score} · {item.commentCount} comments
                      </span>
                    </span>
                    <StarDisplay value={item.rating} />
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Edit ${item.title}`}
                      onClick={() => setEditing(item)}
                    >
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${item.title}`}
                      onClick={() => setToDelete(item)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
              <PageNav
                label={`${w.title} pages`}
                counting={w.title.toLowerCase()}
                page={page}
                pageSize={PAGE}
                total={data.total}
                onPage={(n) => update({ p: String(n) })}
              />
            </>
          )}
        </QueryState>
      </div>
      {editing ? (
        <EditDialog kind={kind} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(item) => `Delete “${item.title}”?`}
        description="Its votes and comments are deleted too. This cannot be undone."
        confirmLabel={`Delete ${w.one}`}
        remove={remove}
        deleted={() => ({ title: `${w.one[0]!.toUpperCase()}${w.one.slice(1)} deleted` })}
      />
    </div>
  );
}

function EditDialog({ kind, item, onClose }: { kind: RecommendationKind; item: Item | null; onClose: () => void }) {
  const w = words[kind];
  const [form, setForm] = useState<Form>(() => toForm(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveItem(kind, item?.id ?? null);
  const set = (key: keyof Form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      title: form.title,
      [w.personKey]: form.person,
      [w.linkKey]: form.link,
      imageUrl: form.imageUrl,
      rating: Number(form.rating),
      description: form.description,
      categories: form.categories
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      businessType: form.businessType || null,
    };
    const parsed = (kind === 'books' ? bookInputSchema : podcastInputSchema).safeParse(input);
    if (!parsed.success) {
      const byPath: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        byPath[key === w.personKey ? 'person' : key === w.linkKey ? 'link' : key] ??= issue.message;
      }
      setErrors(byPath);
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: () => {
        toast({ title: item ? 'Saved' : `${w.one[0]!.toUpperCase()}${w.one.slice(1)} added` });
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={item ? `Edit ${item.title}` : `Add a ${w.one}`}
      className="sm:max-w-2xl"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <ErrorNotice error={save.error} fallback="That did not save. Please try again." />
        <FormField label="Title" error={errors.title}>
          <Input value={form.title} onChange={(e) => set('title', e.target.value)} />
        </FormField>
        <FormField label={w.person} error={errors.person}>
          <Input value={form.person} onChange={(e) => set('person', e.target.value)} />
        </FormField>
        <FormField label={w.link} error={errors.link}>
          <Input type="url" value={form.link} onChange={(e) => set('link', e.target.value)} />
        </FormField>
        <FormField label="Image URL (optional; a cover is drawn without one)" error={errors.imageUrl}>
          <Input value={form.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Rating (0–5)" error={errors.rating}>
            <Input
              type="number"
              min={0}
              max={5}
              step={0.5}
              value={form.rating}
              onChange={(e) => set('rating', e.target.value)}
            />
          </FormField>
          <FormField label="Business type" error={errors.businessType}>
            <Select value={form.businessType} onChange={(e) => set('businessType', e.target.value)}>
              <option value="">{EVERY_BUSINESS}</option>
              {BUSINESS_TYPES.map((t) => (
                <option key={t} value={t}>
                  {businessTypeLabels[t]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField label="Categories (comma separated)" error={errors.categories}>
          <Input value={form.categories} onChange={(e) => set('categories', e.target.value)} />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea rows={4} value={form.description} onChange={(e) => set('description', e.target.value)} />
        </FormField>
        <FormFooter
          className="justify-end"
          submitLabel="Save"
          pending={save.isPending}
          pendingLabel="Saving…"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
