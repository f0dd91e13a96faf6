import { ArrowLeft, Eye, Save } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { articleInputSchema, slugify, type AdminArticle, type ArticleInput } from '@shared/articles';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { previewArticle, uploadImage, useAdminArticle, useRoleOptions, useSaveArticle } from './api';
import { CoverField } from '@/components/editor/cover-field';
import { ReviewModeration } from './review-moderation';
import { RichEditor } from '@/components/editor/rich-editor';
import { errorMessage } from '@/lib/api';

interface FormState {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  coverImage: string;
  tags: string;
  displayOrder: string;
  content: string;
  roles: Record<number, 'primary' | 'secondary'>;
}

const EMPTY: FormState = {
  title: '',
  slug: '',
  excerpt: '',
  author: '',
  coverImage: '',
  tags: '',
  displayOrder: '0',
  content: '',
  roles: {},
};

function fromArticle(a: AdminArticle): FormState {
  return {
    title: a.title,
    slug: a.slug,
    excerpt: a.excerpt ?? '',
    author: a.author ?? '',
    coverImage: a.coverImage ?? '',
    tags: a.tags.join(', '),
    displayOrder: String(a.displayOrder),
    content: a.content,
    roles: Object.fromEntries(a.roles.map((r) => [r.roleId, r.relevance === 'secondary' ? 'secondary' : 'primary'])),
  };
}

