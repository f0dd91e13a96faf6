import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeDescriptions } from '@shared/route-descriptions';
import { siteNav } from '@shared/site-nav';
import { framelessPaths } from '@shared/site-basics';
import { adminScreenPermissions, pageFiles, routeAt, routeShape, siteRoutes, type Access } from '@shared/site-routes';
import { pageModules } from './route-table';

// The route table of spec 000 §2, copied from the spec.
const spec: Record<Access, string[]> = {
  public: [
    '/',
    '/auth',
    '/reset-password',
    '/reset-password-sms',
    '/about',
    '/gym-network',
    '/events',
    '/events/:id',
    '/books',
    '/podcasts',
    '/class-listings',
    '/class-table-generator',
    '/blog',
    '/blog/:slug',
    '/breakfast-club',
    '/breakfast-club/chapters',
    '/chapter/:id',
    '/breakfast-club/start-chapter',
    '/map',
    '/excel-test',
  ],
  'signed-in': [
    '/my-events',
    '/documentation',
    '/tools',
    '/tools/market-intelligence',
    '/tools/marketing-cost',
    '/tools/lead-conversion',
    '/tools/churn-rate',
    '/tools/loan',
    '/tools/breakeven',
    '/tools/revenue-sqft',
    '/pricing-capacity',
    '/students-per-class',
    '/meet-expenses',
    '/meet-expenses/history',
    '/meet-expenses/:id/edit',
    '/gym-capacity-planner',
    '/equipment-maintenance',
    '/equipment-inspection/:qrCode',
    '/customer-connect',
    '/jr-kiosk',
    '/time-audit',
    '/time-audit/results/:id',
    '/learning-hub',
    '/learning',
    '/learning/:moduleSlug',
    '/learning/:moduleSlug/:sectionSlug',
    '/breakfast-club/my-chapter',
    '/breakfast-club/create-event',
    '/repository',
    '/profile',
    '/business-tasks',
    '/my-tasks',
    '/task-wizard',
    '/certificates',
    '/revenue-per-sqft',
    '/arps-calculator',
    '/pro-shop-pricing',
    '/feasibility',
    '/feasibility/:id/wizard',
    '/feasibility/:id/dashboard',
  ],
  admin: [
    '/business-listings',
    '/business-listings/urls',
    '/admin',
    '/admin/state-links',
    '/admin/gyms',
    '/admin/gym-submissions',
    '/admin/gym-analysis',
    '/admin/gym-map',
    '/admin/users',
    '/admin/events',
    '/admin/learning',
    '/admin/learning/create',
    '/admin/learning/modules/:id/edit',
    '/admin/learning/sections/:id/edit',
    '/admin/articles',
    '/admin/articles/create',
    '/admin/articles/:id/edit',
    '/admin/roles-permissions',
    '/admin/tool-images',
    '/admin/domain-finder',
    '/admin/component-importer',
    '/admin/certificates',
    '/admin/document-types',
    '/admin/business-tasks',
    '/admin/business-tasks/:id/edit',
    '/admin/breakfast-club',
  ],
};

// Screens of our own beside the spec's (decision 0120: the four calculators that make the tools 17;
// decision 0130: where a gym's approvers and the admins decide gym access; decision 0161: where anyone
// checks a certificate's code; decision 0162: a feasibility study shared read-only by its owner).
const additions: Record<Access, string[]> = {
  public: ['/certificates/verify', '/certificates/verify/:code', '/feasibility/shared/:token'],
  'signed-in': [
    '/tools/price-increase',
    '/tools/payroll',
    '/tools/camp-profit',
    '/tools/growth-forecast',
    '/my-gym/access',
  ],
  admin: ['/admin/gym-access', '/admin/market-data'],
};

const clientDir = import.meta.dirname;
const routesSource = fs.readFileSync(path.join(clientDir, 'route-table.tsx'), 'utf8');

describe('route table', () => {
  it('has every route of spec §2, with its guard and a page module that exists', () => {
    for (const [access, paths] of Object.entries(spec)) {
      for (const specPath of paths) {
        const route = siteRoutes.find((r) => r.path === specPath);
        expect(route, specPath).toBeDefined();
        expect(route?.access, specPath).toBe(access);
        const file = route ? pageFiles[route.page] : undefined;
        expect(file, `${specPath} names no page module`).toBeDefined();
        expect(fs.existsSync(path.join(clientDir, file ?? '')), `${specPath}: ${file}`).toBe(true);
      }
    }
  });

  it('names no route the spec does not list but our recorded additions, and each once', () => {
    const paths = siteRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...Object.values(spec), ...Object.values(additions)].flat().sort());
    for (const [access, added] of Object.entries(additions)) {
      for (const path of added) expect(siteRoutes.find((r) => r.path === path)?.access, path).toBe(access);
    }
  });

  it('gives every route a title and a description', () => {
    for (const route of siteRoutes) {
      expect(route.title, route.path).toBeTruthy();
      expect(routeDescriptions[route.path], route.path).toBeTruthy();
    }
    // …and no description of a route the table does not have.
    expect(Object.keys(routeDescriptions).sort()).toEqual(siteRoutes.map((r) => r.path).sort());
  });

  it('loads each page key from the file the table names (the server preloads by that name)', () => {
    expect(Object.keys(pageModules).sort()).toEqual(Object.keys(pageFiles).sort());
    for (const [key, file] of Object.entries(pageFiles)) {
      const modulePath = `@/${file.replace(/\.tsx$/, '')}`;
      expect(routesSource, key).toContain(`${key}: () => import('${modulePath}'),`);
    }
  });
});

describe('what the app shell keeps of the table', () => {
  it('draws without the navigation exactly the frameless routes, which take no parameters', () => {
    const fromTable = siteRoutes.filter((r) => r.frameless).map((r) => r.path);
    expect([...framelessPaths].sort()).toEqual(fromTable.sort());
    for (const path of framelessPaths) expect(path, path).not.toContain(':');
  });

  it('lists as admin-screen permissions exactly the permissions of the admin routes', () => {
    const fromTable = new Set(siteRoutes.flatMap((r) => (r.access === 'admin' && r.permission ? [r.permission] : [])));
    expect([...adminScreenPermissions].sort()).toEqual([...fromTable].sort());
    expect(siteRoutes.some((r) => r.access !== 'admin' && r.permission)).toBe(false);
  });

  it('gives the /admin area any admin screen permission, a screen its own, others none', () => {
    for (const route of siteRoutes) {
      const { anyOf } = routeShape(route);
      if (route.access !== 'admin') expect(anyOf, route.path).toEqual([]);
      else if (route.permission) expect(anyOf, route.path).toEqual([route.permission]);
      else expect(anyOf, route.path).toEqual(route.path === '/admin' ? adminScreenPermissions : []);
    }
  });

  it('links every nav menu item to a route of the table that is not an admin screen', () => {
    for (const link of siteNav) {
      const [pathname = ''] = link.to.split('?');
      const route = siteRoutes.find((r) => r.path === pathname);
      expect(route, link.to).toBeDefined();
      expect(route?.access, link.to).not.toBe('admin');
      expect(pathname, link.to).not.toContain(':');
    }
  });

  it('finds the route an address opens', () => {
    expect(routeAt('/')?.page).toBe('home');
    expect(routeAt('/blog/')?.page).toBe('blog');
    expect(routeAt('/blog/some-article')?.page).toBe('article');
    expect(routeAt('/admin/articles/create')?.page).toBe('articleEditor');
    expect(routeAt('/no-such-page')).toBeUndefined();
  });
});
