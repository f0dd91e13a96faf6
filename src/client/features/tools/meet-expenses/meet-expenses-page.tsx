import { ArrowLeft, FileSpreadsheet, FileText, History, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { MeetExpenseRecord } from '@shared/tools';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { isNotFound, QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { exportUrl, useMeetExpense, useSaveMeetExpense } from './api';
import { MeetForm } from './meet-form';
import { blankMeet, meetValues } from './meet-values';
import { gatedTool } from '../tool-gate';

const EDIT_PATH = '/meet-expenses/:id/edit';

const INTRO =
  'What will this competition cost your team? Add the entry fee of each level, the drive, the hotel, coaching ' +
  'sessions and team fees, and see the total and the share per gymnast before you set the meet fee for families.';

/** The saved budget's next steps: its history and its two exports. */
function SavedPanel({ record }: { record: MeetExpenseRecord }) {
  return (
    <Notice tone="success" role="status" title={`Saved: ${record.meetName}`}>
      <p>Download it for your records or for the parents, or find it later in the history.</p>
      <ul className="mt-2 grid gap-1.5">
        <li>
          <a
            className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-2"
            href={exportUrl(record.id, 'xlsx')}
            download
          >
            <FileSpreadsheet aria-hidden="true" className="size-4" /> Download .xlsx
          </a>
        </li>
        <li>
          <a
            className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-2"
            href={exportUrl(record.id, 'pdf')}
            download
          >
            <FileText aria-hidden="true" className="size-4" /> Download PDF
          </a>
        </li>
        <li>
          <Link
            className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-2"
            to="/meet-expenses/history"
          >
            <History aria-hidden="true" className="size-4" /> Meet budget history
          </Link>
        </li>
      </ul>
    </Notice>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-6">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
      <Skeleton className="h-96 rounded-2xl" />
    </div>
  );
}

/** A new budget: saved with POST, then opened as a saved one (so saving again updates it). */
function NewMeet() {
  const save = useSaveMeetExpense();
  const navigate = useNavigate();
  return (
    <MeetForm
      initial={blankMeet()}
      saveLabel="Save budget"
      onSave={async (input) => {
        const saved = await save.mutateAsync({ id: null, input });
        await navigate(`/meet-expenses/${saved.id}/edit`, { replace: true, state: { saved: true } });
        return saved;
      }}
    />
  );
}

/** A saved budget, filled from GET and saved with PUT. */
function EditMeet({ record }: { record: MeetExpenseRecord }) {
  const save = useSaveMeetExpense();
  const location = useLocation();
  const [justSaved, setJustSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved));
  return (
    <MeetForm
      initial={meetValues(record)}
      saveLabel="Save changes"
      saved={justSaved ? <SavedPanel record={record} /> : null}
      onSave={async (input) => {
        const saved = await save.mutateAsync({ id: record.id, input });
        setJustSaved(true);
        return saved;
      }}
    />
  );
}

/**
 * /meet-expenses and /meet-expenses/:id/edit: one meet's budget with its totals as you type, saved
 * to the gym. A budget that is not the gym's (or is gone) shows the not-found page.
 */
function MeetExpensesPage({ path }: PageProps) {
  useRouteTitle(path);
  const params = useParams();
  const editing = path === EDIT_PATH;
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useMeetExpense(id, editing && validId);
  if (editing && (!validId || isNotFound(query.error))) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      {editing ? (
        <Link
          to="/meet-expenses/history"
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All meet budgets
        </Link>
      ) : null}
      <PageHeader
        eyebrow="Tools"
        title={editing ? 'Edit meet budget' : 'Meet expense calculator'}
        description={INTRO}
        actions={
          <>
            {editing ? (
              <Button asChild variant="outline">
                <Link to="/meet-expenses">
                  <Plus aria-hidden="true" /> New budget
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to="/meet-expenses/history">
                <History aria-hidden="true" /> History
              </Link>
            </Button>
          </>
        }
      />
      <div className="mt-8">
        {editing ? (
          <QueryState
            query={query}
            loadingLabel="Loading the meet budget"
            loading={<FormSkeleton />}
            errorFallback="The meet budget could not be loaded. Please try again."
          >
            {(record) => <EditMeet key={record.id} record={record} />}
          </QueryState>
        ) : (
          <NewMeet />
        )}
      </div>
    </div>
  );
}

export default gatedTool(MeetExpensesPage, { tool: 'meet-expenses' });
