import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  LEARNING_CATEGORIES,
  learningCategoryLabels,
  moduleInputSchema,
  sectionInputSchema,
  type AdminModule,
  type ModuleInput,
} from '@shared/learning';
import { CoverField } from '@/components/editor/cover-field';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  uploadModuleImage,
  useAdminModule,
  useCreateSection,
  useDeleteSection,
  useOrderSections,
  useRoles,
  useSaveModule,
} from './api';
import { MoveButtons } from './move-buttons';

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

type Form = {
  title: string;
  slug: string;
  description: string;
  coverImage: string;
  category: string;
  moduleType: string;
  youtubeUrl: string;
  isPublished: boolean;
  isFeatured: boolean;
  displayOrder: string;
  roles: Record<number, '' | 'primary' | 'secondary'>;
};

const empty: Form = {
  title: '',
  slug: '',
  description: '',
  coverImage: '',
  category: 'playbooks',
  moduleType: 'document',
  youtubeUrl: '',
  isPublished: false,
  isFeatured: false,
  displayOrder: '0',
  roles: {},
};

const toForm = (m: AdminModule): Form => ({
  title: m.title,
  slug: m.slug,
  description: m.description ?? '',
  coverImage: m.coverImage ?? '',
  category: m.category,
  moduleType: m.moduleType,
  youtubeUrl: m.youtubeUrl ?? '',
  isPublished: m.isPublished,
  isFeatured: m.isFeatured,
  displayOrder: String(m.displayOrder),
  roles: Object.fromEntries(m.roles.map((r) => [r.roleId, r.relevance])),
});

