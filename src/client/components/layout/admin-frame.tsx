import { lazy, Suspense, type ReactNode } from 'react';

/** The admin navigation loads beside the page, not before it: a first visit to a member page never carries it. */
const AdminNav = lazy(() => import('@/features/admin/index').then((feature) => ({ default: feature.AdminNav })));

/** The room the navigation takes while its code loads: the phone's button, the laptop's column. */
function NavPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-11 rounded-xl border border-slate-200 bg-white lg:h-auto lg:border-0 lg:bg-transparent"
    />
  );
}

/**
 * Every admin screen's frame (docs/decisions/0152-admin-frame.md): the admin navigation in a
 * column beside the page from 1024 px (it stays in view as the page scrolls), above it on a phone
 * as one "Admin menu" button. The route table wraps each route of the Admin section in it
 * (route-element.tsx), inside the admin guard.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-[98rem] lg:flex lg:items-start lg:gap-2 lg:pl-6">
      <div className="px-4 pt-5 sm:px-6 lg:sticky lg:top-16 lg:max-h-[calc(100dvh-4rem)] lg:w-60 lg:shrink-0 lg:overflow-y-auto lg:px-1 lg:py-10">
        <Suspense fallback={<NavPlaceholder />}>
          <AdminNav />
        </Suspense>
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
