import type { PageProps } from '@/routes';
import { RecommendationsPage } from './recommendations-page';

/** /podcasts */
export default function PodcastsPage(props: PageProps) {
  return <RecommendationsPage {...props} kind="podcasts" />;
}
