import { ChevronRight, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  FEASIBILITY_TYPES,
  feasibilityCreateSchema,
  feasibilityTypeLabels,
  type FeasibilityCreate,
} from '@shared/feasibility';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ErrorNotice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { PagedState } from '@/components/ui/paged-state';
import { Select } from '@/components/ui/select';
import { dateTime } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { schemaResolver } from '@/lib/schema-resolver';
import { useRouteTitle } from '@/lib/use-document-title';
import { useCreateProject, useProjects } from './api';
import { gatedTool } from '@/features/tools';

interface FormValues {
  name: string;
  type: string;
  location: string;
}

function NewProject() {
  const create = useCreateProject();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<FormValues, unknown, FeasibilityCreate>({
    defaultValues: { name: '', type: 'new_location', location: '' },
    resolver: schemaResolver(feasibilityCreateSchema, (v: FormValues) => v),
  });
  const errors = formState.errors;
  return (
    <form
      noValidate
      aria-label="Start a study"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,1fr)_12rem_minmax(0,1fr)_auto] md:items-start"
      onSubmit={handleSubmit((values) =>
        create.mutateAsync(values).then(
          (project) => navigate(`/feasibility/${project.id}/wizard`),
          () => undefined,
        ),
      )}
    >
      <FormField label="Project name" error={errors.name?.message}>
        <Input placeholder="Second site in Round Rock" {...register('name')} />
      </FormField>
      <FormField label="Kind of project" error={errors.type?.message}>
        <Select {...register('type')}>
          {FEASIBILITY_TYPES.map((t) => (
            <option key={t} value={t}>
              {feasibilityTypeLabels[t]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Location" error={errors.location?.message}>
        <Input placeholder="City, state" {...register('location')} />
      </FormField>
      <div className="md:pt-6">
        <Button type="submit" disabled={formState.isSubmitting}>
          Start the study
        </Button>
      </div>
      {create.error ? (
        <div className="md:col-span-4">
          <ErrorNotice error={create.error} fallback="The study could not be started. Please try again." />
        </div>
      ) : null}
    </form>
  );
}

/** /feasibility: the owner's studies (drafts and locked records) and a new one. */
function FeasibilityPage({ path }: PageProps) {
  useRouteTitle(path);
  const list = useProjects();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Feasibility projects"
        description="Test a new location, an expansion or a relocation before you sign a lease: the site, programs, staff, lease and costs give five years of projections in three scenarios, the break-even month and the payback."
      />
      <div className="mt-6">
        <NewProject />
      </div>
      <h2 className="mt-8 text-lg font-bold text-brand-900">Your studies</h2>
      <div className="mt-3">
        <PagedState
          list={list}
          loadingLabel="Loading your studies"
          errorFallback="Your studies could not be loaded. Please try again."
          noun="studies"
          empty={
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              No study yet. Name one above to start the wizard; it saves as you go.
            </p>
          }
        >
          {(items) => (
            <ul
              aria-label="Your studies"
              className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
            >
              {items.map((p) => (
                <li key={p.id}>
                  <Link
                    to={p.status === 'locked' ? `/feasibility/${p.id}/dashboard` : `/feasibility/${p.id}/wizard`}
                    className="flex items-center justify-between gap-3 p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <span className="grid gap-0.5">
                      <span className="font-semibold text-brand-900">{p.name}</span>
                      <span className="text-sm text-slate-600">
                        {feasibilityTypeLabels[p.type]} · {p.location} · changed {dateTime(p.updatedAt)}
                      </span>
                    </span>
                    <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-slate-700">
                      {p.status === 'locked' ? (
                        <>
                          <Lock aria-hidden="true" className="size-4" /> Locked
                        </>
                      ) : (
                        'Draft'
                      )}
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </PagedState>
      </div>
    </div>
  );
}

export default gatedTool(FeasibilityPage);
