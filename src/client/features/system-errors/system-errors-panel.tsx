import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { ErrorStatus, SystemErrorItem } from '@shared/system-errors';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LogReachNote } from '@/components/ui/log-reach';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { ResolveErrorDialog } from './resolve-error-dialog';
import { useSystemErrors } from './api';
import { dateTime as when } from '@/lib/format';

const tabs: { value: ErrorStatus; label: string }[] = [
  { value: 'unresolved', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/** Recent server errors (SystemErrorLog) with the resolve action. */
export function SystemErrorsPanel() {
  const [status, setStatus] = useState<ErrorStatus>('unresolved');
  const [resolving, setResolving] = useState<SystemErrorItem | null>(null);
  const errors = useSystemErrors(status);

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-center sm:justify-between">
        <div>
          <CardTitle>Recent errors</CardTitle>
          <CardDescription>
            Server errors with their first request, most recently seen first; a repeat counts on its entry.
          </CardDescription>
        </div>
        <div role="group" aria-label="Filter errors" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {tabs.map((t) => (
            <button
              key={t.value}
              type="button"
              aria-pressed={status === t.value}
              onClick={() => setStatus(t.value)}
              className="rounded-md px-3 py-1 text-sm font-medium text-slate-700 aria-pressed:bg-white aria-pressed:text-brand-900 aria-pressed:shadow-sm"
            >
              {t.label}
            </button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        <QueryState
          query={errors}
          loading={<Spinner label="Loading errors" />}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600" />
              {status === 'unresolved' ? 'No open errors. All clear.' : 'No errors to show.'}
            </p>
          }
        >
          {(data) => (
            <>
              <ul className="divide-y divide-slate-100">
                {data.items.map((e) => (
                  <li key={e.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-brand-900">{e.errorMessage}</p>
                      <p className="text-xs text-slate-600">
                        {e.occurrences === 1
                          ? `Seen once, ${when(e.occurredAt)}`
                          : `Seen ${e.occurrences} times · last ${when(e.lastSeenAt)} · first ${when(e.occurredAt)}`}
                      </p>
                      <p className="text-xs text-slate-600">
                        {e.requestMethod} {e.requestUrl} · request {e.requestId}
                      </p>
                      {e.resolved ? (
                        <p className="mt-1 text-xs text-emerald-800">Resolved: {e.resolutionNotes}</p>
                      ) : null}
                    </div>
                    {!e.resolved ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setResolving(e)}
                        aria-label={`Resolve error ${e.id}`}
                      >
                        Resolve
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
              {data.total > data.items.length ? (
                <p className="mt-3 text-xs text-slate-600">
                  Showing {data.items.length} of {data.total}.
                </p>
              ) : null}
              <div className="mt-3">
                <LogReachNote reach={data.reach} kept="Resolved errors are kept" />
              </div>
            </>
          )}
        </QueryState>
      </CardContent>
      <ResolveErrorDialog error={resolving} onClose={() => setResolving(null)} />
    </Card>
  );
}
