import {
  listingAnalysisSchema,
  listingInputSchema,
  listingListQuerySchema,
  listingPageSchema,
  listingSourcePageSchema,
  listingSourceQuerySchema,
  listingSourceSchema,
  listingUrlInputSchema,
  listingWithAnalysisSchema,
} from '../../../shared/business-listings';
import { noContent } from '../../../shared/answers';
import { jobAcceptedSchema } from '../../../shared/jobs';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import type { Feature } from '../../platform/feature';
import { createListing, deleteListing, getAnalysis, getListing, listListings, updateListing } from './service/listings';
import { addSource, deleteSource, listSources, registerListingJobs, startSourceAnalysis } from './service/sources';

const tags = ['admin: business-listings'];
const listingParams = idParamsOf('Invalid listing id');
const sourceParams = idParamsOf('Invalid listing address id');

/** /api/admin/business-listings: businesses for sale, their analyses and the queue of listing pages. */
export const businessListingAdminRoutes: Feature = (api, deps) => {
  registerListingJobs(deps);
  const guard = access.permission('listings.manage');
  const write = withWriteBudget(guard);

  api.get(
    '/admin/business-listings',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Listings, newest first, by type, price range and words of the title or location',
        querystring: listingListQuerySchema,
        response: { 200: listingPageSchema },
      },
    },
    async (request) => listListings(deps, request.query),
  );

  api.post(
    '/admin/business-listings',
    {
      ...write,
      schema: {
        tags,
        summary: 'Add a listing (wrapped under `listing`); answers it with its analysis',
        body: listingInputSchema,
        response: { 201: listingWithAnalysisSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createListing(deps, request.body.listing, actorOf(request))),
  );

  api.get(
    '/admin/business-listings/urls',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The listing pages watched, newest first, with their latest analysis run',
        querystring: listingSourceQuerySchema,
        response: { 200: listingSourcePageSchema },
      },
    },
    async (request) => listSources(deps, request.query),
  );

  api.post(
    '/admin/business-listings/urls',
    {
      ...write,
      schema: {
        tags,
        summary: 'Watch a listing page (the same address twice is a 409)',
        body: listingUrlInputSchema,
        response: { 201: listingSourceSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addSource(deps, request.body, actorOf(request))),
  );

  api.post(
    '/admin/business-listings/urls/:id/analyze',
    {
      ...write,
      schema: {
        tags,
        summary: 'Queue the analyser for one page: fetch, read, create or update the listing, analyse it',
        params: sourceParams,
        response: { 202: jobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const job = await startSourceAnalysis(deps, request.params.id, actorOf(request));
      return reply.status(202).send({ jobId: job.id, status: 'queued' as const });
    },
  );

  api.delete(
    '/admin/business-listings/urls/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Stop watching a page (a listing it made stays)',
        params: sourceParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteSource(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/admin/business-listings/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One listing with its analysis',
        params: listingParams,
        response: { 200: listingWithAnalysisSchema },
      },
    },
    async (request) => getListing(deps, request.params.id),
  );

  api.get(
    '/admin/business-listings/:id/analysis',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The analysis of a listing: metrics as plain ratios and dollars, the text parts, the comparables',
        params: listingParams,
        response: { 200: listingAnalysisSchema },
      },
    },
    async (request) => getAnalysis(deps, request.params.id),
  );

  api.put(
    '/admin/business-listings/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Replace a listing (wrapped under `listing`); its analysis is written anew',
        params: listingParams,
        body: listingInputSchema,
        response: { 200: listingWithAnalysisSchema },
      },
    },
    async (request) => updateListing(deps, request.params.id, request.body.listing, actorOf(request)),
  );

  api.delete(
    '/admin/business-listings/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a listing and its analysis',
        params: listingParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteListing(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
