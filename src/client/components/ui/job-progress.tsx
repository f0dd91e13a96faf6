import type { Job } from '@shared/jobs';
import { jobStatusLabels } from '@shared/jobs';

/** A background job's progress as a bar with its status in words, announced as it changes. */
export function JobProgress({ job, label }: { job: Pick<Job, 'status' | 'progress' | 'error'>; label: string }) {
  return (
    <div className="grid gap-1" role="status">
      <div className="flex justify-between text-sm text-slate-700">
        <span>
          {label}: {jobStatusLabels[job.status]}
        </span>
        <span className="tabular-nums">{job.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${job.progress}%` }} />
      </div>
      {job.status === 'failed' && job.error ? <p className="text-sm text-red-700">{job.error}</p> : null}
    </div>
  );
}
