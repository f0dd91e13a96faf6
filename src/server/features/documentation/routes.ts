import { z } from 'zod';
import { guidePageSchema, guidePageSummarySchema, guideSearchQuerySchema } from '../../../shared/documentation';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';
import { UserGuide } from './guide';

/** The user guide: GET /api/documentation(?q=) and /api/documentation/:slug, for members. */
export const documentationRoutes: Feature = (api, deps) => {
  const guide = new UserGuide(deps.guideDir);
  const tags = ['documentation'];
  api.get(
    '/documentation',
    {
      ...access.member,
      schema: {
        tags,
        summary: 'The user guide’s pages in order; with q, the pages holding every word, best first, with an excerpt',
        querystring: guideSearchQuerySchema,
        response: { 200: z.array(guidePageSummarySchema) },
      },
    },
    async (request) => guide.search(request.query.q),
  );
  api.get(
    '/documentation/:slug',
    {
      ...access.member,
      schema: {
        tags,
        summary: 'One page of the user guide, as sanitized HTML with its headings',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Guide page not found') }),
        response: { 200: guidePageSchema },
      },
    },
    async (request) => guide.page(request.params.slug),
  );
};
