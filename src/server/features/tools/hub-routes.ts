import { z } from 'zod';
import { imageNameParams, toolCardSchema } from '../../../shared/tools/images';
import { access } from '../../platform/access';
import { callerOf } from '../../platform/caller';
import { toolPolicy } from './policy';
import { sendImage } from '../../platform/images';
import type { Feature } from '../../platform/feature';
import { findSiteLogo } from './service/site-logo';
import { findToolImage, listToolCards } from './service/images';
import { toolRanksFor } from '../roles/index';

const webp = {
  description: 'The image file (WebP)',
  content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } },
};

/** The /tools hub's list and the stored pictures it and every page show (decision 0126). */
export const toolHubRoutes: Feature = (api, deps) => {
  api.get(
    '/tools',
    {
      ...access.member,
      schema: {
        tags: ['tools'],
        summary:
          "Every tool whose screen is built, in the hub's order (the tools relevant to the caller's roles first, by tool_roles): slug, title (the screen's), path, one-line description, group (money, capacity, people, planning) and the card picture (uploaded, or the group's illustration)",
        response: { 200: toolCardSchema.array() },
      },
    },
    async (request) => {
      const caller = await callerOf(deps, request);
      const cards = await listToolCards(deps, (slug) => toolPolicy.can(caller, 'use', { slug }));
      // The tools relevant to the member's roles first (primary, then secondary), else the catalogue's order.
      const ranks = await toolRanksFor(deps, caller.user);
      const rank = (slug: string) => ranks.get(slug) ?? 2;
      return cards
        .map((card, i) => ({ card, i }))
        .sort((a, b) => rank(a.card.slug) - rank(b.card.slug) || a.i - b.i)
        .map((x) => x.card);
    },
  );

  api.get(
    '/public/tool-images/:name',
    {
      ...access.public,
      schema: {
        tags: ['tools'],
        summary: "A tool card's uploaded picture (immutable: a new upload gets a new name)",
        params: imageNameParams,
        response: { 200: webp },
      },
    },
    async (request, reply) => sendImage(reply, await findToolImage(deps, request.params.name)),
  );

  api.get(
    '/public/site-logo/:name',
    {
      ...access.public,
      schema: {
        tags: ['tools'],
        summary: 'The uploaded site logo (immutable: a new upload gets a new name)',
        params: imageNameParams,
        response: { 200: webp },
      },
    },
    async (request, reply) => sendImage(reply, await findSiteLogo(deps, request.params.name)),
  );
};
