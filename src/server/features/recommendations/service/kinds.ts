import { sql, type SQLChunk } from 'drizzle-orm';
import { recommendationMessages as m, type RecommendationKind } from '../../../../shared/recommendations';

/** What differs between books and podcasts: table names, the person and the link columns. */
export interface Kind {
  kind: RecommendationKind;
  /** Singular, for the activity log: book, podcast. */
  noun: string;
  table: SQLChunk;
  votes: SQLChunk;
  comments: SQLChunk;
  /** The item's column in the votes and comments tables. */
  itemColumn: SQLChunk;
  person: 'author' | 'host';
  link: 'amazonUrl' | 'youtubeUrl';
  personColumn: SQLChunk;
  linkColumn: SQLChunk;
  notFound: string;
}

export const KINDS: Record<RecommendationKind, Kind> = {
  books: {
    kind: 'books',
    noun: 'book',
    table: sql.identifier('books'),
    votes: sql.identifier('book_votes'),
    comments: sql.identifier('book_comments'),
    itemColumn: sql.identifier('book_id'),
    person: 'author',
    link: 'amazonUrl',
    personColumn: sql.identifier('author'),
    linkColumn: sql.identifier('amazon_url'),
    notFound: m.bookNotFound,
  },
  podcasts: {
    kind: 'podcasts',
    noun: 'podcast',
    table: sql.identifier('podcasts'),
    votes: sql.identifier('podcast_votes'),
    comments: sql.identifier('podcast_comments'),
    itemColumn: sql.identifier('podcast_id'),
    person: 'host',
    link: 'youtubeUrl',
    personColumn: sql.identifier('host'),
    linkColumn: sql.identifier('youtube_url'),
    notFound: m.podcastNotFound,
  },
};
