import { articleImages } from '../../../db/schema/index';
import type { ImageStore } from '../../../platform/images';

/** Where article covers and inline images are kept and served from (/api/public/article-images/{name}). */
export const articleImageStore: ImageStore = { prefix: 'article-images', table: articleImages };
