import { and, between, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  defaultMarketParameters,
  haversineMiles,
  marketInsightsByRules,
  marketMessages as m,
  marketShares,
  reachMiles,
  round2,
  scoreMarket,
  type MarketAnalysisCreate,
  type MarketAnalysisRecord,
  type MarketAnalysisSummaryRecord,
  type Verdict,
} from '../../../../shared/market-intelligence';
import type { Page } from '../../../../shared/paging';
import { withTransaction, type Db } from '../../../db/client';
import {
  analysisResults,
  demographicSnapshots,
  geographies,
  gyms,
  marketShareReports,
  opportunityScores,
} from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { BadRequest, NotFound } from '../../../platform/errors';
import { marketWriterFor, type MarketTextWriter } from './writer';

export const ANALYSIS_TYPE = 'market_opportunity';

type AnalysisRow = typeof analysisResults.$inferSelect;

/** The held zip geography of a location, or the 404 of decision 0163. */
async function zipGeography(db: Db, zip: string) {
  const [geo] = await db
    .select()
    .from(geographies)
    .where(and(eq(geographies.type, 'zip'), eq(geographies.code, zip)));
  if (!geo) throw new NotFound(m.unknownZip(zip));
  return geo;
}

/** The latest snapshot of each geography named. */
async function latestSnapshots(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, typeof demographicSnapshots.$inferSelect>();
  const rows = await db
    .selectDistinctOn([demographicSnapshots.geographyId])
    .from(demographicSnapshots)
    .where(inArray(demographicSnapshots.geographyId, ids))
    .orderBy(demographicSnapshots.geographyId, desc(demographicSnapshots.vintageYear));
  return new Map(rows.map((r) => [r.geographyId, r]));
}

