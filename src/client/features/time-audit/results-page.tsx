import { ClipboardList } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  labelOf,
  PRIORITY_CHOICES,
  TIME_CATEGORIES,
  timeCategoryLabels,
  totalHours,
  type TimeAuditRecord,
} from '@shared/time-audit';
import { buttonClasses } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { date } from '@/lib/format';
import type { PageProps } from '@/lib/page-props';
import { useRouteTitle } from '@/lib/use-document-title';
import { useAuditHistory, useTimeAudit } from './api';
import { Bar } from './bars';

const SCORE_ROWS = [
  ['strategicTime', 'Strategic time'],
  ['coachingTime', 'Coaching time'],
  ['delegation', 'Delegation'],
  ['priorityAlignment', 'Priority alignment'],
  ['total', 'Time score'],
  ['leader', 'Leader score'],
] as const;

const card = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

function Results({ audit }: { audit: TimeAuditRecord }) {
  const hours = totalHours(audit.timeAllocation);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="grade-heading" className={`${card} flex flex-wrap items-center gap-6`}>
        <p
          className="flex size-24 items-center justify-center rounded-full bg-brand-900 text-5xl font-black text-white"
          aria-hidden="true"
        >
          {audit.overallGrade}
        </p>
        <div className="grid gap-1">
          <h2 id="grade-heading" className="text-xl font-bold text-brand-900">
            Grade {audit.overallGrade}: {audit.overall} out of 100
          </h2>
          <p className="text-sm text-slate-700">
            Taken {date(audit.createdAt)}. 60 % your time score ({audit.scores.total}), 40 % your leader score (
            {audit.scores.leader}).
          </p>
          <p className="text-sm text-slate-700">
            Your priorities: {audit.top3Priorities.map((p) => labelOf(PRIORITY_CHOICES, p)).join(', ')}.
          </p>
        </div>
      </section>

      <section aria-labelledby="changes-heading" className={card}>
        <h2 id="changes-heading" className="text-lg font-bold text-brand-900">
          The changes that would move your grade most
        </h2>
        {audit.recommendations.length ? (
          <ol className="mt-4 grid gap-4">
            {audit.recommendations.map((r, i) => (
              <li key={r.key} className="grid gap-1 border-l-4 border-accent-500 pl-4">
                <p className="font-semibold text-slate-900">
                  {i + 1}. {r.title}
                </p>
                <p className="text-sm text-slate-700">{r.detail}</p>
                <p className="text-sm font-medium text-brand-800">
                  +{r.gain} points{r.gradeAfter !== audit.overallGrade ? `, a ${r.gradeAfter}` : ''}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-slate-700">
            No single change would raise your score: keep the habits that got you here, and take the audit again in a
            quarter.
          </p>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="scores-heading" className={card}>
          <h2 id="scores-heading" className="text-lg font-bold text-brand-900">
            Scores out of 100
          </h2>
          <div className="mt-4 grid gap-3">
            {SCORE_ROWS.map(([key, label]) => (
              <Bar
                key={key}
                label={label}
                value={audit.scores[key]}
                text={String(audit.scores[key])}
                tone={key === 'total' || key === 'leader' ? 'accent' : 'brand'}
              />
            ))}
          </div>
        </section>

        <section aria-labelledby="week-heading" className={card}>
          <h2 id="week-heading" className="text-lg font-bold text-brand-900">
            Where your {hours} hours go
          </h2>
          <div className="mt-4 grid gap-3">
            {TIME_CATEGORIES.map((c) => {
              const share = hours > 0 ? Math.round((audit.timeAllocation[c] / hours) * 100) : 0;
              return (
                <Bar
                  key={c}
                  label={timeCategoryLabels[c]}
                  value={share}
                  text={`${audit.timeAllocation[c]} h (${share} %)`}
                  tone={c === 'firefighting' ? 'warn' : 'brand'}
                />
              );
            })}
          </div>
          <p className="mt-4 text-sm text-slate-700">
            You hand off {audit.delegationData.delegatedTasks} of {audit.delegationData.totalTasks} recurring tasks.
          </p>
          {audit.freeTextAnswers.biggestTimeDrain ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold">Biggest time drain:</span> {audit.freeTextAnswers.biggestTimeDrain}
            </p>
          ) : null}
          {audit.freeTextAnswers.oneThingToHandOff ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold">First to hand off:</span> {audit.freeTextAnswers.oneThingToHandOff}
            </p>
          ) : null}
        </section>
      </div>

      <History current={audit.id} />
    </div>
  );
}

/** The member's audits side by side, oldest first, so a change over time reads left to right. */
function History({ current }: { current: number }) {
  const history = useAuditHistory();
  return (
    <section aria-labelledby="history-heading" className={card}>
      <h2 id="history-heading" className="text-lg font-bold text-brand-900">
        Your audits over time
      </h2>
      <div className="mt-4">
        <QueryState
          query={history}
          loadingLabel="Loading your earlier audits"
          errorFallback="Your earlier audits could not be loaded."
          isEmpty={(data) => data.items.length < 2}
          empty={
            <p className="text-sm text-slate-700">This is your first audit. Take another in a few months to compare.</p>
          }
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <caption className="sr-only">Your time audits, newest first, with their scores</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-600">
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Taken
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Grade
                    </th>
                    <th scope="col" className="w-1/3 py-2 pr-3 font-semibold">
                      Overall
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Time
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      Leader
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Delegation
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((a) => (
                    <tr
                      key={a.id}
                      className="border-b border-slate-100"
                      aria-current={a.id === current ? 'page' : undefined}
                    >
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {a.id === current ? (
                          <span>{date(a.createdAt)} (this one)</span>
                        ) : (
                          <Link className="text-brand-800 underline" to={`/time-audit/results/${a.id}`}>
                            {date(a.createdAt)}
                          </Link>
                        )}
                      </th>
                      <td className="py-2 pr-3 font-bold">{a.overallGrade}</td>
                      <td className="py-2 pr-3">
                        <Bar label="" value={a.overall} text={String(a.overall)} />
                      </td>
                      <td className="py-2 pr-3 tabular-nums">{a.scores.total}</td>
                      <td className="py-2 pr-3 tabular-nums">{a.scores.leader}</td>
                      <td className="py-2 tabular-nums">{a.scores.delegation}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {data.total > data.items.length ? (
                <p className="mt-2 text-xs text-slate-600">
                  Your {data.items.length} latest of {data.total} audits.
                </p>
              ) : null}
            </div>
          )}
        </QueryState>
      </div>
    </section>
  );
}

/** /time-audit/results/:id: the grade, the three changes, the charts and the member's history. */
export default function TimeAuditResultsPage({ path }: PageProps) {
  useRouteTitle(path);
  const id = Number(useParams().id);
  const audit = useTimeAudit(id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Time audit results"
        description="Where your week goes, how you lead, and what to change first."
        actions={
          <Link to="/time-audit" className={buttonClasses('outline')}>
            <ClipboardList aria-hidden="true" /> Take the audit again
          </Link>
        }
      />
      <div className="mt-8">
        {Number.isInteger(id) && id > 0 ? (
          <QueryState
            query={audit}
            loadingLabel="Loading your results"
            errorFallback="Your results could not be loaded."
            notFound={
              <Notice tone="info">
                This audit is not there.{' '}
                <Link className="font-semibold underline" to="/time-audit">
                  Take the time audit
                </Link>
              </Notice>
            }
          >
            {(data) => <Results audit={data} />}
          </QueryState>
        ) : (
          <Notice tone="info">
            This audit is not there.{' '}
            <Link className="font-semibold underline" to="/time-audit">
              Take the time audit
            </Link>
          </Notice>
        )}
      </div>
    </div>
  );
}
