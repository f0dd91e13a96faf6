import { useState } from 'react';
import { GYM_ACCESS_REQUEST_STATUSES, gymAccessMessages, type GymAccessRequest } from '@shared/gym-access';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FilterChips } from '@/components/ui/filter-chips';
import { ErrorNotice } from '@/components/ui/notice';
import { PageNav } from '@/components/ui/page-nav';
import { QueryState } from '@/components/ui/query-state';
import { SearchBox } from '@/components/ui/search-box';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { shortDate } from '@/lib/format';
import { useAccessRequests, useDecide, type RequestFilter, type Scope } from './api';

const FILTERS: RequestFilter['status'][] = [...GYM_ACCESS_REQUEST_STATUSES, 'all'];

function statusLine(r: GymAccessRequest) {
  if (r.status === 'pending') return `Waiting since ${shortDate(r.createdAt)}`;
  const who = r.decidedBy ? ` by ${r.decidedBy}` : '';
  const when = r.decidedAt ? ` on ${shortDate(r.decidedAt)}` : '';
  return `${r.status === 'approved' ? 'Approved' : 'Declined'}${who}${when}`;
}

function RequestRow({
  request: r,
  showGym,
  onApprove,
  onDeny,
}: {
  request: GymAccessRequest;
  showGym: boolean;
  onApprove: () => void;
  onDeny: () => void;
}) {
  const name = `${r.firstName} ${r.lastName}`;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-brand-900">
          {name} <span className="font-normal text-slate-600">· {r.role}</span>
        </p>
        <p className="truncate text-sm text-slate-600">
          {r.username} · {r.email}
          {showGym ? ` · ${r.gymName}` : ''}
        </p>
        <p className="mt-1 text-sm text-slate-700">{statusLine(r)}</p>
        {r.status === 'denied' && r.reason ? <p className="text-sm text-slate-600">Reason: {r.reason}</p> : null}
      </div>
      {r.status === 'pending' ? (
        <div className="flex shrink-0 gap-2">
          <Button size="sm" onClick={onApprove} aria-label={`Approve ${name}`}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={onDeny} aria-label={`Decline ${name}`}>
            Decline
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function DenyDialog({ request, scope, onClose }: { request: GymAccessRequest; scope: Scope; onClose: () => void }) {
  const decide = useDecide(scope);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) return setError(gymAccessMessages.reasonRequired);
    decide.mutate(
      { id: request.id, action: 'deny', reason },
      {
        onSuccess: () => {
          toast({ title: `${request.firstName} ${request.lastName} was declined` });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Decline ${request.firstName} ${request.lastName}?`}
      description="They keep their account and the club's member content; the gym's private data stays closed. The reason is sent to them."
    >
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField label="Reason" error={error ?? undefined}>
          <Textarea
            value={reason}
            maxLength={500}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        </FormField>
        <ErrorNotice error={decide.error} fallback="That did not work. Please try again." />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={decide.isPending}>
            {decide.isPending ? 'Declining…' : 'Decline'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The access requests of one gym (its approvers) or of every gym (admins): filter, search, decide. */
export function RequestsPanel({ scope }: { scope: Scope }) {
  const [filter, setFilter] = useState<RequestFilter>({ status: 'pending', search: '', page: 1 });
  const [search, setSearch] = useState('');
  const [approving, setApproving] = useState<GymAccessRequest | null>(null);
  const [denying, setDenying] = useState<GymAccessRequest | null>(null);
  const requests = useAccessRequests(scope, filter);
  const { data } = requests;
  const decide = useDecide(scope);

  return (
    <section aria-label="Access requests">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <FilterChips
          label="Filter by status"
          options={FILTERS}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status, page: 1 })}
          labelOf={(f) => (f === 'denied' ? 'declined' : f)}
        />
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ ...filter, search, page: 1 });
          }}
        >
          <SearchBox
            id={`${scope}-request-search`}
            label="Search requests"
            placeholder={scope === 'admin' ? 'Name, email or gym' : 'Name or email'}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="sm:w-64"
          />
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      </div>

      <div className="mt-6" aria-busy={requests.isPending}>
        <QueryState
          query={requests}
          loading={
            <div className="space-y-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-24 rounded-2xl" />
              ))}
            </div>
          }
          isEmpty={(list) => list.items.length === 0}
          empty={
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
              {filter.search
                ? 'No request matches that search.'
                : filter.status === 'pending'
                  ? 'Nobody is waiting for access. New requests appear here, and you get a mail for each.'
                  : 'No requests here yet.'}
            </p>
          }
        >
          {(list) => (
            <ul className="space-y-3">
              {list.items.map((r) => (
                <RequestRow
                  key={r.id}
                  request={r}
                  showGym={scope === 'admin'}
                  onApprove={() => setApproving(r)}
                  onDeny={() => setDenying(r)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      {data ? (
        <PageNav
          page={filter.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      ) : null}

      {approving ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? null : setApproving(null))}
          title={`Approve ${approving.firstName} ${approving.lastName}?`}
          description={`They will see ${approving.gymName}'s documents, facts and saved tools. Approve only someone who works at the gym.`}
          confirmLabel="Approve"
          pending={decide.isPending}
          error={decide.error}
          onConfirm={() =>
            decide.mutate(
              { id: approving.id, action: 'approve' },
              {
                onSuccess: () => {
                  toast({ title: `${approving.firstName} ${approving.lastName} now has access` });
                  setApproving(null);
                },
              },
            )
          }
        />
      ) : null}
      {denying ? <DenyDialog request={denying} scope={scope} onClose={() => setDenying(null)} /> : null}
    </section>
  );
}
