import { Copy, Download, Link2, Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { feasibilityTypeLabels, type FeasibilityProject } from '@shared/feasibility';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/use-toast';
import { dateTime } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { PROJECTS, useLockProject, useProject, useResults, useShareProject, useUnshareProject } from './api';
import { ResultsView } from './results-view';

function SharePanel({ project }: { project: FeasibilityProject }) {
  const share = useShareProject(project.id);
  const unshare = useUnshareProject(project.id);
  const url = project.shareToken ? `${window.location.origin}/feasibility/shared/${project.shareToken}` : null;
  return (
    <section aria-labelledby="share-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="share-heading" className="font-bold text-brand-900">
        Share with a banker or partner
      </h2>
      {url ? (
        <div className="mt-2 grid gap-2">
          <Label htmlFor="share-url">Read-only link (no sign-in needed)</Label>
          <div className="flex flex-wrap gap-2">
            <Input id="share-url" readOnly value={url} className="min-w-0 flex-1" onFocus={(e) => e.target.select()} />
            <Button
              variant="outline"
              onClick={() =>
                void navigator.clipboard?.writeText(url).then(
                  () => toast({ title: 'Link copied' }),
                  () => toast({ title: 'Select the link and copy it', variant: 'destructive' }),
                )
              }
            >
              <Copy aria-hidden="true" /> Copy
            </Button>
            <Button variant="ghost" disabled={unshare.isPending} onClick={() => unshare.mutate()}>
              Stop sharing
            </Button>
          </div>
          <ErrorNotice error={unshare.error} fallback="The link could not be revoked. Please try again." />
        </div>
      ) : (
        <div className="mt-2 grid gap-2">
          <p className="text-sm text-slate-600">
            Anyone with the link sees this study and its projections, read-only. You can stop sharing at any time.
          </p>
          <div>
            <Button variant="outline" disabled={share.isPending} onClick={() => share.mutate()}>
              <Link2 aria-hidden="true" /> Create a read-only link
            </Button>
          </div>
          <ErrorNotice error={share.error} fallback="The link could not be created. Please try again." />
        </div>
      )}
    </section>
  );
}

/** /feasibility/:id/dashboard: projections, scenarios, lock, share and export. */
export default function DashboardPage({ path }: PageProps) {
  useRouteTitle(path);
  const id = Number(useParams().id) || 0;
  const project = useProject(id);
  const results = useResults(id);
  const lock = useLockProject(id);
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <QueryState
        query={project}
        loadingLabel="Loading the study"
        notFound={
          <Notice tone="error" title="Feasibility project not found">
            <Link className="underline" to="/feasibility">
              Back to your studies
            </Link>
          </Notice>
        }
      >
        {(p) => (
          <>
            <PageHeader
              eyebrow={<Link to="/feasibility">Feasibility projects</Link>}
              title={p.name}
              description={
                <>
                  {feasibilityTypeLabels[p.type]} · {p.location}
                  {p.status === 'locked' && p.lockedAt ? (
                    <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">
                      <Lock aria-hidden="true" className="size-3.5" /> Locked {dateTime(p.lockedAt)}
                    </span>
                  ) : null}
                </>
              }
              actions={
                <>
                  {p.status === 'draft' ? (
                    <Button asChild variant="outline">
                      <Link to={`/feasibility/${id}/wizard`}>
                        <Pencil aria-hidden="true" /> Edit the figures
                      </Link>
                    </Button>
                  ) : null}
                  <Button asChild variant="outline">
                    <a href={`${PROJECTS}/${id}/export?format=pdf`} download>
                      <Download aria-hidden="true" /> PDF
                    </a>
                  </Button>
                  <Button asChild variant="outline">
                    <a href={`${PROJECTS}/${id}/export?format=xlsx`} download>
                      <Download aria-hidden="true" /> Excel
                    </a>
                  </Button>
                  {p.status === 'draft' ? (
                    <Button onClick={() => setConfirming(true)}>
                      <Lock aria-hidden="true" /> Lock the study
                    </Button>
                  ) : null}
                </>
              }
            />
            <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <div className="min-w-0">
                <QueryState query={results} loadingLabel="Working out the projections">
                  {(r) => <ResultsView results={r} />}
                </QueryState>
              </div>
              <aside className="grid content-start gap-4">
                <SharePanel project={p} />
                <Notice tone="info" title="How the scenarios differ">
                  Base uses your figures. Conservative fills 80% as many places, takes half again as long to fill and
                  grows 2 points slower; optimistic fills 15% more, a quarter faster, and grows 1 point faster.
                </Notice>
              </aside>
            </div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Lock this study?"
              description="A locked study is the record of what was decided: its figures and projections can no longer change. You can still share and export it."
              confirmLabel="Lock the study"
              pending={lock.isPending}
              error={lock.error}
              onConfirm={() =>
                lock.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast({ title: 'Study locked' });
                  },
                })
              }
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
