import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useParamsUpdate } from '@/lib/use-params-update';
import { LEARNING_CATEGORIES, learningCategoryLabels } from '@shared/learning';
import { Button } from '@/components/ui/button';
import { PageNav } from '@/components/ui/page-nav';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { errorMessage } from '@/lib/api';
import { useRouteTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import type { PageProps } from '@/lib/page-props';
import { RecommendationsAdmin } from '@/features/recommendations';
import { useAdminModules, useDeleteModule, usePatchModule } from './api';

const VIEWS = [
  { value: 'modules', label: 'Modules' },
  { value: 'books', label: 'Books' },
  { value: 'podcasts', label: 'Podcasts' },
] as const;

/**
 * /admin/learning: the learning modules (drafts included: search, filter, publish, feature, edit,
 * delete), and in their own tabs the books and podcasts lists.
 */
export default function LearningAdminPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params] = useSearchParams();
  const view = VIEWS.find((v) => v.value === params.get('view'))?.value ?? 'modules';
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Learning content"
        description="Modules and sections of the learning hub, and the books and podcasts lists."
      />
      <nav aria-label="Learning content" className="mt-5 inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {VIEWS.map((v) => (
          <Link
            key={v.value}
            to={v.value === 'modules' ? '/admin/learning' : `/admin/learning?view=${v.value}`}
            aria-current={v.value === view ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent-500',
              v.value === view ? 'bg-brand-900 text-white' : 'text-slate-700 hover:bg-brand-50',
            )}
          >
            {v.label}
          </Link>
        ))}
      </nav>
      <div className="mt-8">{view === 'modules' ? <ModulesAdmin /> : <RecommendationsAdmin kind={view} />}</div>
    </div>
  );
}

function ModulesAdmin() {
  const [params, update] = useParamsUpdate();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const list = useAdminModules({ search, category, page });
  const patch = usePatchModule();
  const remove = useDeleteModule();
  const [toDelete, setToDelete] = useState<{ id: number; title: string } | null>(null);

  const toggle = (id: number, field: 'isPublished' | 'isFeatured', value: boolean) =>
    patch.mutate(
      { id, [field]: value },
      {
        onSuccess: () =>
          toast({
            title:
              field === 'isPublished'
                ? value
                  ? 'Module published'
                  : 'Module unpublished'
                : value
                  ? 'Module featured'
                  : 'Module no longer featured',
          }),
        onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
      },
    );

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl font-bold tracking-tight text-brand-900">Modules</h2>
        <Button asChild>
          <Link to="/admin/learning/create">
            <Plus aria-hidden="true" /> New module
          </Link>
        </Button>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          className="flex flex-1 gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            update({ search: draft.trim() || null, page: null });
          }}
        >
          <label htmlFor="admin-learning-search" className="sr-only">
            Search modules
          </label>
          <SearchBox
            className="flex-1"
            id="admin-learning-search"
            placeholder="Search by title or slug"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <div className="grid gap-1.5 sm:w-56">
          <label htmlFor="admin-learning-category" className="text-sm font-semibold text-brand-900">
            Category
          </label>
          <Select
            id="admin-learning-category"
            value={category}
            onChange={(e) => update({ category: e.target.value || null, page: null })}
          >
            <option value="">All categories</option>
            {LEARNING_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {learningCategoryLabels[c]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {list.isLoading ? (
        <p role="status" className="mt-8 text-slate-600">
          Loading modules…
        </p>
      ) : list.isError || !list.data ? (
        <div className="mt-8 max-w-xl">
          <ErrorNotice error={list.error} fallback="The modules could not be loaded. Please try again." />
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {search || category ? 'No module matches.' : 'No modules yet. Create the first one.'}
        </p>
      ) : (
        <>
          <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full min-w-[760px] text-left text-sm">
              <caption className="sr-only">Learning modules</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Title
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Sections
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Order
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.data.items.map((m) => (
                  <tr key={m.id}>
                    <td className="px-4 py-3">
                      <span className="font-semibold text-brand-900">{m.title}</span>
                      <span className="block text-xs text-slate-600">
                        /{m.slug}
                        {m.moduleType === 'video' ? ' · video' : ''}
                      </span>
                    </td>
                    <td className="px-4 py-3">{learningCategoryLabels[m.category]}</td>
                    <td className="px-4 py-3">{m.sectionCount}</td>
                    <td className="px-4 py-3">{m.displayOrder}</td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`${m.isPublished ? 'Unpublish' : 'Publish'} ${m.title}`}
                          onClick={() => toggle(m.id, 'isPublished', !m.isPublished)}
                        >
                          {m.isPublished ? 'Published' : 'Draft'}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-pressed={m.isFeatured}
                          aria-label={`Feature ${m.title}`}
                          onClick={() => toggle(m.id, 'isFeatured', !m.isFeatured)}
                        >
                          {m.isFeatured ? '★ Featured' : '☆ Feature'}
                        </Button>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-1">
                        <Button asChild size="sm" variant="ghost">
                          <Link to={`/admin/learning/modules/${m.id}/edit`} aria-label={`Edit ${m.title}`}>
                            <Pencil aria-hidden="true" />
                          </Link>
                        </Button>
                        <Button asChild size="sm" variant="ghost">
                          <Link to={`/learning/${m.slug}`} aria-label={`View ${m.title} as a member`}>
                            <Eye aria-hidden="true" />
                          </Link>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete ${m.title}`}
                          onClick={() => setToDelete({ id: m.id, title: m.title })}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PageNav
            counting="modules"
            page={page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(n) => update({ page: String(n) })}
          />
        </>
      )}
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={(m) => `Delete “${m.title}”?`}
        description="Its sections, tabs and checklists, and every member’s progress in it, are deleted. This cannot be undone."
        confirmLabel="Delete module"
        remove={remove}
        deleted={() => ({ title: 'Module deleted' })}
      />
    </div>
  );
}
