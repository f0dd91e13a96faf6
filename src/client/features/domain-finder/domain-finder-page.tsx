import { Check, Globe, Search, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { DomainGymItem } from '@shared/domain-finder';
import { Button } from '@/components/ui/button';
import { JobProgress } from '@/components/ui/job-progress';
import { ErrorNotice, Notice } from '@/components/ui/notice';
import { AdminPageHeader } from '@/components/ui/page-header';
import { PagedState } from '@/components/ui/paged-state';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { dateTime, number } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useCandidateAction, useCandidates, useCheckJob, useGymsWithoutWebsite, useStartCheck } from './api';

function Candidates({ gym }: { gym: DomainGymItem }) {
  const candidates = useCandidates(gym.id);
  const act = useCandidateAction();
  const run = (id: number, action: 'accept' | 'dismiss', domain: string) =>
    act.mutate(
      { id, action },
      {
        onSuccess: () =>
          toast({
            title: action === 'accept' ? 'Website set' : 'Candidate dismissed',
            description: action === 'accept' ? `${gym.name}: ${domain}` : domain,
          }),
        onError: (error) => toast({ title: 'Not done', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return (
    <section aria-labelledby="candidates" className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="candidates" className="text-base font-bold text-brand-900">
        Candidate domains for {gym.name}
      </h2>
      <QueryState
        query={candidates}
        loadingLabel="Loading candidates"
        errorFallback="The candidates could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-slate-600">No domain checked yet. Check this gym to find its candidates.</p>}
      >
        {(list) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Candidate domains of {gym.name}, those that answer first</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600">
                  <th scope="col" className="py-2 pr-2">
                    Domain
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    DNS
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    Web
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    Page title
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    Status
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-2 font-medium text-brand-900">
                      {c.domain}
                      {c.finalUrl ? (
                        <span className="block text-xs font-normal text-slate-600">{c.finalUrl}</span>
                      ) : null}
                    </th>
                    <td className="py-2 pr-2">{c.dnsResolves ? 'Resolves' : 'No address'}</td>
                    <td className="py-2 pr-2 tabular-nums">{c.httpStatus ?? '—'}</td>
                    <td className="py-2 pr-2">{c.title ?? '—'}</td>
                    <td className="py-2 pr-2 capitalize">{c.status}</td>
                    <td className="py-2">
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          disabled={act.isPending || !c.dnsResolves || c.status === 'accepted'}
                          onClick={() => run(c.id, 'accept', c.domain)}
                          aria-label={`Accept ${c.domain}`}
                        >
                          <Check aria-hidden="true" /> Accept
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={act.isPending || c.status !== 'open'}
                          onClick={() => run(c.id, 'dismiss', c.domain)}
                          aria-label={`Dismiss ${c.domain}`}
                        >
                          <X aria-hidden="true" /> Dismiss
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}

/** /admin/domain-finder: candidate domains for gyms without a website, checked as a job; accept one. */
export default function DomainFinderPage({ path }: PageProps) {
  useRouteTitle(path);
  const [q, setQ] = useState('');
  const list = useGymsWithoutWebsite(useDeferredValue(q.trim()));
  const [selected, setSelected] = useState<DomainGymItem | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useStartCheck();
  const job = useCheckJob(jobId);
  const running = jobId !== null && (!job.data || job.data.status === 'queued' || job.data.status === 'processing');
  const check = (gymId: number | null) => start.mutate(gymId, { onSuccess: ({ jobId: id }) => setJobId(id) });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Domain finder"
        description="Gyms without a website, with the domains their names suggest, each checked by DNS and on the web. Accept the right one and it becomes the gym's website."
        actions={
          <Button type="button" disabled={start.isPending || running} onClick={() => check(null)}>
            <Globe aria-hidden="true" /> Check all gyms
          </Button>
        }
      />
      <div className="mt-6 grid gap-4">
        {start.error ? <ErrorNotice error={start.error} fallback="The check could not be started." /> : null}
        {jobId !== null && job.data ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            <JobProgress job={job.data} label="Domain check" />
            {job.data.status === 'completed' ? (
              <Notice tone="success" className="mt-3">
                Checked {number((job.data.result as { candidates: number }).candidates)} domains of{' '}
                {number((job.data.result as { gyms: number }).gyms)} gyms;{' '}
                {number((job.data.result as { live: number }).live)} answer on the web.
              </Notice>
            ) : null}
          </div>
        ) : null}
        <section aria-labelledby="gyms">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="gyms" className="text-lg font-bold text-brand-900">
              Gyms without a website {list.total ? `(${number(list.total)})` : ''}
            </h2>
            <SearchBox
              label="Search gyms"
              placeholder="Name or city"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              className="w-full sm:w-72"
            />
          </div>
          <div className="mt-3 overflow-x-auto">
            <PagedState
              list={list}
              loadingLabel="Loading gyms"
              errorFallback="The gyms could not be loaded. Please try again."
              noun="gyms"
              empty={
                <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
                  {q ? 'No gym without a website matches.' : 'Every gym has a website.'}
                </p>
              }
            >
              {(items) => (
                <table className="w-full min-w-[44rem] text-left text-sm">
                  <caption className="sr-only">Gyms without a website</caption>
                  <thead>
                    <tr className="border-b border-slate-200 text-xs text-slate-600">
                      <th scope="col" className="py-2 pr-2">
                        Gym
                      </th>
                      <th scope="col" className="py-2 pr-2 text-right">
                        Candidates
                      </th>
                      <th scope="col" className="py-2 pr-2 text-right">
                        On the web
                      </th>
                      <th scope="col" className="py-2 pr-2">
                        Last checked
                      </th>
                      <th scope="col" className="py-2">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((g) => (
                      <tr key={g.id} className="border-b border-slate-100">
                        <th scope="row" className="py-2 pr-2 font-medium text-brand-900">
                          {g.name}
                          <span className="block text-xs font-normal text-slate-600">
                            {[g.city, g.state, g.country].filter(Boolean).join(', ')}
                          </span>
                        </th>
                        <td className="py-2 pr-2 text-right tabular-nums">{number(g.candidates)}</td>
                        <td className="py-2 pr-2 text-right tabular-nums">{number(g.live)}</td>
                        <td className="py-2 pr-2 text-xs">{g.checkedAt ? dateTime(g.checkedAt) : 'Never'}</td>
                        <td className="py-2">
                          <div className="flex justify-end gap-2">
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={start.isPending || running}
                              onClick={() => {
                                setSelected(g);
                                check(g.id);
                              }}
                              aria-label={`Check ${g.name}`}
                            >
                              <Globe aria-hidden="true" /> Check
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => setSelected(g)}
                              aria-label={`Show candidates of ${g.name}`}
                            >
                              <Search aria-hidden="true" /> Candidates
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </PagedState>
          </div>
        </section>
        {selected ? <Candidates gym={selected} /> : null}
      </div>
    </div>
  );
}
