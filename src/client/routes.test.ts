import { describe, expect, it } from 'vitest';
import { routeAreas } from './route-areas';
import { adminRoutes, publicRoutes, signedInRoutes } from './routes';

const all = [...publicRoutes, ...signedInRoutes, ...adminRoutes].map((r) => r.path);

describe('route table', () => {
  it('lists every path of spec §2 once: 20 public, 40 signed-in, 26 admin-only', () => {
    expect(publicRoutes).toHaveLength(20);
    expect(signedInRoutes).toHaveLength(40);
    expect(adminRoutes).toHaveLength(26);
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives every route a title and description, and names no route that does not exist', () => {
    for (const path of all) expect(routeAreas[path]?.title, path).toBeTruthy();
    expect(Object.keys(routeAreas).sort()).toEqual([...all].sort());
  });
});
