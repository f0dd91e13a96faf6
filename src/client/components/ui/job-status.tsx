import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { isFinished, jobStatusLabels } from '@shared/jobs';
import { cn } from '@/lib/utils';
import { useJob } from '@/lib/jobs';

/**
 * A background job followed every second: queued → processing → completed or failed (with the
 * error). When it finishes, `onFinished` runs once (load again what the job changed).
 */
export function JobStatus({ jobId, label, onFinished }: { jobId: number; label: string; onFinished?: () => unknown }) {
  const job = useJob(jobId);
  const status = job.data?.status;
  const refreshed = useRef(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    if (status && isFinished(status) && !refreshed.current) {
      refreshed.current = true;
      void finished.current?.();
    }
  }, [status]);

  if (job.isError) {
    return (
      <span role="status" className="text-sm text-red-800">
        {label}: the job could not be followed
      </span>
    );
  }
  const Icon = status === 'completed' ? CircleCheck : status === 'failed' ? CircleAlert : LoaderCircle;
  return (
    <span
      role="status"
      className={cn(
        'inline-flex flex-wrap items-center gap-1.5 text-sm font-semibold',
        status === 'completed' ? 'text-emerald-800' : status === 'failed' ? 'text-red-800' : 'text-brand-800',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', status && isFinished(status) ? '' : 'animate-spin')} />
      <span>
        {label}: {status ? jobStatusLabels[status] : 'Queued'}
        {status === 'processing' && job.data?.progress ? ` (${job.data.progress}%)` : ''}
      </span>
      {status === 'failed' && job.data?.error ? <span className="font-normal">— {job.data.error}</span> : null}
    </span>
  );
}
