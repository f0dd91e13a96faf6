import { useAuth } from '@/features/accounts';
import { PageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { RequestsPanel } from './requests-panel';

/** /my-gym/access: the people waiting for the caller's gym, for its approvers (gym.manage). */
export default function MyGymAccessPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Gym access"
        description={
          <p>
            People who registered with {user?.gym?.name ?? 'your gym'} wait here until you approve them. Approved people
            see the gym&apos;s documents, facts and saved tools; everyone reads the club&apos;s member content at once.
          </p>
        }
      />
      <div className="mt-6">
        <RequestsPanel scope="my-gym" />
      </div>
    </div>
  );
}
