import { useQuery } from '@tanstack/react-query';
import { isFinished, type Job } from '@shared/jobs';

/** GET /api/admin/jobs/:id every second until the job is completed or failed. */
export function useJob(jobId: number | null) {
  return useQuery<Job>({
    queryKey: ['/api/admin/jobs', jobId],
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isFinished(status) ? false : 1000;
    },
  });
}
