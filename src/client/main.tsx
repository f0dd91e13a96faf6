import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { LANDING_ROUTE_ID, parseLandingRoute } from '@shared/landing-route';
import { RENDER_STATE_ID } from '@shared/server-render';
import { lazy, startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { queryClient } from '@/lib/api';
import { setDisplayZone } from '@/lib/display-zone';
import type { PageProps } from '@/lib/page-props';
import type { Landing } from '@/routes';
import { App } from './App';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const options: RootOptions = {
  // Errors an error boundary handles are shown on screen; keep them out of console.error.
  onCaughtError: (error, info) => console.warn('Caught by an error boundary:', error, info.componentStack),
};

/** The page's data and zone when the server rendered it (platform/page-render.ts), else null. */
function renderState(): { queries: DehydratedState; zone: string; zoneKnown?: boolean } | null {
  const element = document.getElementById(RENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as { queries: DehydratedState; zone: string; zoneKnown?: boolean };
  } catch {
    return null;
  }
}

/**
 * The route the server says this address opens, with its page loaded from the chunk it names
 * (platform/spa.ts): the page renders without the route table (routes.tsx).
 */
function landingRoute(): Landing | null {
  if (import.meta.env.DEV) return null;
  const route = parseLandingRoute(document.getElementById(LANDING_ROUTE_ID)?.textContent);
  if (!route) return null;
  const page = lazy(() => import(/* @vite-ignore */ route.chunk) as Promise<{ default: ComponentType<PageProps> }>);
  return { route, page };
}

const landing = landingRoute();
const state = renderState();
if (state) {
  // The server's data, kept while the page mounts (a query with gcTime 0 would be dropped first).
  hydrate(queryClient, state.queries, { defaultOptions: { queries: { gcTime: 5 * 60_000 } } });
  setDisplayZone(state.zone, state.zoneKnown === true);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (the page is already on screen, so nothing waits on it).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App renderedZone={state.zone} zoneKnown={state.zoneKnown === true} landing={landing} />
      </StrictMode>,
      options,
    );
  });
} else {
  createRoot(container, options).render(
    <StrictMode>
      <App landing={landing} />
    </StrictMode>,
  );
}
