import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { listingSourceQuerySchema } from '../../../../shared/business-listings';
import {
  listingFieldsSchema,
  listingMessages as m,
  type ListingSourceRecord,
  type ListingType,
} from '../../../../shared/business-listings';
import type { Page } from '../../../../shared/paging';
import { withTransaction } from '../../../db/client';
import { bizbuysellUrls, businessListings, jobs } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Actor } from '../../../platform/caller';
import { isUniqueViolation } from '../../../platform/db-errors';
import type { Deps } from '../../../platform/deps';
import { Conflict, NotFound } from '../../../platform/errors';
import type { JobRow } from '../../../platform/jobs';
import { HostPacer } from '../../../platform/host-pacer';
import { httpListingFetcher, ListingFetchError, type ListingPageFetcher } from './fetcher';
import { saveListingFromPage } from './listings';
import { readListingPage } from './page-reader';
import { writerFor } from './writer';

const sourceColumns = {
  source: bizbuysellUrls,
  listingTitle: businessListings.title,
  jobStatus: jobs.status,
  jobProgress: jobs.progress,
};

type SourceRow = {
  source: typeof bizbuysellUrls.$inferSelect;
  listingTitle: string | null;
  jobStatus: string | null;
  jobProgress: number | null;
};

function toSource({ source, listingTitle, jobStatus, jobProgress }: SourceRow): ListingSourceRecord {
  return {
    id: source.id,
    url: source.url,
    state: source.state,
    businessType: source.businessType as ListingType,
    isAnalyzed: source.isAnalyzed,
    lastAnalyzed: source.lastAnalyzed,
    listingId: source.listingId,
    listingTitle,
    lastError: source.lastError,
    job:
      source.jobId !== null && jobStatus !== null
        ? { id: source.jobId, status: jobStatus as 'queued', progress: jobProgress ?? 0 }
        : null,
    createdAt: source.createdAt,
  };
}

const selectSources = (deps: Deps) =>
  deps.db
    .select(sourceColumns)
    .from(bizbuysellUrls)
    .leftJoin(businessListings, eq(businessListings.id, bizbuysellUrls.listingId))
    .leftJoin(jobs, eq(jobs.id, bizbuysellUrls.jobId));

/** GET /api/admin/business-listings/urls?isAnalyzed= : the queue, newest first. */
export async function listSources(
  deps: Deps,
  query: z.output<typeof listingSourceQuerySchema>,
): Promise<Page<ListingSourceRecord>> {
  const filters: SQL[] = [];
  if (query.isAnalyzed !== undefined) filters.push(eq(bizbuysellUrls.isAnalyzed, query.isAnalyzed));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    selectSources(deps)
      .where(where)
      .orderBy(desc(bizbuysellUrls.createdAt), desc(bizbuysellUrls.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(bizbuysellUrls).where(where),
  ]);
  return { items: rows.map(toSource), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getSource(deps: Deps, id: number): Promise<ListingSourceRecord> {
  const [row] = await selectSources(deps).where(eq(bizbuysellUrls.id, id));
  if (!row) throw new NotFound(m.urlNotFound);
  return toSource(row);
}

/** POST /api/admin/business-listings/urls: the same address twice is a 409. */
export async function addSource(
  deps: Deps,
  input: { url: string; state: string; businessType: ListingType },
  actor: Actor,
): Promise<ListingSourceRecord> {
  try {
    const id = await withTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .insert(bizbuysellUrls)
        .values({ ...input, createdBy: actor.userId })
        .returning({ id: bizbuysellUrls.id });
      await recordActivity(
        tx,
        {
          userId: actor.userId,
          action: 'listing_source.create',
          resourceType: 'listing_source',
          resourceId: row!.id,
          newValues: input,
        },
        actor.meta,
      );
      return row!.id;
    });
    return getSource(deps, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(m.urlTaken);
    throw error;
  }
}

/** DELETE /api/admin/business-listings/urls/:id: stops watching the address (a listing it made stays). */
export async function deleteSource(deps: Deps, id: number, actor: Actor): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const [gone] = await tx.delete(bizbuysellUrls).where(eq(bizbuysellUrls.id, id)).returning();
    if (!gone) throw new NotFound(m.urlNotFound);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'listing_source.delete',
        resourceType: 'listing_source',
        resourceId: id,
        oldValues: { url: gone.url, state: gone.state, businessType: gone.businessType },
      },
      actor.meta,
    );
  });
}

