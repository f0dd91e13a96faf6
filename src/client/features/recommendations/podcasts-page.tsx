import type { PageProps } from '@/lib/page-props';
import { RecommendationsPage } from './recommendations-page';

/** /podcasts */
export default function PodcastsPage(props: PageProps) {
  return <RecommendationsPage {...props} kind="podcasts" />;
}