/** A latitude/longitude box around a centre that holds every point within `miles` (a cheap prefilter). */
function box(lat: number, lng: number, miles: number) {
  const dLat = miles / 69;
  const dLng = miles / (69 * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  return { latLo: lat - dLat, latHi: lat + dLat, lngLo: lng - dLng, lngHi: lng + dLng };
}

/**
 * Computes an analysis and stores its opportunity score and market share report, replacing any
 * earlier attempt's rows (the job may run twice). Runs on `db`: the job's connection, or the demo
 * seed's transaction.
 */
export async function computeAnalysis(db: Db, analysis: AnalysisRow, writer: MarketTextWriter): Promise<void> {
  const geo = await zipGeography(db, analysis.location);
  if (geo.latitude === null || geo.longitude === null) throw new BadRequest(m.noCentre(analysis.location));
  const centre = { lat: geo.latitude, lng: geo.longitude };
  const p = defaultMarketParameters;
  const radius = reachMiles(analysis.driveTimeMinutes, p);
  const b = box(centre.lat, centre.lng, radius);

  // Populations: every zip code whose centre lies within reach, the location's own always.
  const nearZips = await db
    .select({ id: geographies.id, lat: geographies.latitude, lng: geographies.longitude })
    .from(geographies)
    .where(
      and(
        eq(geographies.type, 'zip'),
        between(geographies.latitude, b.latLo, b.latHi),
        between(geographies.longitude, b.lngLo, b.lngHi),
      ),
    );
  const inReach = new Set([geo.id]);
  for (const z of nearZips) {
    if (z.lat !== null && z.lng !== null && haversineMiles(centre, { lat: z.lat, lng: z.lng }) <= radius) {
      inReach.add(z.id);
    }
  }
  const snapshots = await latestSnapshots(db, [...inReach]);
  const own = snapshots.get(geo.id);
  if (!own) throw new NotFound(m.unknownZip(analysis.location));
  let children = 0;
  let households = 0;
  for (const s of snapshots.values()) {
    children += s.childPopulation;
    households += s.households;
  }

  // Competitors: the directory's active gyms within reach, by haversine distance.
  const candidates = await db
    .select({
      id: gyms.id,
      name: gyms.name,
      city: gyms.city,
      state: gyms.state,
      lat: gyms.latitude,
      lng: gyms.longitude,
    })
    .from(gyms)
    .where(
      and(
        eq(gyms.status, 'active'),
        isNotNull(gyms.latitude),
        isNotNull(gyms.longitude),
        sql`${gyms.latitude}::float8 between ${b.latLo} and ${b.latHi}`,
        sql`${gyms.longitude}::float8 between ${b.lngLo} and ${b.lngHi}`,
      ),
    );
  const competitors = candidates
    .map((g) => {
      const lat = Number(g.lat);
      const lng = Number(g.lng);
      return { ...g, lat, lng, distance: haversineMiles(centre, { lat, lng }) };
    })
    .filter((g) => g.distance <= radius)
    .sort((a, z) => a.distance - z.distance || a.id - z.id);
  const { shares, newGymShare } = marketShares(competitors.map((c) => c.distance));

  const inputs = {
    children,
    households,
    medianIncome: own.medianIncome,
    competitorCount: competitors.length,
    driveTimeMinutes: analysis.driveTimeMinutes,
  };
  const scores = scoreMarket(inputs, p);
  const facts = { zip: analysis.location, name: geo.name, radiusMiles: radius, ...inputs };
  const text = await writer.write(facts, scores, marketInsightsByRules(facts, scores));

  await withTransaction(db, async (tx) => {
    await tx.delete(opportunityScores).where(eq(opportunityScores.analysisId, analysis.id));
    await tx.delete(marketShareReports).where(eq(marketShareReports.analysisId, analysis.id));
    await tx.insert(opportunityScores).values({
      analysisId: analysis.id,
      location: analysis.location,
      centerLatitude: centre.lat,
      centerLongitude: centre.lng,
      driveTimeMinutes: analysis.driveTimeMinutes,
      demandScore: scores.demand,
      supplyScore: scores.supply,
      competitivePressureScore: scores.competitivePressure,
      gapFitScore: scores.gapFit,
      accessScore: scores.access,
      riskScore: scores.risk,
      opportunityScore: scores.opportunity,
      verdict: scores.verdict,
      tamChildren: scores.tamChildren,
      samChildren: scores.samChildren,
      somChildren: scores.somChildren,
      samRevenueEstimate: scores.samAnnualRevenue,
      somRevenueEstimate: scores.somAnnualRevenue,
      childPopulation: children,
      households,
      medianIncome: own.medianIncome,
      competitorCount: competitors.length,
      vintageYear: own.vintageYear,
      parameters: { ...p, radiusMiles: round2(radius), newGymSharePercent: newGymShare },
    });
    if (competitors.length) {
      await tx.insert(marketShareReports).values(
        competitors.map((c, i) => ({
          analysisId: analysis.id,
          gymId: c.id,
          gymName: c.name,
          city: c.city,
          state: c.state,
          latitude: c.lat,
          longitude: c.lng,
          distanceMiles: round2(c.distance),
          estimatedSharePercent: shares[i]!,
        })),
      );
    }
    await tx
      .update(analysisResults)
      .set({
        status: 'completed',
        geographyId: geo.id,
        aiSummary: text.summary,
        aiInsights: text.insights,
        writtenBy: text.writtenBy,
        error: null,
        completedAt: new Date(),
      })
      .where(eq(analysisResults.id, analysis.id));
  });
}

/** POST /api/market-analyses: a pending analysis and its job, enqueued in the same transaction. */
export async function startAnalysis(
  deps: Deps,
  input: MarketAnalysisCreate,
  actor: Actor,
): Promise<{ id: number; status: 'pending' }> {
  const geo = await zipGeography(deps.db, input.location);
  if (geo.latitude === null || geo.longitude === null) throw new BadRequest(m.noCentre(input.location));
  const id = await withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(analysisResults)
      .values({
        userId: actor.userId,
        analysisType: ANALYSIS_TYPE,
        status: 'pending',
        location: input.location,
        driveTimeMinutes: input.driveTimeMinutes,
        geographyId: geo.id,
      })
      .returning({ id: analysisResults.id });
    const job = await deps.jobs.enqueue(
      'market-analysis',
      { analysisId: row!.id },
      { db: tx, requestedBy: actor.userId, maxAttempts: 2 },
    );
    await tx.update(analysisResults).set({ jobId: job.id }).where(eq(analysisResults.id, row!.id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'market_analysis.create',
        resourceType: 'market_analysis',
        resourceId: row!.id,
        newValues: { ...input, jobId: job.id },
      },
      actor.meta,
    );
    return row!.id;
  });
  deps.jobs.kick();
  return { id, status: 'pending' };
}

/** Registers the analysis on the job queue: pending → processing → completed | failed. */
export function registerMarketJobs(deps: Deps, writer?: MarketTextWriter): void {
  deps.jobs.register('market-analysis', async (payload, ctx) => {
    const analysisId = Number(payload.analysisId);
    const [row] = await deps.db.select().from(analysisResults).where(eq(analysisResults.id, analysisId));
    if (!row) return { analysisId, skipped: 'The analysis was removed before it ran' };
    await deps.db.update(analysisResults).set({ status: 'processing' }).where(eq(analysisResults.id, analysisId));
    await ctx.progress(10);
    try {
      await computeAnalysis(deps.db, row, writer ?? marketWriterFor(deps));
    } catch (error) {
      const last = ctx.job.attempts >= ctx.job.maxAttempts;
      const message = error instanceof Error ? error.message : 'The analysis failed';
      await deps.db
        .update(analysisResults)
        .set({ status: last ? 'failed' : 'pending', error: message })
        .where(eq(analysisResults.id, analysisId));
      throw error;
    }
    return { analysisId };
  });
}

