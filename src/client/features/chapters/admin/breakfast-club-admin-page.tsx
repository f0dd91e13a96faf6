import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PageHeader } from '@/components/ui/page-header';
import { PendingBadge } from '@/components/ui/pending-badge';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { usePendingChapterCounts } from '../api';
import { ApplicationsTab } from './applications-tab';
import { ChaptersTab } from './chapters-tab';
import { JoinRequestsTab } from './join-requests-tab';

const tabs = ['applications', 'chapters', 'join-requests'] as const;
type Tab = (typeof tabs)[number];

/**
 * /admin/breakfast-club: chapter applications, the chapters themselves and join requests, one tab
 * each; the applications and join requests tabs count what waits for an answer.
 */
export default function BreakfastClubAdminPage({ path }: PageProps) {
  useRouteTitle(path);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : 'applications';
  const pending = usePendingChapterCounts();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        eyebrow={
          <Link to="/admin" className="hover:underline">
            Administration
          </Link>
        }
        title="Breakfast club"
        description="Review chapter applications, look after the chapters and their leaders, and answer join requests."
      />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'applications' ? {} : { tab: next }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label="Breakfast club areas" className="grid-cols-3 sm:max-w-xl">
          <TabsTrigger className="px-2 sm:px-3" value="applications">
            Applications
            <PendingBadge count={pending.applications} className="ml-1.5" />
          </TabsTrigger>
          <TabsTrigger className="px-2 sm:px-3" value="chapters">
            Chapters
          </TabsTrigger>
          <TabsTrigger className="px-2 sm:px-3" value="join-requests">
            Join requests
            <PendingBadge count={pending.joinRequests} className="ml-1.5" />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="applications">
          <ApplicationsTab />
        </TabsContent>
        <TabsContent value="chapters">
          <ChaptersTab />
        </TabsContent>
        <TabsContent value="join-requests">
          <JoinRequestsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
