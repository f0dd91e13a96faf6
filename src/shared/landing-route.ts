/**
 * The route a visitor landed on, as the server tells the browser in the page's HTML (platform/spa.ts),
 * so the browser renders that page without the route table (src/client/routes.tsx): what the
 * router and the page's guard need of the route, and the built chunk of its page module.
 */
import type { Access, Section } from './site-basics';

/** The id of the <script type="application/json"> holding the landing route. */
export const LANDING_ROUTE_ID = 'landing-route';

/** What the app renders a route with: its pattern, its guard, its title and section. */
export interface RouteShape {
  /** A React Router pattern, e.g. '/blog/:slug'. */
  path: string;
  access: Access;
  /** The permissions that open an admin route for a non-admin (site-routes.ts `routeAnyOf`). */
  anyOf: readonly string[];
  title: string;
  section: Section;
  /** A signed-in route opened from outside (a scanned label): signing in comes back to it. */
  returnAfterSignIn?: true;
}

export interface LandingRoute extends RouteShape {
  /** The page module's built chunk, e.g. '/assets/home-page-XXXX.js'. */
  chunk: string;
}

/** The landing route in a page's HTML, or null (none, or not one the server wrote). */
export function parseLandingRoute(text: string | null | undefined): LandingRoute | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LandingRoute>;
    const valid =
      typeof value.path === 'string' &&
      typeof value.chunk === 'string' &&
      value.chunk.startsWith('/assets/') &&
      typeof value.title === 'string' &&
      typeof value.section === 'string' &&
      Array.isArray(value.anyOf) &&
      (value.access === 'public' || value.access === 'signed-in' || value.access === 'admin');
    return valid ? (value as LandingRoute) : null;
  } catch {
    return null;
  }
}
