import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  listingMessages as m,
  type Comparables,
  type ListingAnalysisRecord as ListingAnalysis,
  type ListingFields,
  type ListingListQuery,
  type ListingType,
  type ListingWithAnalysisRecord as ListingWithAnalysis,
  type ListingRecord as Listing,
} from '../../../../shared/business-listings';
import { analyseListing, type ListingFacts } from '../../../../shared/listing-analysis';
import type { Page } from '../../../../shared/paging';
import { roundTo } from '../../../../shared/tools/numbers';
import { rowsOf, withTransaction, type Db } from '../../../db/client';
import { businessListings, listingAnalyses, type ListingAnalysisRow, type ListingRow } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';
import { rulesWriter, type ListingTextWriter } from './writer';
import { escapeLike } from '../../../platform/search';

const thisYear = () => new Date().getUTCFullYear();

export const factsOf = (row: ListingFields | ListingRow): ListingFacts => ({
  title: row.title,
  type: row.type as ListingType,
  description: row.description,
  price: row.price,
  location: row.location,
  revenue: row.revenue,
  cashFlow: row.cashFlow,
  established: row.established,
  employees: row.employees,
});

function toListing(row: ListingRow, analysis: ListingAnalysisRow | null): Listing {
  return {
    id: row.id,
    title: row.title,
    type: row.type as ListingType,
    description: row.description,
    price: row.price,
    location: row.location,
    listingUrl: row.listingUrl,
    bizbuysellId: row.bizbuysellId,
    revenue: row.revenue,
    cashFlow: row.cashFlow,
    established: row.established,
    employees: row.employees,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    glance: analysis && {
      priceToCashFlow: analysis.metrics.priceToCashFlow,
      cashFlowMargin: analysis.metrics.cashFlowMargin,
      yearsInBusiness: analysis.metrics.yearsInBusiness,
      position: analysis.position as 'below' | 'within' | 'above' | null,
      risks: analysis.risks,
    },
  };
}

function toAnalysis(row: ListingAnalysisRow, comparables: Comparables): ListingAnalysis {
  return {
    listingId: row.listingId,
    metrics: row.metrics,
    valuation: {
      typicalLow: row.typicalLow,
      typicalHigh: row.typicalHigh,
      position: row.position as 'below' | 'within' | 'above' | null,
    },
    features: row.features,
    location: row.location,
    businessModel: row.businessModel,
    opportunities: row.opportunities,
    risks: row.risks,
    competitiveAdvantages: row.competitiveAdvantages,
    growthPotential: row.growthPotential,
    growthLevel: row.growthLevel as ListingAnalysis['growthLevel'],
    keywords: row.keywords,
    writtenBy: row.writtenBy as 'rules' | 'llm',
    comparables,
    analyzedAt: row.analyzedAt,
  };
}

/** The other listings of the type, summarised in one query (medians by percentile_cont). */
export async function comparablesFor(db: Db, type: string, exceptId: number): Promise<Comparables> {
  const result = await db.execute(sql`
    select count(*)::int as count,
      percentile_cont(0.5) within group (order by ${businessListings.price} / ${businessListings.cashFlow}) as multiple,
      percentile_cont(0.5) within group (order by ${businessListings.cashFlow} / nullif(${businessListings.revenue}, 0)) as margin,
      percentile_cont(0.5) within group (order by ${businessListings.price}) as price
    from ${businessListings}
    where ${businessListings.type} = ${type} and ${businessListings.id} <> ${exceptId}`);
  const [row] = rowsOf<{ count: number; multiple: unknown; margin: unknown; price: unknown }>(result);
  const at = (value: unknown, digits: number) =>
    value === null || value === undefined ? null : roundTo(Number(value), digits);
  return {
    count: Number(row?.count ?? 0),
    medianPriceToCashFlow: at(row?.multiple, 2),
    medianCashFlowMargin: at(row?.margin, 4),
    medianPrice: at(row?.price, 2),
  };
}

/** A stored analysis and the comparables of now, as an answer carries them. */
interface Analysed {
  analysis: ListingAnalysisRow;
  comparables: Comparables;
}

/** Computes and stores the analysis of a listing, with the comparables it was computed against. */
export async function writeAnalysis(
  db: Db,
  row: ListingRow,
  writer: ListingTextWriter = rulesWriter,
): Promise<Analysed> {
  const facts = factsOf(row);
  const comparables = await comparablesFor(db, row.type, row.id);
  const computed = analyseListing(facts, thisYear(), comparables);
  const { parts, writtenBy } = await writer.write(facts, computed);
  const values = {
    listingId: row.id,
    metrics: computed.metrics,
    typicalLow: computed.valuation.typicalLow,
    typicalHigh: computed.valuation.typicalHigh,
    position: computed.valuation.position,
    ...parts,
    writtenBy,
    analyzedAt: new Date(),
  };
  const [saved] = await db
    .insert(listingAnalyses)
    .values(values)
    .onConflictDoUpdate({ target: listingAnalyses.listingId, set: values })
    .returning();
  return { analysis: saved!, comparables };
}

/** A listing with its stored analysis (or one written now, for a listing without) and the comparables of now. */
async function readAnalysed(db: Db, id: number): Promise<Analysed & { row: ListingRow }> {
  const [found] = await db
    .select({ listing: businessListings, analysis: listingAnalyses })
    .from(businessListings)
    .leftJoin(listingAnalyses, eq(listingAnalyses.listingId, businessListings.id))
    .where(eq(businessListings.id, id));
  if (!found) throw new NotFound(m.notFound);
  const row = found.listing;
  if (!found.analysis) return { row, ...(await writeAnalysis(db, row)) };
  return { row, analysis: found.analysis, comparables: await comparablesFor(db, row.type, row.id) };
}

