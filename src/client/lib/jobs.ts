import { useQuery } from '@tanstack/react-query';
import { isFinished, type Job } from '@shared/jobs';

/**
 * GET {endpoint}/:id every second until the job is completed or failed: the job queue's own call,
 * or a feature's call that answers the same job shape for its own permission.
 */
export function useJob(jobId: number | null, endpoint = '/api/admin/jobs') {
  return useQuery<Job>({
    queryKey: [endpoint, jobId],
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinished(status) ? false : 1000;
    },
  });
}
