import { learningAssets } from '../../../db/schema/index';
import type { ImageStore } from '../../../platform/images';

/** Where module covers and inline images are kept and served from (/api/public/learning-module-images/{name}). */
export const moduleImageStore: ImageStore = { prefix: 'learning-module-images', table: learningAssets };