function toInput(f: FormState): ArticleInput {
  return {
    title: f.title,
    slug: f.slug,
    excerpt: f.excerpt,
    author: f.author,
    coverImage: f.coverImage,
    content: f.content,
    tags: f.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    displayOrder: Number(f.displayOrder) || 0,
    roles: Object.entries(f.roles).map(([roleId, relevance]) => ({ roleId: Number(roleId), relevance })),
  };
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-brand-900">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inputClass =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-accent-500';

/** /admin/articles/create and /admin/articles/:id/edit. */
export default function ArticleEditorPage({ path }: PageProps) {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const existing = useAdminArticle(id);
  const roleOptions = useRoleOptions();
  const save = useSaveArticle(id);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<string | null>(null);
  useRouteTitle(path);

  useEffect(() => {
    if (existing.data) {
      setForm(fromArticle(existing.data));
      setSlugTouched(true);
    }
  }, [existing.data]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (publish?: boolean) => {
    const input = toInput(form);
    const parsed = articleInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    const body: Partial<ArticleInput> = { ...input, ...(publish === undefined ? {} : { isPublished: publish }) };
    save.mutate(body, {
      onSuccess: (saved) => {
        toast({
          title: publish === true ? 'Article published' : publish === false ? 'Article unpublished' : 'Article saved',
        });
        if (id === null) void navigate(`/admin/articles/${saved.id}/edit`, { replace: true });
      },
      onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
    });
  };

  const openPreview = async () => {
    try {
      setPreview(await previewArticle(form.content));
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' });
    }
  };

  if (id !== null && existing.isLoading) return <Spinner label="Loading article" />;
  if (id !== null && existing.isError) return <p className="p-10 text-red-700">{errorMessage(existing.error)}</p>;
  const isPublished = existing.data?.isPublished ?? false;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to="/admin/articles"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All articles
      </Link>
      <PageHeader
        className="mt-3"
        title={id ? 'Edit article' : 'New article'}
        actions={
          <span
            className={
              isPublished
                ? 'rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800'
                : 'rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700'
            }
          >
            {isPublished ? 'Published' : 'Draft'}
          </span>
        }
      />

      <form
        className="mt-6 space-y-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="article-title" label="Title" error={errors.title}>
            <input
              id="article-title"
              className={inputClass}
              value={form.title}
              onChange={(e) => {
                const title = e.target.value;
                setForm((f) => ({ ...f, title, slug: slugTouched ? f.slug : slugify(title) }));
              }}
            />
          </Field>
          <Field
            id="article-slug"
            label="Slug"
            error={errors.slug}
            hint="Lowercase letters, numbers and hyphens; unique."
          >
            <input
              id="article-slug"
              className={inputClass}
              value={form.slug}
              onChange={(e) => {
                setSlugTouched(true);
                set('slug', e.target.value);
              }}
            />
          </Field>
          <Field id="article-author" label="Author" error={errors.author}>
            <input
              id="article-author"
              className={inputClass}
              value={form.author}
              onChange={(e) => set('author', e.target.value)}
            />
          </Field>
          <Field id="article-tags" label="Tags" hint="Separated by commas, e.g. pricing, retention">
            <input
              id="article-tags"
              className={inputClass}
              value={form.tags}
              onChange={(e) => set('tags', e.target.value)}
            />
          </Field>
          <Field
            id="article-order"
            label="Display order"
            hint="Lower numbers show first on the blog; ties show newest first."
          >
            <input
              id="article-order"
              type="number"
              className={inputClass}
              value={form.displayOrder}
              onChange={(e) => set('displayOrder', e.target.value)}
            />
          </Field>
        </div>
        <Field
          id="article-excerpt"
          label="Excerpt"
          error={errors.excerpt}
          hint="Shown on the blog and in share previews."
        >
          <textarea
            id="article-excerpt"
            rows={3}
            className={`${inputClass} h-auto py-2`}
            value={form.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
          />
        </Field>
        <CoverField value={form.coverImage} onChange={(v) => set('coverImage', v)} uploadImage={uploadImage} />
        <div>
          <span id="article-content-label" className="text-sm font-semibold text-brand-900">
            Content
          </span>
          <div className="mt-1">
            <RichEditor
              value={form.content}
              onChange={(html) => set('content', html)}
              labelledBy="article-content-label"
              uploadImage={uploadImage}
            />
          </div>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-brand-900">Relevant roles</legend>
          {roleOptions.data?.length ? (
            <div className="mt-2 flex flex-wrap gap-4">
              {roleOptions.data.map((role) => {
                const relevance = form.roles[role.id];
                return (
                  <div key={role.id} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2">
                    <input
                      id={`role-${role.id}`}
                      type="checkbox"
                      checked={Boolean(relevance)}
                      onChange={(e) => {
                        const next = { ...form.roles };
                        if (e.target.checked) next[role.id] = 'primary';
                        else delete next[role.id];
                        set('roles', next);
                      }}
                    />
                    <label htmlFor={`role-${role.id}`} className="text-sm">
                      {role.name}
                    </label>
                    {relevance ? (
                      <select
                        aria-label={`Relevance for ${role.name}`}
                        value={relevance}
                        onChange={(e) =>
                          set('roles', { ...form.roles, [role.id]: e.target.value as 'primary' | 'secondary' })
                        }
                        className="h-8 rounded border border-slate-300 text-xs"
                      >
                        <option value="primary">primary</option>
                        <option value="secondary">secondary</option>
                      </select>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-500">No roles available.</p>
          )}
        </fieldset>
        <div className="sticky bottom-0 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 py-4 backdrop-blur">
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden="true" />
            {id ? 'Save' : 'Save draft'}
          </Button>
          <Button variant="accent" disabled={save.isPending} onClick={() => submit(!isPublished)}>
            {isPublished ? 'Unpublish' : 'Publish'}
          </Button>
          <Button variant="outline" onClick={() => void openPreview()}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
        </div>
      </form>

      {id !== null ? (
        <section aria-labelledby="moderation-heading" className="mt-10">
          <h2 id="moderation-heading" className="text-xl font-bold text-brand-900">
            Reviews
          </h2>
          <div className="mt-3">
            <ReviewModeration articleId={id} />
          </div>
        </section>
      ) : null}

      <Dialog
        open={preview !== null}
        onOpenChange={(o) => !o && setPreview(null)}
        title={`Preview: ${form.title || 'Untitled'}`}
        className="max-w-3xl"
      >
        <div
          className="article-body"
          data-testid="article-preview"
          dangerouslySetInnerHTML={{ __html: preview ?? '' }}
        />
      </Dialog>
    </div>
  );
}
