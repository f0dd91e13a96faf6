import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { roles, users } from './accounts';
import { imageColumns, ownedBy, ts } from './columns';

export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    slug: varchar({ length: 200 }).notNull().unique(),
    title: varchar({ length: 255 }).notNull(),
    content: text().notNull().default(''),
    excerpt: text(),
    author: varchar({ length: 100 }),
    coverImage: text(),
    tags: text().array().notNull().default([]),
    isPublished: boolean().notNull().default(false),
    publishedAt: ts(),
    displayOrder: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('articles_published_idx').on(t.isPublished, t.publishedAt)],
);

export const articleReviews = pgTable(
  'article_reviews',
  {
    id: serial().primaryKey(),
    articleId: ownedBy(() => articles.id),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    rating: integer().notNull(),
    reviewText: text(),
    userName: varchar({ length: 100 }).notNull(),
    isVerified: boolean().notNull().default(false),
    isHidden: boolean().notNull().default(false),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('article_reviews_article_idx').on(t.articleId, t.createdAt),
    uniqueIndex('article_reviews_user_article_idx').on(t.articleId, t.userId),
  ],
);

export const articleRoles = pgTable(
  'article_roles',
  {
    articleId: ownedBy(() => articles.id),
    roleId: ownedBy(() => roles.id),
    relevance: varchar({ length: 20 }).notNull().default('primary'),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.roleId] })],
);

/**
 * Cover and inline images uploaded by admins, already resized; served publicly at
 * /api/public/article-images/{name} (decision 0051: stored in the database so every
 * app process serves the same files).
 */
export const articleImages = pgTable(
  'article_images',
  imageColumns(() => users.id),
);
