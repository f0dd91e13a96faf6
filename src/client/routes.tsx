import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import type { RouteShape } from '@shared/landing-route';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { onFirstIntent } from '@/lib/first-intent';
import type { PageProps } from '@/lib/page-props';
import { routeElement } from './route-element';

/**
 * The route a visitor landed on and its page, as the server named it in the HTML (platform/spa.ts;
 * the server renderer, entry-server.tsx, names it from the table). Null when the address is no
 * route of the table, and in development.
 */
export interface Landing {
  route: RouteShape;
  page: ComponentType<PageProps>;
}

export const LandingContext = createContext<Landing | null>(null);

const importTable = () => import('./route-table');
let table: ReturnType<typeof importTable> | undefined;

/** Loads the route table (route-table.tsx), once. */
export function loadRouteTable() {
  return (table ??= importTable());
}

const RouteTable = lazy(loadRouteTable);

// The development server has no landing route: the table is loaded at once, as before.
if (import.meta.env.DEV) void loadRouteTable();

/**
 * The app's routes. On the page a visitor landed on, only that route is rendered, from the
 * landing route, so a first visit does not download the route table however many routes it has;
 * any other address renders the table (route-table.tsx), loaded then or at the first sign of
 * navigation. A failing page shows the error screen inside the layout.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const landing = useContext(LandingContext);
  const [landedAt] = useState(pathname);
  const onLanding = landing !== null && pathname === landedAt && matchPath(landing.route.path, pathname) !== null;
  const landingElement = useMemo(() => (landing ? routeElement(landing.route, landing.page) : null), [landing]);

  // The table starts loading at the visitor's first sign of moving on, not on idle.
  useEffect(() => (landing ? onFirstIntent(() => void loadRouteTable()) : undefined), [landing]);

  return (
    <ErrorBoundary key={pathname}>
      {onLanding ? (
        <Routes>
          <Route path={landing.route.path} element={landingElement} />
        </Routes>
      ) : (
        <Suspense fallback={<PageSpinner label="Loading page" />}>
          <RouteTable />
        </Suspense>
      )}
    </ErrorBoundary>
  );
}
