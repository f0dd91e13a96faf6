import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { framelessPaths } from '@shared/site-basics';
import { useAuth } from '@/features/accounts';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { ScrollToTop } from './scroll-to-top';

export const MAIN_CONTENT_ID = 'main-content';

/** Loaded only for a member whose gym has not approved them yet, so no visitor downloads it. */
const GymAccessNotice = lazy(() =>
  import('@/features/gym-access/index').then((feature) => ({ default: feature.GymAccessNotice })),
);

function PendingGymNotice() {
  const { user } = useAuth();
  if (user?.gymAccess !== 'pending') return null;
  return (
    <Suspense fallback={null}>
      <GymAccessNotice />
    </Suspense>
  );
}

/** Skip link, navigation bar, the page, footer; a frameless route (the kiosk) gets the page alone. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (framelessPaths.includes(pathname)) {
    return (
      <div className="min-h-screen">
        <ScrollToTop />
        {children}
      </div>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-accent-400 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavBar />
      <PendingGymNotice />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
