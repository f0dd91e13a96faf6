import { AdminPageHeader } from '@/components/ui/page-header';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { RequestsPanel } from './requests-panel';

/** /admin/gym-access: every gym's access requests; the admins decide for gyms with no approver yet. */
export default function AdminGymAccessPage({ path }: PageProps) {
  useRouteTitle(path);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader
        title="Gym access requests"
        description="Every request to join a gym. A gym's owner usually decides; requests for a gym with no approved member yet are yours."
      />
      <div className="mt-6">
        <RequestsPanel scope="admin" />
      </div>
    </div>
  );
}
