import { and, asc, count, eq, ilike, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import {
  candidateDomains,
  domainFinderMessages as m,
  websiteOf,
  type AcceptResult,
  type DomainCandidate,
  type DomainGym,
} from '../../../shared/domain-finder';
import type { JobRecord } from '../../../shared/jobs';
import type { Page } from '../../../shared/paging';
import { withTransaction } from '../../db/client';
import { gymDomainCandidates, gyms } from '../../db/schema/index';
import { recordActivity } from '../../platform/activity-log';
import type { Actor } from '../../platform/caller';
import type { Deps } from '../../platform/deps';
import { Conflict, NotFound } from '../../platform/errors';
import type { JobContext } from '../../platform/jobs';
import { pageOf } from '../../platform/paging';
import { invalidateMetrics } from '../dashboard/index';
import { jobView } from '../jobs/index';
import { liveDomainChecker, type DomainChecker } from './checker';
import { escapeLike } from '../../platform/search';

type CandidateRow = typeof gymDomainCandidates.$inferSelect;

/** Domains checked at once within one gym. */
const PARALLEL = 4;

const withoutWebsite = or(isNull(gyms.website), eq(gyms.website, ''))!;

const present = (row: CandidateRow): DomainCandidate => ({
  ...row,
  status: row.status as DomainCandidate['status'],
});

/** GET /api/admin/domain-finder/gyms: gyms without a website, by name, with their candidates counted. */
export async function listGymsWithoutWebsite(
  deps: Deps,
  q: { search?: string | undefined; page: number; pageSize: number },
): Promise<Page<DomainGym>> {
  const filters: SQL[] = [withoutWebsite];
  const term = q.search?.trim();
  if (term) {
    const like = `%${escapeLike(term)}%`;
    filters.push(or(ilike(gyms.name, like), ilike(gyms.city, like))!);
  }
  const where = and(...filters);
  const live = sql<number>`count(*) filter (where ${gymDomainCandidates.dnsResolves} and ${gymDomainCandidates.httpStatus} between 200 and 399)`;
  return pageOf(
    q,
    async (limit, offset) => {
      const rows = await deps.db
        .select({
          id: gyms.id,
          name: gyms.name,
          city: gyms.city,
          state: gyms.state,
          country: gyms.country,
          candidates: count(gymDomainCandidates.id),
          live: live.mapWith(Number),
          checkedAt: max(gymDomainCandidates.checkedAt),
        })
        .from(gyms)
        .leftJoin(gymDomainCandidates, eq(gymDomainCandidates.gymId, gyms.id))
        .where(where)
        .groupBy(gyms.id)
        .orderBy(asc(gyms.name), asc(gyms.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, checkedAt: r.checkedAt ? new Date(r.checkedAt) : null }));
    },
    async () => (await deps.db.select({ n: count() }).from(gyms).where(where))[0]?.n ?? 0,
  );
}

/** GET /api/admin/domain-finder/gyms/:id/candidates: the gym's candidates, those that answer first. */
export async function candidatesOf(deps: Deps, gymId: number): Promise<DomainCandidate[]> {
  const [gym] = await deps.db.select({ id: gyms.id }).from(gyms).where(eq(gyms.id, gymId));
  if (!gym) throw new NotFound(m.gymNotFound);
  const rows = await deps.db
    .select()
    .from(gymDomainCandidates)
    .where(eq(gymDomainCandidates.gymId, gymId))
    .orderBy(
      sql`case when ${gymDomainCandidates.httpStatus} between 200 and 399 then 0 when ${gymDomainCandidates.dnsResolves} then 1 else 2 end`,
      asc(gymDomainCandidates.id),
    );
  return rows.map(present);
}

/** POST /api/admin/domain-finder/checks: queues the check of one gym, or of every gym without a website. */
export async function startDomainCheck(deps: Deps, gymId: number | undefined, actor: Actor): Promise<number> {
  if (gymId !== undefined) {
    const [gym] = await deps.db.select({ id: gyms.id, website: gyms.website }).from(gyms).where(eq(gyms.id, gymId));
    if (!gym) throw new NotFound(m.gymNotFound);
    if (gym.website) throw new Conflict(m.hasWebsite);
  }
  const job = await withTransaction(deps.db, async (tx) => {
    const row = await deps.jobs.enqueue('domain-check', gymId ? { gymId } : {}, { db: tx, requestedBy: actor.userId });
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'domain_finder.check',
        resourceType: 'gym',
        resourceId: gymId ?? 0,
        newValues: { jobId: row.id, gymId: gymId ?? 'all without a website' },
      },
      actor.meta,
    );
    return row;
  });
  deps.jobs.kick();
  return job.id;
}

