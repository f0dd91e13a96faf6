import { useRouteTitle } from '@/lib/use-document-title';
import type { PageProps } from '@/lib/page-props';
import { HomeCommunity, HomeVideoAndPlaybook } from './home-community';
import { HomeFinalCta } from './home-cta';
import { HomeGrowNetwork } from './home-grow-network';
import { HomeHero } from './home-hero';
import { HomeResources } from './home-resources';
import { HomeStats } from './home-stats';

/** Spec 000 §2 Home page, top to bottom. */
export default function HomePage({ path }: PageProps) {
  useRouteTitle(path);
  return (
    <>
      <HomeHero />
      <HomeStats />
      <HomeCommunity />
      <HomeVideoAndPlaybook />
      <HomeResources />
      <HomeGrowNetwork />
      <HomeFinalCta />
    </>
  );
}
