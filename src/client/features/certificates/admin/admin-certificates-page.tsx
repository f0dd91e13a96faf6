import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CertificateTemplate } from '@shared/certificates';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { AdminPageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { date } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useAdminGenerations, useAdminTemplates, useDeleteTemplate } from '../api';
import { CertificatePreview } from '../certificate-preview';
import { GenerationList } from '../generation-list';
import { TemplateEditor } from './template-editor';

/** null: the list; 'new': a new template; a template: editing it. */
type Editing = null | 'new' | CertificateTemplate;

/**
 * /admin/certificates (certificates.manage): the templates with their field mapping editor and
 * live preview, and every gym's printed certificates, searchable by gym, title or name.
 */
export default function AdminCertificatesPage({ path }: PageProps) {
  useRouteTitle(path);
  const templates = useAdminTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CertificateTemplate | null>(null);
  const [q, setQ] = useState('');
  const generations = useAdminGenerations(q.trim());

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8">
      <AdminPageHeader
        title="Certificates"
        description="Design the templates gyms print their students' certificates from, and see what every gym has printed."
        actions={
          editing ? null : (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" /> New template
            </Button>
          )
        }
      />
      <section aria-labelledby="templates-heading" className="grid gap-4">
        <h2 id="templates-heading" className="text-lg font-semibold text-brand-950">
          {editing === 'new' ? 'New template' : editing ? `Edit ${editing.name}` : 'Templates'}
        </h2>
        {editing ? (
          <TemplateEditor
            key={editing === 'new' ? 'new' : editing.id}
            template={editing === 'new' ? null : editing}
            onSaved={(saved) => setEditing(saved)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <QueryState
            query={templates}
            loadingLabel="Loading templates"
            errorFallback="The templates could not be loaded"
            isEmpty={(list) => list.length === 0}
            empty={
              <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
                No template yet. Create one: name it, place its fields, then upload its background.
              </p>
            }
          >
            {(list) => (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Templates">
                {list.map((t) => (
                  <li key={t.id} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
                    <CertificatePreview page={t} mappings={t.fieldMappings} label={`${t.name}, with its fields`} />
                    <p className="font-semibold text-brand-900">{t.name}</p>
                    <p className="text-xs text-slate-600">
                      {t.fieldMappings.length} {t.fieldMappings.length === 1 ? 'field' : 'fields'} ·{' '}
                      {t.background
                        ? t.background.kind === 'pdf'
                          ? 'PDF background'
                          : 'Image background'
                        : 'Plain page'}{' '}
                      · changed {date(t.updatedAt)}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                        <Pencil aria-hidden="true" /> Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(t)} aria-label={`Delete ${t.name}`}>
                        <Trash2 aria-hidden="true" /> Delete
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        )}
      </section>
      <section aria-labelledby="printed-heading" className="grid gap-4">
        <h2 id="printed-heading" className="text-lg font-semibold text-brand-950">
          Printed by the gyms
        </h2>
        <SearchBox
          label="Search by gym, certificate or recipient"
          placeholder="Gym, certificate or recipient"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className="max-w-md"
        />
        <GenerationList
          list={generations}
          empty={q ? 'Nothing printed matches this search.' : 'No gym has printed certificates yet.'}
          describe={(g) => `${g.gymName} · ${date(g.createdAt) ?? ''}${g.createdBy ? ` · by ${g.createdBy}` : ''}`}
        />
      </section>
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={(t) => `Delete ${t.name}?`}
        description="Gyms can no longer print it. Certificates already printed still download and verify."
        confirmLabel="Delete template"
        remove={remove}
        deleted={(t) => ({ title: `${t.name} deleted` })}
      />
    </div>
  );
}
