import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feasibilityMessages as m, projectFeasibility } from '../../../shared/feasibility';
import { feasibilityProjects } from '../../db/schema/index';
import { auditTrail } from '../../../../tests/support/audit';
import { createUser, signIn } from '../../../../tests/support/factories';
import { callsOf } from '../../../../tests/support/http';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
let owner: string;
let ownerId: number;
let other: string;
let manager: string;

const call = callsOf(() => t);
const reason = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;

beforeAll(async () => {
  t = await createTestApp();
  const o = await createUser(t.db, { role: 'Owner' });
  ownerId = o.id;
  owner = await signIn(t, o.id);
  other = await signIn(t, (await createUser(t.db, { role: 'Owner' })).id);
  manager = await signIn(t, (await createUser(t.db, { role: 'Manager' })).id);
});
afterAll(() => t.close());

const create = (cookie: string, body: Record<string, unknown> = {}) =>
  call('POST', '/api/feasibility-projects', cookie, {
    name: 'Second site in Round Rock',
    type: 'new_location',
    location: 'Round Rock, TX',
    ...body,
  });

describe('feasibility projects', () => {
  it('a project starts as a draft from typical figures; the wizard saves fields as it goes', async () => {
    const res = await create(owner);
    expect(res.statusCode, res.body).toBe(201);
    const project = res.json();
    expect(project).toMatchObject({ status: 'draft', type: 'new_location', lockedAt: null, shareToken: null });
    expect(project.programs.length).toBeGreaterThan(0);
    const saved = await call('PATCH', `/api/feasibility-projects/${project.id}`, owner, {
      sqft: 14_000,
      ceilingHeight: 24,
      parking: 45,
      staffing: { ...project.staffing, coaches: 14 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ sqft: 14_000, ceilingHeight: 24, parking: 45, staffing: { coaches: 14 } });
    expect(await auditTrail(t.db, 'feasibility_project', project.id)).toEqual([
      expect.objectContaining({ userId: ownerId, action: 'feasibility_project.create' }),
      expect.objectContaining({
        action: 'feasibility_project.update',
        oldValues: expect.objectContaining({ sqft: null }),
        newValues: expect.objectContaining({ sqft: 14_000 }),
      }),
    ]);
    const list = (await call('GET', '/api/feasibility-projects', owner)).json();
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect((await call('GET', '/api/feasibility-projects', other)).json().total).toBe(0);
  });

  it('results: three scenarios of five years, conservative ≤ base ≤ optimistic', async () => {
    const [row] = await t.db.select().from(feasibilityProjects).where(eq(feasibilityProjects.userId, ownerId));
    const res = await call('GET', `/api/feasibility-projects/${row!.id}/results`, owner);
    expect(res.statusCode).toBe(200);
    const { scenarios } = res.json();
    for (const key of ['conservative', 'base', 'optimistic']) {
      expect(scenarios[key].years).toHaveLength(5);
      expect(Object.keys(scenarios[key].years[0]).sort()).toEqual(['ebitda', 'expenses', 'revenue']);
      expect(scenarios[key]).toHaveProperty('breakevenMonth');
      expect(scenarios[key]).toHaveProperty('paybackMonths');
    }
    for (let y = 0; y < 5; y++) {
      expect(scenarios.conservative.years[y].revenue).toBeLessThanOrEqual(scenarios.base.years[y].revenue);
      expect(scenarios.base.years[y].revenue).toBeLessThanOrEqual(scenarios.optimistic.years[y].revenue);
    }
    expect(scenarios.base).toEqual(
      projectFeasibility({
        ...row!,
        sqft: 14_000,
        ceilingHeight: 24,
        parking: 45,
        staffing: { ...row!.staffing, coaches: 14 },
      }).scenarios.base,
    );
  });

  it('refuses bad fields with a message a person reads', async () => {
    expect(reason(await create(owner, { name: ' ' }))).toBe(m.nameRequired);
    expect(reason(await create(owner, { type: 'franchise' }))).toBe(m.typeRequired);
    expect(reason(await create(owner, { location: '' }))).toBe(m.locationRequired);
    const [row] = await t.db.select().from(feasibilityProjects).where(eq(feasibilityProjects.userId, ownerId));
    const bad = await call('PATCH', `/api/feasibility-projects/${row!.id}`, owner, { sqft: -5 });
    expect(bad.statusCode).toBe(400);
    expect(reason(bad)).toBe(m.wholeNumber);
    const unknown = await call('PATCH', `/api/feasibility-projects/${row!.id}`, owner, { status: 'locked' });
    expect(unknown.statusCode).toBe(400);
  });

  it('needs tools.financial: a visitor 401, a manager 403; another owner’s project is 404', async () => {
    expect((await call('GET', '/api/feasibility-projects')).statusCode).toBe(401);
    expect((await call('GET', '/api/feasibility-projects', manager)).statusCode).toBe(403);
    const [row] = await t.db.select().from(feasibilityProjects).where(eq(feasibilityProjects.userId, ownerId));
    expect((await call('GET', `/api/feasibility-projects/${row!.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/feasibility-projects/${row!.id}/results`, other)).statusCode).toBe(404);
  });

  it('exports the study as a PDF', async () => {
    const [row] = await t.db.select().from(feasibilityProjects).where(eq(feasibilityProjects.userId, ownerId));
    const res = await t.app.inject({
      url: `/api/feasibility-projects/${row!.id}/export?format=pdf`,
      headers: { cookie: owner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('a shared link reads without sign-in until revoked; a locked project keeps its projection and refuses changes', async () => {
    const project = (await create(owner, { name: 'Expansion next door', type: 'expansion' })).json();
    const share = await call('POST', `/api/feasibility-projects/${project.id}/share`, owner);
    expect(share.statusCode).toBe(200);
    const { shareToken, url } = share.json();
    expect(shareToken.length).toBeGreaterThanOrEqual(32);
    expect(url).toMatch(new RegExp(`/feasibility/shared/${shareToken}$`));
    expect((await call('POST', `/api/feasibility-projects/${project.id}/share`, owner)).json().shareToken).toBe(
      shareToken,
    );
    const open = await call('GET', `/api/feasibility/shared/${shareToken}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().project).toMatchObject({ name: 'Expansion next door' });
    expect(open.json().project).not.toHaveProperty('shareToken');
    expect(open.json().results.scenarios.base.years).toHaveLength(5);

    const locked = await call('POST', `/api/feasibility-projects/${project.id}/lock`, owner);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ status: 'locked', lockedAt: expect.any(String) });
    const refused = await call('PATCH', `/api/feasibility-projects/${project.id}`, owner, { sqft: 20_000 });
    expect(refused.statusCode).toBe(409);
    expect(reason(refused)).toBe(m.locked);
    const kept = (await call('GET', `/api/feasibility-projects/${project.id}/results`, owner)).json();
    expect(kept.scenarios.base).toEqual(open.json().results.scenarios.base);

    expect((await call('DELETE', `/api/feasibility-projects/${project.id}/share`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/feasibility/shared/${shareToken}`)).statusCode).toBe(404);
  });
});