/** The caller's own analysis, or 404: another member's is not there for them. */
async function ownAnalysis(db: Db, userId: number, id: number): Promise<AnalysisRow> {
  const [row] = await db
    .select()
    .from(analysisResults)
    .where(and(eq(analysisResults.id, id), eq(analysisResults.userId, userId)));
  if (!row) throw new NotFound(m.notFound);
  return row;
}

export async function getAnalysis(deps: Deps, userId: number, id: number): Promise<MarketAnalysisRecord> {
  const row = await ownAnalysis(deps.db, userId, id);
  const [geo] = row.geographyId
    ? await deps.db.select().from(geographies).where(eq(geographies.id, row.geographyId))
    : [];
  const base: MarketAnalysisRecord = {
    id: row.id,
    status: row.status as MarketAnalysisRecord['status'],
    location: row.location,
    locationName: geo?.name ?? null,
    driveTimeMinutes: row.driveTimeMinutes,
    radiusMiles: round2(reachMiles(row.driveTimeMinutes)),
    centre:
      geo && geo.latitude !== null && geo.longitude !== null
        ? { latitude: geo.latitude, longitude: geo.longitude }
        : null,
    error: row.status === 'failed' ? row.error : null,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
  if (row.status !== 'completed') return base;
  const [score] = await deps.db.select().from(opportunityScores).where(eq(opportunityScores.analysisId, id));
  if (!score) return base;
  const shares = await deps.db
    .select()
    .from(marketShareReports)
    .where(eq(marketShareReports.analysisId, id))
    .orderBy(marketShareReports.distanceMiles, marketShareReports.id);
  return {
    ...base,
    centre: { latitude: score.centerLatitude, longitude: score.centerLongitude },
    opportunityScore: score.opportunityScore,
    scores: {
      demand: score.demandScore,
      supply: score.supplyScore,
      competitivePressure: score.competitivePressureScore,
      gapFit: score.gapFitScore,
      access: score.accessScore,
      risk: score.riskScore,
      opportunity: score.opportunityScore,
    },
    verdict: score.verdict as Verdict,
    competitorCount: score.competitorCount,
    populations: { children: score.childPopulation, households: score.households },
    medianIncome: score.medianIncome,
    market: {
      tamChildren: score.tamChildren,
      samChildren: score.samChildren,
      somChildren: score.somChildren,
      samAnnualRevenue: score.samRevenueEstimate,
      somAnnualRevenue: score.somRevenueEstimate,
      newGymSharePercent: score.parameters.newGymSharePercent ?? 0,
    },
    vintageYear: score.vintageYear,
    summary: row.aiSummary,
    insights: row.aiInsights ?? [],
    writtenBy: (row.writtenBy as 'rules' | 'llm' | null) ?? 'rules',
    competitors: shares.map((s) => ({
      gymId: s.gymId ?? 0,
      name: s.gymName,
      city: s.city,
      state: s.state,
      latitude: s.latitude,
      longitude: s.longitude,
      distanceMiles: s.distanceMiles,
      estimatedSharePercent: s.estimatedSharePercent,
    })),
    parameters: score.parameters,
  };
}

/** GET /api/market-analyses: the caller's analyses, newest first, with their headline figures. */
export async function listAnalyses(
  deps: Deps,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<Page<MarketAnalysisSummaryRecord>> {
  const mine = eq(analysisResults.userId, userId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        a: analysisResults,
        name: geographies.name,
        opportunity: opportunityScores.opportunityScore,
        verdict: opportunityScores.verdict,
        competitors: opportunityScores.competitorCount,
      })
      .from(analysisResults)
      .leftJoin(geographies, eq(geographies.id, analysisResults.geographyId))
      .leftJoin(opportunityScores, eq(opportunityScores.analysisId, analysisResults.id))
      .where(mine)
      .orderBy(desc(analysisResults.createdAt), desc(analysisResults.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(analysisResults).where(mine),
  ]);
  return {
    items: rows.map(({ a, name, opportunity, verdict, competitors }) => ({
      id: a.id,
      status: a.status as MarketAnalysisSummaryRecord['status'],
      location: a.location,
      locationName: name,
      driveTimeMinutes: a.driveTimeMinutes,
      opportunityScore: opportunity,
      verdict: verdict as Verdict | null,
      competitorCount: competitors,
      createdAt: a.createdAt,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
