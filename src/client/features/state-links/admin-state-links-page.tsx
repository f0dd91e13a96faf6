import { regionName } from '@shared/regions';
import { stateLinkCategoryLabels, type AdminStateLink } from '@shared/state-links';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { PagedState } from '@/components/ui/paged-state';
import { AdminPageHeader } from '@/components/ui/page-header';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import type { PageProps } from '@/lib/page-props';
import { useDebounced } from '@/lib/use-debounced';
import { useRouteTitle } from '@/lib/use-document-title';
import { useAdminStateLinks, useDeleteStateLink } from './api';
import { RegionOptions, StateLinkDialog } from './state-link-dialog';

/**
 * /admin/state-links: the links of each US state and Canadian province (associations, licensing,
 * insurance, resources) that the gym network page shows for the chosen state: listed by state,
 * searched, added, edited and deleted after a confirmation.
 */
export default function AdminStateLinksPage({ path }: PageProps) {
  useRouteTitle(path);
  const [state, setState] = useState('');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const list = useAdminStateLinks(state, search);
  const remove = useDeleteStateLink();
  const [editing, setEditing] = useState<AdminStateLink | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminStateLink | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="State links"
        description="Associations, licensing offices, insurers and resources per state and province, shown on the gym network page."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add link
          </Button>
        }
      />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Select
          aria-label="State or province"
          className="sm:w-64"
          value={state}
          onChange={(e) => setState(e.target.value)}
        >
          <option value="">All states and provinces</option>
          <RegionOptions />
        </Select>
        <SearchBox
          label="Search links"
          placeholder="Search by title or address"
          className="flex-1"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>

      {!list.isPending && !list.failed ? (
        <p className="mt-4 text-sm text-slate-600" aria-live="polite">
          {list.total} {list.total === 1 ? 'link' : 'links'}
          {state ? ` in ${regionName(state)}` : ''}
        </p>
      ) : null}

      <div className="mt-3">
        <PagedState
          list={list}
          loadingLabel="Loading state links"
          errorFallback="The state links could not be loaded. Please try again."
          noun="links"
          empty={
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              <p>
                {search
                  ? 'No link matches your search.'
                  : state
                    ? `No link for ${regionName(state)} yet.`
                    : 'No state link yet.'}
              </p>
              <Button className="mt-4" variant="outline" onClick={() => setEditing('new')}>
                Add a link
              </Button>
            </div>
          }
        >
          {(items) => (
            <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">State links</caption>
                <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      State
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Title
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Category
                    </th>
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {items.map((link) => (
                    <tr key={link.id}>
                      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{regionName(link.state)}</td>
                      <td className="px-4 py-3">
                        <span className="font-semibold text-brand-900">{link.title}</span>
                        <a
                          href={link.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="mt-0.5 flex items-center gap-1 text-xs break-all text-brand-700 hover:underline"
                        >
                          {link.url}
                          <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
                        </a>
                      </td>
                      <td className="px-4 py-3 text-slate-700">{stateLinkCategoryLabels[link.category]}</td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Edit ${link.title}`}
                            onClick={() => setEditing(link)}
                          >
                            <Pencil aria-hidden="true" />
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Delete ${link.title}`}
                            onClick={() => setToDelete(link)}
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
          )}
        </PagedState>
      </div>

      <StateLinkDialog editing={editing} defaultState={state} onClose={() => setEditing(null)} />
      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(null)}
        title={() => 'Delete this link?'}
        description={(l) => `${l.title} (${regionName(l.state)}) leaves the gym network page.`}
        confirmLabel="Delete link"
        remove={remove}
        deleted={() => ({ title: 'Link deleted' })}
      />
    </div>
  );
}
