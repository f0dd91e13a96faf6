import { useDocumentTitle } from '@/lib/use-document-title';
import { HomeCommunity, HomeVideoAndPlaybook } from './home-community';
import { HomeFinalCta } from './home-cta';
import { HomeGrowNetwork } from './home-grow-network';
import { HomeHero } from './home-hero';
import { HomeResources } from './home-resources';
import { HomeStats } from './home-stats';

/** Spec 000 §2 Home page, top to bottom. */
export default function HomePage() {
  useDocumentTitle('The Breakfast Club');
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
