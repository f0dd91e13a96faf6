import { sql } from 'drizzle-orm';
import {
  DASHBOARD_RECENT_ROWS,
  GAP_SAMPLE_SIZE,
  GROWTH_MONTHS,
  type AdminDashboard,
  type DataGapKey,
  type GymAnalysis,
} from '../../../shared/admin-dashboard';
import { rowsOf } from '../../db/client';
import type { Deps } from '../../platform/deps';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * GET /api/admin/dashboard: seven counts in one round trip, then the latest activity and errors.
 * Read fresh on every call: the admin home is opened rarely and must show a change at once.
 */
export async function getAdminDashboard(deps: Deps): Promise<AdminDashboard> {
  const { db } = deps;
  const [counts] = rowsOf<Record<string, number | string>>(
    await db.execute(sql`
      select
        (select count(*)::int from users) as users,
        (select count(*)::int from gyms) as gyms,
        (select count(*)::int from gym_submissions where status = 'pending') as pending_gym_submissions,
        (select count(*)::int from events where date >= now()) as upcoming_events,
        (select count(*)::int from system_error_log where not resolved) as unresolved_errors,
        (select count(*)::int from user_login_log
          where success and login_time >= now() - interval '7 days') as logins,
        (select count(*)::int from user_login_log
          where not success and login_time >= now() - interval '7 days') as failed_logins`),
  );
  const activity = rowsOf<{
    id: number;
    user_id: number | null;
    user_name: string | null;
    action: string;
    resource_type: string | null;
    resource_id: string | null;
    occurred_at: Date | string;
  }>(
    await db.execute(sql`
      select a.id, a.user_id, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as user_name,
        a.action, a.resource_type, a.resource_id, a.occurred_at
      from user_activity_log a left join users u on u.id = a.user_id
      order by a.occurred_at desc, a.id desc
      limit ${DASHBOARD_RECENT_ROWS}`),
  );
  const errors = rowsOf<{
    id: number;
    error_type: string;
    error_message: string;
    severity: string;
    request_method: string | null;
    request_url: string | null;
    resolved: boolean;
    occurred_at: Date | string;
  }>(
    await db.execute(sql`
      select id, error_type, error_message, severity, request_method, request_url, resolved,
        greatest(occurred_at, last_seen_at) as occurred_at
      from system_error_log
      order by greatest(occurred_at, last_seen_at) desc, id desc
      limit ${DASHBOARD_RECENT_ROWS}`),
  );
  const count = (key: string) => Number(counts?.[key] ?? 0);
  return {
    counts: {
      users: count('users'),
      gyms: count('gyms'),
      pendingGymSubmissions: count('pending_gym_submissions'),
      upcomingEvents: count('upcoming_events'),
      unresolvedErrors: count('unresolved_errors'),
      loginsLast7Days: count('logins'),
      failedLoginsLast7Days: count('failed_logins'),
    },
    recentActivity: activity.map((a) => ({
      id: Number(a.id),
      userId: a.user_id === null ? null : Number(a.user_id),
      userName: a.user_name,
      action: a.action,
      resourceType: a.resource_type,
      resourceId: a.resource_id,
      occurredAt: iso(a.occurred_at),
    })),
    recentErrors: errors.map((e) => ({
      id: Number(e.id),
      errorType: e.error_type,
      errorMessage: e.error_message,
      severity: e.severity,
      requestMethod: e.request_method,
      requestUrl: e.request_url,
      resolved: e.resolved,
      occurredAt: iso(e.occurred_at),
    })),
  };
}

/** Where a gym's state or province is: the state code, else the province, else 'Unknown'. */
const REGION = sql`coalesce(nullif(trim(g.state), ''), nullif(trim(g.province), ''), 'Unknown')`;

const GAPS: Record<DataGapKey, ReturnType<typeof sql>> = {
  coordinates: sql`(g.latitude is null or g.longitude is null)`,
  website: sql`(g.website is null or trim(g.website) = '')`,
  squareFootage: sql`(g.building_sq_ft is null or g.building_sq_ft <= 0)`,
};

/**
 * GET /api/admin/gym-analysis: every gym and member (all statuses) by state or province, the gyms
 * and members created in each of the last GROWTH_MONTHS months (months without any included), and
 * the gyms missing coordinates, a website or a square footage.
 */
export async function getGymAnalysis(deps: Deps): Promise<GymAnalysis> {
  const { db } = deps;
  const regions = rowsOf<{ country: string; region: string; gyms: number; members: number }>(
    await db.execute(sql`
      select g.country, ${REGION} as region, count(*)::int as gyms,
        coalesce(sum(m.members), 0)::int as members
      from gyms g
      left join (select gym_id, count(*)::int as members from users where gym_id is not null group by gym_id) m
        on m.gym_id = g.id
      group by g.country, ${REGION}
      order by count(*) desc, g.country, ${REGION}`),
  );
  const growth = rowsOf<{ month: string; gyms: number; members: number }>(
    await db.execute(sql`
      with months as (
        select to_char(d, 'YYYY-MM') as month
        from generate_series(
          date_trunc('month', now()) - make_interval(months => ${GROWTH_MONTHS - 1}),
          date_trunc('month', now()), interval '1 month') as d
      )
      select months.month,
        (select count(*)::int from gyms where to_char(created_at, 'YYYY-MM') = months.month) as gyms,
        (select count(*)::int from users where to_char(created_at, 'YYYY-MM') = months.month) as members
      from months order by months.month`),
  );
  const totals = rowsOf<{ gyms: number; members: number }>(
    await db.execute(sql`select (select count(*)::int from gyms) as gyms,
      (select count(*)::int from users where gym_id is not null) as members`),
  )[0];
  const gaps = [];
  for (const key of Object.keys(GAPS) as DataGapKey[]) {
    const where = GAPS[key];
    const [counted] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from gyms g where ${where}`),
    );
    const gyms = rowsOf<{ id: number; name: string; city: string | null; state: string }>(
      await db.execute(sql`select g.id, g.name, g.city, g.state from gyms g where ${where}
        order by g.name, g.id limit ${GAP_SAMPLE_SIZE}`),
    );
    gaps.push({ key, count: Number(counted?.n ?? 0), gyms: gyms.map((g) => ({ ...g, id: Number(g.id) })) });
  }
  return {
    totals: { gyms: Number(totals?.gyms ?? 0), members: Number(totals?.members ?? 0) },
    regions: regions.map((r) => ({ ...r, gyms: Number(r.gyms), members: Number(r.members) })),
    growth: growth.map((g) => ({ month: g.month, gyms: Number(g.gyms), members: Number(g.members) })),
    gaps,
  };
}
