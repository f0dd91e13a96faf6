import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AuthProvider } from '@/features/accounts/auth-provider';
import { queryClient } from '@/lib/api';
import { DisplayZoneContext, setDisplayZone, whenPageShown } from '@/lib/display-zone';
import { readerZone, readerZoneOffThread, rememberReaderZone } from '@/lib/reader-zone';
import { AppRoutes, LandingContext, type Landing } from '@/routes';

/** Everything under the router: session, layout, the routes (from the page landed on), toasts. */
export function Root({ landing }: { landing: Landing | null }) {
  return (
    <LandingContext value={landing}>
      <AuthProvider>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <LazyToaster />
      </AuthProvider>
    </LandingContext>
  );
}

/** The providers both the browser and the server renderer (entry-server.tsx) put around a page. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ErrorBoundary>
  );
}

/** The page answers to the reader from here on (the browser journeys wait for it). */
function markReady() {
  document.documentElement.dataset.ready = 'true';
}

/**
 * The app in the browser. A server-rendered page hydrates in the zone the server rendered its
 * times in (`renderedZone`). Once its page has hydrated (its chunk loaded, so nothing waits), a
 * reader in another zone gets the page drawn again in theirs, and from then on the `tz` cookie
 * lets the server render in it (docs/decisions/0149-server-rendering.md). The page is drawn again
 * where it stands, as a transition, so the switch yields to the reader and changes only the text
 * that changes (decision 0182).
 */
export function App({
  renderedZone,
  zoneKnown = false,
  landing,
}: {
  renderedZone?: string | undefined;
  /** The server rendered in the reader's own zone (its cookie), not the default. */
  zoneKnown?: boolean;
  landing: Landing | null;
}) {
  const ownZone = useRef<string | null>(null);
  const [shown, setShown] = useState({ zone: renderedZone ?? readerZone(), readers: !renderedZone || zoneKnown });
  useEffect(() => {
    if (!renderedZone) {
      rememberReaderZone(readerZone());
      markReady();
      return;
    }
    let live = true;
    const settle = (own: string) =>
      whenPageShown(() => {
        if (!live) return;
        if (own === shown.zone && shown.readers) return markReady();
        setDisplayZone(own);
        startTransition(() => setShown({ zone: own, readers: true }));
      });
    // Asked once: after the page is drawn again in the reader's zone, the answer is known.
    if (ownZone.current) settle(ownZone.current);
    else {
      void readerZoneOffThread().then((own) => {
        ownZone.current = own;
        rememberReaderZone(own);
        if (live) settle(own);
      });
    }
    return () => {
      live = false;
    };
  }, [renderedZone, shown]);
  return (
    <AppProviders client={queryClient}>
      <BrowserRouter>
        <DisplayZoneContext value={`${shown.zone} ${shown.readers}`}>
          <Root landing={landing} />
        </DisplayZoneContext>
      </BrowserRouter>
    </AppProviders>
  );
}