/** GET /api/admin/business-listings: newest first, filtered by type, price and words. */
export async function listListings(deps: Deps, query: ListingListQuery): Promise<Page<Listing>> {
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(businessListings.type, query.type));
  if (query.minPrice !== undefined) filters.push(gte(businessListings.price, query.minPrice));
  if (query.maxPrice !== undefined) filters.push(lte(businessListings.price, query.maxPrice));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    filters.push(or(ilike(businessListings.title, like), ilike(businessListings.location, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ listing: businessListings, analysis: listingAnalyses })
      .from(businessListings)
      .leftJoin(listingAnalyses, eq(listingAnalyses.listingId, businessListings.id))
      .where(where)
      .orderBy(desc(businessListings.createdAt), desc(businessListings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(businessListings).where(where),
  ]);
  return {
    items: rows.map((r) => toListing(r.listing, r.analysis)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/admin/business-listings/:id/analysis: the stored analysis and the comparables of now. */
export async function getAnalysis(deps: Deps, id: number): Promise<ListingAnalysis> {
  const { analysis, comparables } = await readAnalysed(deps.db, id);
  return toAnalysis(analysis, comparables);
}

const withAnalysis = ({ row, analysis, comparables }: Analysed & { row: ListingRow }): ListingWithAnalysis => ({
  ...toListing(row, analysis),
  analysis: toAnalysis(analysis, comparables),
});

/** GET /api/admin/business-listings/:id */
export async function getListing(deps: Deps, id: number): Promise<ListingWithAnalysis> {
  return withAnalysis(await readAnalysed(deps.db, id));
}

const columnsOf = (fields: ListingFields) => ({
  title: fields.title,
  type: fields.type,
  description: fields.description,
  price: fields.price,
  location: fields.location,
  listingUrl: fields.listingUrl,
  bizbuysellId: fields.bizbuysellId,
  revenue: fields.revenue,
  cashFlow: fields.cashFlow,
  established: fields.established,
  employees: fields.employees,
});

/** POST /api/admin/business-listings */
export async function createListing(deps: Deps, fields: ListingFields, actor: Actor): Promise<ListingWithAnalysis> {
  const result = await withTransaction(deps.db, async (tx) => {
    const [created] = await tx
      .insert(businessListings)
      .values({ ...columnsOf(fields), createdBy: actor.userId })
      .returning();
    const analysed = await writeAnalysis(tx, created!);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'business_listing.create',
        resourceType: 'business_listing',
        resourceId: created!.id,
        newValues: columnsOf(fields),
      },
      actor.meta,
    );
    return { row: created!, ...analysed };
  });
  return withAnalysis(result);
}

/** PUT /api/admin/business-listings/:id: the whole listing again, and its analysis anew. */
export async function updateListing(
  deps: Deps,
  id: number,
  fields: ListingFields,
  actor: Actor,
): Promise<ListingWithAnalysis> {
  const result = await withTransaction(deps.db, async (tx) => {
    const [before] = await tx.select().from(businessListings).where(eq(businessListings.id, id)).for('update');
    if (!before) throw new NotFound(m.notFound);
    const [after] = await tx
      .update(businessListings)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(eq(businessListings.id, id))
      .returning();
    const analysed = await writeAnalysis(tx, after!);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'business_listing.update',
        resourceType: 'business_listing',
        resourceId: id,
        oldValues: columnsOf(factsAndLinks(before)),
        newValues: columnsOf(fields),
      },
      actor.meta,
    );
    return { row: after!, ...analysed };
  });
  return withAnalysis(result);
}

const factsAndLinks = (row: ListingRow): ListingFields => ({
  ...factsOf(row),
  listingUrl: row.listingUrl,
  bizbuysellId: row.bizbuysellId,
});

/** DELETE /api/admin/business-listings/:id (its analysis goes with it; a source keeps its address). */
export async function deleteListing(deps: Deps, id: number, actor: Actor): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const [gone] = await tx.delete(businessListings).where(eq(businessListings.id, id)).returning();
    if (!gone) throw new NotFound(m.notFound);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'business_listing.delete',
        resourceType: 'business_listing',
        resourceId: id,
        oldValues: columnsOf(factsAndLinks(gone)),
      },
      actor.meta,
    );
  });
}

/**
 * The analyser's write: the listing a page describes, found by its listing number or its
 * address and updated, or created; its analysis written by `writer`. Returns the listing's id.
 */
export async function saveListingFromPage(
  deps: Deps,
  fields: ListingFields,
  writer: ListingTextWriter,
  requestedBy: number | null,
): Promise<{ id: number; created: boolean }> {
  const row = await withTransaction(deps.db, async (tx) => {
    const match = fields.bizbuysellId
      ? or(eq(businessListings.bizbuysellId, fields.bizbuysellId), eq(businessListings.listingUrl, fields.listingUrl))
      : eq(businessListings.listingUrl, fields.listingUrl);
    const [existing] = await tx.select().from(businessListings).where(match).limit(1).for('update');
    if (existing) {
      const [updated] = await tx
        .update(businessListings)
        .set({ ...columnsOf(fields), updatedAt: new Date() })
        .where(eq(businessListings.id, existing.id))
        .returning();
      return { row: updated!, created: false };
    }
    const [created] = await tx
      .insert(businessListings)
      .values({ ...columnsOf(fields), createdBy: requestedBy })
      .returning();
    return { row: created!, created: true };
  });
  // The model's call (when configured) runs outside the transaction: it may take seconds.
  await writeAnalysis(deps.db, row.row, writer);
  return { id: row.row.id, created: row.created };
}
