import { usePermissions } from '@/features/accounts';

/**
 * Whether the member keeps a task list of their own (tasks.use, a gym's staff roles by default;
 * decision 0190). `keeps` is true while the permissions load, so a staff member never sees the
 * notice flash; `ready` says they have loaded, and gates the calls a member without it is refused.
 */
export function useKeepsTasks(): { keeps: boolean; ready: boolean } {
  const { hasPermission, isLoading } = usePermissions();
  return { keeps: isLoading || hasPermission('tasks.use'), ready: !isLoading };
}
