import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/accounts';
import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { HomeCommunity, HomeVideoAndPlaybook } from './home-community';
import { HomeFinalCta } from './home-cta';
import { HomeGrowNetwork } from './home-grow-network';
import { HomeHero } from './home-hero';
import { HomeResources } from './home-resources';
import { HomeStats } from './home-stats';

/** A signed-in member's own day; its code loads only for members. */
const MemberDay = lazy(() => import('./member-day'));

/** Spec 000 §2 Home page, top to bottom; a signed-in member's own day comes first (decision 0154). */
export default function HomePage({ path }: PageProps) {
  useRouteTitle(path);
  const { user } = useAuth();
  return (
    <>
      {user ? (
        <Suspense fallback={null}>
          <MemberDay user={user} />
        </Suspense>
      ) : null}
      <HomeHero />
      <HomeStats />
      <HomeCommunity />
      <HomeVideoAndPlaybook />
      <HomeResources />
      <HomeGrowNetwork />
      <HomeFinalCta signedIn={user !== null} />
    </>
  );
}
