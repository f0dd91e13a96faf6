import { useAuth } from '@/features/accounts';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { RequestsPanel } from './requests-panel';

/** /my-gym/access: the people waiting for the caller's gym, for its approvers (gym.manage). */
export default function MyGymAccessPage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Gym access</h1>
      <p className="mt-2 text-slate-600">
        People who registered with {user?.gym?.name ?? 'your gym'} wait here until you approve them. Approved people see
        the gym&apos;s documents, facts and saved tools; everyone reads the club&apos;s member content at once.
      </p>
      <div className="mt-6">
        <RequestsPanel scope="my-gym" />
      </div>
    </div>
  );
}
