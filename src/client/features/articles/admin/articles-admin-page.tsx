import { format } from 'date-fns';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { useAdminArticles, useDeleteArticle, useSaveArticle } from './api';
import { errorMessage } from '@/lib/api';

function PublishToggle({ id, isPublished }: { id: number; isPublished: boolean }) {
  const save = useSaveArticle(id);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={save.isPending}
      onClick={() =>
        save.mutate(
          { isPublished: !isPublished },
          {
            onSuccess: () => toast({ title: isPublished ? 'Article unpublished' : 'Article published' }),
            onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
          },
        )
      }
    >
      {isPublished ? 'Unpublish' : 'Publish'}
    </Button>
  );
}

/** /admin/articles: every article, drafts included, with publish, edit, view and delete. */
export default function ArticlesAdminPage({ path }: PageProps) {
  useRouteTitle(path);
  const list = useAdminArticles();
  const remove = useDeleteArticle();

  const onDelete = (id: number, title: string) => {
    if (!window.confirm(`Delete "${title}"? Its reviews are deleted too.`)) return;
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Article deleted' }),
      onError: (e) => toast({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
    });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Articles"
        description="Write, publish and order the coffee corner."
        actions={
          <Button asChild>
            <Link to="/admin/articles/create">
              <Plus aria-hidden="true" />
              New article
            </Link>
          </Button>
        }
      />
      {list.isLoading ? (
        <div className="mt-10 flex justify-center">
          <Spinner label="Loading articles" />
        </div>
      ) : list.isError ? (
        <p className="mt-8 text-red-700">{errorMessage(list.error)}</p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-card">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Title
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Published
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Order
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Reviews
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.data?.map((a) => (
                <tr key={a.id}>
                  <td className="px-4 py-3">
                    <span className="font-semibold text-brand-900">{a.title}</span>
                    <span className="block text-xs text-slate-500">/blog/{a.slug}</span>
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={
                        a.isPublished
                          ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800'
                          : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700'
                      }
                    >
                      {a.isPublished ? 'Published' : 'Draft'}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-slate-600">
                    {a.publishedAt ? format(new Date(a.publishedAt), 'MMM d, yyyy') : '—'}
                  </td>
                  <td className="px-4 py-3 text-slate-600">{a.displayOrder}</td>
                  <td className="px-4 py-3 text-slate-600">{a.reviewCount}</td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <PublishToggle id={a.id} isPublished={a.isPublished} />
                      <Button asChild variant="ghost" size="sm">
                        <Link to={`/admin/articles/${a.id}/edit`} aria-label={`Edit ${a.title}`}>
                          <Pencil aria-hidden="true" />
                          Edit
                        </Link>
                      </Button>
                      <Button asChild variant="ghost" size="sm">
                        <Link to={`/blog/${a.slug}`} aria-label={`View ${a.title}`}>
                          <Eye aria-hidden="true" />
                          View
                        </Link>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${a.title}`}
                        onClick={() => onDelete(a.id, a.title)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data?.length === 0 ? <p className="p-6 text-slate-600">No articles yet.</p> : null}
        </div>
      )}
    </div>
  );
}
