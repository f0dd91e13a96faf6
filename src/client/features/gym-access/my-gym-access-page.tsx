import type { ReactNode } from 'react';
import { useAuth, usePermissions } from '@/features/accounts';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { RequestsPanel } from './requests-panel';

/** The page's heading and why it lists no requests for this member. */
function NoRequests({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Gym access" />
      <Notice className="mt-6 max-w-xl" title={title}>
        {children}
      </Notice>
    </div>
  );
}

/**
 * /my-gym/access: the people waiting for the caller's gym, for its approvers (gym.manage). Anyone
 * else who opens it learns who decides, and the list is not asked for (decision 0191).
 */
export default function MyGymAccessPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  const { hasPermission, isLoading } = usePermissions();
  const gym = user?.gym?.name ?? 'your gym';
  if (isLoading)
    return (
      <div className="flex justify-center py-20">
        <Spinner className="size-10" label="Loading page" />
      </div>
    );
  if (user?.gymAccess === 'pending')
    return (
      <NoRequests title={`Your own access to ${gym} is waiting for approval`}>
        Once it is approved, the people who register with {gym} wait here for your answer.
      </NoRequests>
    );
  if (!hasPermission('gym.manage'))
    return (
      <NoRequests title={`The owner of ${gym} decides who joins`}>
        The people who register with {gym} wait for its owner&apos;s answer. Your role does not approve them.
      </NoRequests>
    );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Gym access"
        description={
          <p>
            People who registered with {gym} wait here until you approve them. Approved people see the gym&apos;s
            documents, facts and saved tools; everyone reads the club&apos;s member content at once.
          </p>
        }
      />
      <div className="mt-6">
        <RequestsPanel scope="my-gym" />
      </div>
    </div>
  );
}
