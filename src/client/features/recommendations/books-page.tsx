import type { PageProps } from '@/routes';
import { RecommendationsPage } from './recommendations-page';

/** /books */
export default function BooksPage(props: PageProps) {
  return <RecommendationsPage {...props} kind="books" />;
}
