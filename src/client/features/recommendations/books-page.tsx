import type { PageProps } from '@/lib/page-props';
import { RecommendationsPage } from './recommendations-page';

/** /books */
export default function BooksPage(props: PageProps) {
  return <RecommendationsPage {...props} kind="books" />;
}