/** POST /api/admin/business-listings/urls/:id/analyze: queues the analyser, answers at once. */
export async function startSourceAnalysis(deps: Deps, id: number, actor: Actor): Promise<JobRow> {
  const job = await withTransaction(deps.db, async (tx) => {
    const [source] = await tx.select().from(bizbuysellUrls).where(eq(bizbuysellUrls.id, id)).for('update');
    if (!source) throw new NotFound(m.urlNotFound);
    const row = await deps.jobs.enqueue(
      'listing-analysis',
      { urlId: id },
      { db: tx, requestedBy: actor.userId, maxAttempts: 2 },
    );
    await tx.update(bizbuysellUrls).set({ jobId: row.id, lastError: null }).where(eq(bizbuysellUrls.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'listing_source.analyze',
        resourceType: 'listing_source',
        resourceId: id,
        newValues: { jobId: row.id },
      },
      actor.meta,
    );
    return row;
  });
  deps.jobs.kick();
  return job;
}

/** What a fetched page says, as a listing the schema accepts, or the reason it cannot be one. */
export function listingFromPage(
  html: string,
  source: { url: string; state: string; businessType: string },
): ReturnType<typeof listingFieldsSchema.safeParse> {
  const page = readListingPage(html, source.url);
  if (page.price === null) throw new ListingFetchError('The page shows no asking price');
  if (page.cashFlow === null) throw new ListingFetchError('The page shows no cash flow');
  const title = page.title ?? 'Untitled listing';
  return listingFieldsSchema.safeParse({
    title: title.slice(0, 200),
    type: source.businessType,
    description: (page.description ?? title).slice(0, 10_000),
    price: page.price,
    location: (page.location ?? source.state).slice(0, 200),
    listingUrl: source.url,
    bizbuysellId: page.bizbuysellId?.slice(0, 50) ?? null,
    revenue: page.revenue,
    cashFlow: page.cashFlow,
    established: page.established !== null && page.established <= new Date().getUTCFullYear() ? page.established : null,
    employees: page.employees,
  });
}

/** Registers the analyser on the queue; `fetcher` replaces the HTTP one (tests of the adapter seam). */
export function registerListingJobs(deps: Deps, fetcher?: ListingPageFetcher): void {
  const pages =
    fetcher ?? httpListingFetcher({ allowPrivate: deps.config.LISTING_FETCH_ALLOW_PRIVATE, pacer: new HostPacer() });
  deps.jobs.register('listing-analysis', async (payload, ctx) => {
    const urlId = Number(payload.urlId);
    const [source] = await deps.db.select().from(bizbuysellUrls).where(eq(bizbuysellUrls.id, urlId));
    if (!source) return { urlId, skipped: 'The address was removed before it could be analysed' };
    const fail = async (message: string) => {
      await deps.db.update(bizbuysellUrls).set({ lastError: message }).where(eq(bizbuysellUrls.id, urlId));
      throw new Error(message);
    };
    try {
      await ctx.progress(10);
      const { html } = await pages.fetchPage(source.url);
      await ctx.progress(50);
      const parsed = listingFromPage(html, source);
      if (!parsed.success) return await fail(`The page does not read as a listing: ${parsed.error.issues[0]?.message}`);
      const saved = await saveListingFromPage(deps, parsed.data, writerFor(deps), ctx.job.requestedBy);
      await ctx.progress(90);
      await deps.db
        .update(bizbuysellUrls)
        .set({ isAnalyzed: true, lastAnalyzed: new Date(), listingId: saved.id, lastError: null })
        .where(eq(bizbuysellUrls.id, urlId));
      return { urlId, listingId: saved.id, created: saved.created };
    } catch (error) {
      if (error instanceof ListingFetchError) return await fail(error.message);
      throw error;
    }
  });
}
