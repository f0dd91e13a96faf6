import { FileSpreadsheet, FileText, Pencil, Plus, Trash2, Trophy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MeetExpenseSummary } from '@shared/tools';
import { PageHeader } from '@/components/ui/page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/ui/confirm-dialog';
import { ErrorNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { exportUrl, useDeleteMeetExpense, useMeetHistory } from './api';
import { calendarDay, money, number } from '@/lib/format';
import { gatedTool } from '../tool-gate';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function MeetRow({ meet, onDelete }: { meet: MeetExpenseSummary; onDelete: () => void }) {
  const headingId = `meet-${meet.id}`;
  const where = [calendarDay(meet.date), meet.location].filter(Boolean).join(' · ');
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold tracking-tight text-balance text-brand-900">
            {meet.meetName}
          </h2>
          <p className="text-sm text-slate-600">{where || 'No date or place yet'}</p>
        </div>
        <dl className="grid shrink-0 grid-cols-3 gap-x-6 gap-y-1 md:text-right">
          <Fact label="Gymnasts">{number(meet.totals.totalGymnasts)}</Fact>
          <Fact label="Total">{money(meet.totals.total)}</Fact>
          <Fact label="Per gymnast">{money(meet.totals.perGymnast)}</Fact>
        </dl>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button asChild variant="outline" size="sm">
          <Link to={`/meet-expenses/${meet.id}/edit`}>
            <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {meet.meetName}</span>
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={exportUrl(meet.id, 'xlsx')} download>
            <FileSpreadsheet aria-hidden="true" /> Download .xlsx<span className="sr-only"> of {meet.meetName}</span>
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={exportUrl(meet.id, 'pdf')} download>
            <FileText aria-hidden="true" /> Download PDF<span className="sr-only"> of {meet.meetName}</span>
          </a>
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 sm:ml-auto" onClick={onDelete}>
          <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {meet.meetName}</span>
        </Button>
      </div>
    </li>
  );
}

/** /meet-expenses/history: the gym's saved meet budgets, newest first, each to edit, download or delete. */
function MeetHistoryPage({ path }: PageProps) {
  useRouteTitle(path);
  const history = useMeetHistory();
  const remove = useDeleteMeetExpense();
  const [deleting, setDeleting] = useState<MeetExpenseSummary | null>(null);
  const { items: meets, total } = history;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow="Tools"
        title="Meet budget history"
        description="Every meet budget your gym has saved, newest first. Everyone on your gym’s team sees the same list."
        actions={
          <Button asChild>
            <Link to="/meet-expenses">
              <Plus aria-hidden="true" /> New meet budget
            </Link>
          </Button>
        }
      />

      <div className="mt-8">
        {history.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            <span className="sr-only" role="status">
              Loading meet budgets
            </span>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-28 rounded-2xl" />
            ))}
          </div>
        ) : history.failed ? (
          <ErrorNotice error={history.error} fallback="The meet budgets could not be loaded. Please try again." />
        ) : meets.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <Trophy aria-hidden="true" className="mx-auto size-10 text-accent-600" />
            <h2 className="mt-3 text-lg font-bold text-brand-900">No meet budgets yet</h2>
            <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">
              Budget your next competition: entry fees, travel, hotel and coaching, with the cost per gymnast.
            </p>
            <Button asChild className="mt-6">
              <Link to="/meet-expenses">
                <Plus aria-hidden="true" /> Budget a meet
              </Link>
            </Button>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">
              {total === 1 ? '1 saved budget' : `${total} saved budgets`}
              {meets.length < total ? ` · showing the newest ${meets.length}` : ''}
            </p>
            <ul className="grid gap-4" aria-label="Saved meet budgets">
              {meets.map((meet) => (
                <MeetRow key={meet.id} meet={meet} onDelete={() => setDeleting(meet)} />
              ))}
            </ul>
            {history.hasMore ? (
              <div className="mt-6 flex justify-center">
                <Button variant="outline" disabled={history.loadingMore} onClick={history.more}>
                  {history.loadingMore ? 'Loading…' : `Show more (${total - meets.length} older)`}
                </Button>
              </div>
            ) : null}
            {history.moreFailed ? (
              <div className="mt-3">
                <ErrorNotice error={history.error} fallback="Older budgets could not be loaded. Please try again." />
              </div>
            ) : null}
          </>
        )}
      </div>

      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title={() => 'Delete this meet budget?'}
        description={(m) => `“${m.meetName}” and its totals are removed for everyone in your gym.`}
        confirmLabel="Delete budget"
        remove={remove}
        deleted={(m) => ({ title: 'Meet budget deleted', description: m.meetName })}
      />
    </div>
  );
}

export default gatedTool(MeetHistoryPage, { tool: 'meet-expenses', gymRecords: true });