/** /admin/learning/create and /admin/learning/modules/:id/edit: the module and, once saved, its sections. */
export default function ModuleEditorPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const existing = useAdminModule(id);
  const roles = useRoles();
  const save = useSaveModule(id);
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [slugTouched, setSlugTouched] = useState(false);
  useDocumentTitle(id ? `Edit ${existing.data?.title ?? 'learning module'}` : 'Create a learning module');

  useEffect(() => {
    if (existing.data) {
      setForm(toForm(existing.data));
      setSlugTouched(true);
    }
  }, [existing.data]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input: ModuleInput = {
      title: form.title,
      slug: form.slug,
      description: form.description,
      coverImage: form.coverImage,
      category: form.category as ModuleInput['category'],
      moduleType: form.moduleType as ModuleInput['moduleType'],
      youtubeUrl: form.youtubeUrl,
      isPublished: form.isPublished,
      isFeatured: form.isFeatured,
      displayOrder: Number(form.displayOrder) || 0,
      roles: Object.entries(form.roles)
        .filter(([, relevance]) => relevance)
        .map(([roleId, relevance]) => ({ roleId: Number(roleId), relevance: relevance as 'primary' | 'secondary' })),
    };
    const parsed = moduleInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: (saved) => {
        toast({ title: id ? 'Module saved' : 'Module created' });
        if (!id) void navigate(`/admin/learning/modules/${saved.id}/edit`, { replace: true });
      },
      onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
    });
  };

  if (id && existing.isLoading) {
    return (
      <p role="status" className="mx-auto max-w-4xl px-4 py-10 text-slate-600">
        Loading the module…
      </p>
    );
  }
  if (id && (existing.isError || !existing.data)) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <ErrorNotice error={existing.error} fallback="The module could not be loaded." />
        <Link to="/admin/learning" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Back to learning content
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to="/admin/learning"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Learning content
      </Link>
      <PageHeader className="mt-3" title={id ? 'Edit learning module' : 'Create a learning module'} />

      <form
        onSubmit={submit}
        noValidate
        className="mt-6 grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <FormField label="Title" error={errors.title}>
          <Input
            value={form.title}
            onChange={(e) => {
              set('title', e.target.value);
              if (!slugTouched) set('slug', slugify(e.target.value));
            }}
          />
        </FormField>
        <FormField
          label="Slug"
          error={errors.slug}
          hint="Lowercase letters, numbers and hyphens; the module's address."
        >
          <Input
            value={form.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set('slug', e.target.value);
            }}
          />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea rows={3} value={form.description} onChange={(e) => set('description', e.target.value)} />
        </FormField>
        <CoverField value={form.coverImage} onChange={(v) => set('coverImage', v)} uploadImage={uploadModuleImage} />
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="Category" error={errors.category}>
            <Select value={form.category} onChange={(e) => set('category', e.target.value)}>
              {LEARNING_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {learningCategoryLabels[c]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Type" error={errors.moduleType}>
            <Select value={form.moduleType} onChange={(e) => set('moduleType', e.target.value)}>
              <option value="document">Document</option>
              <option value="video">Video</option>
            </Select>
          </FormField>
          <FormField label="Display order" error={errors.displayOrder}>
            <Input type="number" value={form.displayOrder} onChange={(e) => set('displayOrder', e.target.value)} />
          </FormField>
        </div>
        <FormField
          label="Video link"
          error={errors.youtubeUrl}
          hint={form.moduleType === 'video' ? 'Required: a YouTube or Vimeo link.' : 'Optional for document modules.'}
        >
          <Input type="url" value={form.youtubeUrl} onChange={(e) => set('youtubeUrl', e.target.value)} />
        </FormField>
        <fieldset>
          <legend className="text-sm font-semibold text-brand-900">Written for</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {(roles.data ?? []).map((role) => (
              <label key={role.id} className="grid gap-1 text-sm">
                <span className="font-medium text-slate-800">{role.name}</span>
                <Select
                  value={form.roles[role.id] ?? ''}
                  onChange={(e) => set('roles', { ...form.roles, [role.id]: e.target.value as Form['roles'][number] })}
                >
                  <option value="">Not relevant</option>
                  <option value="primary">Primary</option>
                  <option value="secondary">Secondary</option>
                </Select>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-6">
          <label className="inline-flex items-center gap-2 text-sm font-semibold text-brand-900">
            <input
              type="checkbox"
              className="size-4 accent-brand-800"
              checked={form.isPublished}
              onChange={(e) => set('isPublished', e.target.checked)}
            />
            Published
          </label>
          <label className="inline-flex items-center gap-2 text-sm font-semibold text-brand-900">
            <input
              type="checkbox"
              className="size-4 accent-brand-800"
              checked={form.isFeatured}
              onChange={(e) => set('isFeatured', e.target.checked)}
            />
            Featured on the hub
          </label>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : id ? 'Save module' : 'Create module'}
          </Button>
        </div>
      </form>

      {id && existing.data ? <SectionsPanel module={existing.data} /> : null}
    </div>
  );
}

function SectionsPanel({ module: mod }: { module: AdminModule }) {
  const create = useCreateSection();
  const order = useOrderSections(mod.id);
  const remove = useDeleteSection();
  const [title, setTitle] = useState('');
  const [minutes, setMinutes] = useState('10');
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<{ id: number; title: string } | null>(null);
  const ids = mod.sections.map((s) => s.id);

  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    order.mutate(next, {
      onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
    });
  };

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { moduleId: mod.id, title, slug: slugify(title), estimatedMinutes: Number(minutes) };
    const parsed = sectionInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    create.mutate(input, {
      onSuccess: () => {
        setTitle('');
        toast({ title: 'Section added' });
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <section aria-labelledby="sections-heading" className="mt-8">
      <h2 id="sections-heading" className="text-xl font-bold text-brand-900">
        Sections
      </h2>
      {mod.sections.length ? (
        <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {mod.sections.map((s, i) => (
            <li key={s.id} className="flex flex-wrap items-center gap-2 px-4 py-3">
              <span className="min-w-0 flex-1">
                <span className="font-semibold text-brand-900">
                  {i + 1}. {s.title}
                </span>
                <span className="block text-xs text-slate-600">
                  /{s.slug} · {s.estimatedMinutes} min
                </span>
              </span>
              <MoveButtons what={s.title} index={i} count={mod.sections.length} onMove={move} />
              <Button asChild size="sm" variant="outline">
                <Link to={`/admin/learning/sections/${s.id}/edit`} aria-label={`Edit section ${s.title}`}>
                  <Pencil aria-hidden="true" /> Edit
                </Link>
              </Button>
              <Button size="sm" variant="ghost" aria-label={`Delete section ${s.title}`} onClick={() => setToDelete(s)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          No sections yet. Add the first one below.
        </p>
      )}
      <form
        onSubmit={add}
        noValidate
        className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
      >
        <FormField label="New section title">
          <Input value={title} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label="Minutes">
          <Input type="number" min={1} max={600} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden="true" /> Add section
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-3">
            {error}
          </p>
        ) : null}
      </form>
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(s) => `Delete “${s.title}”?`}
        description="Its tabs, checklist and members’ ticks are deleted. This cannot be undone."
        confirmLabel="Delete section"
        remove={remove}
      />
    </section>
  );
}