/** GET /api/admin/domain-finder/checks/:id */
export async function getDomainCheck(deps: Deps, id: number): Promise<JobRecord> {
  const row = await deps.jobs.find(id);
  if (!row || row.kind !== 'domain-check') throw new NotFound(m.jobNotFound);
  return jobView(row);
}

async function checkGym(deps: Deps, checker: DomainChecker, gym: typeof gyms.$inferSelect) {
  const domains = candidateDomains(gym);
  let live = 0;
  for (let i = 0; i < domains.length; i += PARALLEL) {
    const found = await Promise.all(
      domains.slice(i, i + PARALLEL).map(async (domain) => ({ domain, ...(await checker.check(domain)) })),
    );
    await deps.db
      .insert(gymDomainCandidates)
      .values(found.map((f) => ({ gymId: gym.id, ...f, title: f.title?.slice(0, 255) ?? null, checkedAt: new Date() })))
      .onConflictDoUpdate({
        target: [gymDomainCandidates.gymId, gymDomainCandidates.domain],
        set: {
          dnsResolves: sql`excluded.dns_resolves`,
          httpStatus: sql`excluded.http_status`,
          finalUrl: sql`excluded.final_url`,
          title: sql`excluded.title`,
          checkedAt: sql`excluded.checked_at`,
        },
      });
    live += found.filter((f) => f.httpStatus !== null && f.httpStatus >= 200 && f.httpStatus < 400).length;
  }
  return { domains: domains.length, live };
}

/** The work of a domain check: each gym's candidates checked and stored, progress per gym. */
export async function runDomainCheck(
  deps: Deps,
  checker: DomainChecker,
  payload: { gymId?: number },
  ctx: JobContext,
): Promise<{ gyms: number; candidates: number; live: number }> {
  const list = await deps.db
    .select()
    .from(gyms)
    .where(payload.gymId ? and(eq(gyms.id, payload.gymId), withoutWebsite) : withoutWebsite)
    .orderBy(asc(gyms.id));
  const total = { gyms: 0, candidates: 0, live: 0 };
  for (const gym of list) {
    const { domains, live } = await checkGym(deps, checker, gym);
    total.gyms += 1;
    total.candidates += domains;
    total.live += live;
    await ctx.progress((100 * total.gyms) / list.length);
  }
  return total;
}

export function registerDomainJobs(deps: Deps, checker?: DomainChecker): void {
  const use = checker ?? liveDomainChecker({ timeoutMs: deps.config.DOMAIN_CHECK_TIMEOUT_MS });
  deps.jobs.register('domain-check', (payload, ctx) => runDomainCheck(deps, use, payload as { gymId?: number }, ctx));
}

async function candidateRow(deps: Deps, id: number): Promise<CandidateRow> {
  const [row] = await deps.db.select().from(gymDomainCandidates).where(eq(gymDomainCandidates.id, id));
  if (!row) throw new NotFound(m.candidateNotFound);
  return row;
}

/** POST /api/admin/domain-finder/candidates/:id/accept: the gym's website becomes the candidate's address. */
export async function acceptCandidate(deps: Deps, id: number, actor: Actor): Promise<AcceptResult> {
  const result = await withTransaction(deps.db, async (tx) => {
    const [candidate] = await tx.select().from(gymDomainCandidates).where(eq(gymDomainCandidates.id, id)).for('update');
    if (!candidate) throw new NotFound(m.candidateNotFound);
    const [gym] = await tx.select().from(gyms).where(eq(gyms.id, candidate.gymId)).for('update');
    if (!gym) throw new NotFound(m.gymNotFound);
    if (gym.website) throw new Conflict(m.hasWebsite);
    const website = websiteOf(candidate);
    await tx
      .update(gyms)
      .set({ website, updatedAt: sql`now()` })
      .where(eq(gyms.id, gym.id));
    await tx.update(gymDomainCandidates).set({ status: 'accepted' }).where(eq(gymDomainCandidates.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'gym.website_found',
        resourceType: 'gym',
        resourceId: gym.id,
        oldValues: { website: gym.website },
        newValues: { website, domain: candidate.domain },
      },
      actor.meta,
    );
    return { gymId: gym.id, website };
  });
  invalidateMetrics(deps);
  return result;
}

/** POST /api/admin/domain-finder/candidates/:id/dismiss */
export async function dismissCandidate(deps: Deps, id: number, actor: Actor): Promise<DomainCandidate> {
  const before = await candidateRow(deps, id);
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(gymDomainCandidates)
      .set({ status: 'dismissed' })
      .where(eq(gymDomainCandidates.id, id))
      .returning();
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'domain_finder.dismiss',
        resourceType: 'gym',
        resourceId: before.gymId,
        oldValues: { domain: before.domain, status: before.status },
        newValues: { domain: before.domain, status: 'dismissed' },
      },
      actor.meta,
    );
    return present(row!);
  });
}
