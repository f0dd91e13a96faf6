import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { RENDER_STATE_ID } from '@shared/server-render';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { queryClient } from '@/lib/api';
import { setDisplayZone } from '@/lib/format';
import { App } from './App';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const options: RootOptions = {
  // Errors an error boundary handles are shown on screen; keep them out of console.error.
  onCaughtError: (error, info) => console.warn('Caught by an error boundary:', error, info.componentStack),
};

/** The page's data and zone when the server rendered it (platform/page-render.ts), else null. */
function renderState(): { queries: DehydratedState; zone: string } | null {
  const element = document.getElementById(RENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as { queries: DehydratedState; zone: string };
  } catch {
    return null;
  }
}

const state = renderState();
if (state) {
  // The server's data, kept while the page mounts (a query with gcTime 0 would be dropped first).
  hydrate(queryClient, state.queries, { defaultOptions: { queries: { gcTime: 5 * 60_000 } } });
  setDisplayZone(state.zone);
  hydrateRoot(
    container,
    <StrictMode>
      <App renderedZone={state.zone} />
    </StrictMode>,
    options,
  );
} else {
  createRoot(container, options).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
