import { Suspense, use, useEffect, type ComponentType } from 'react';
import type { RouteShape } from '@shared/landing-route';
import { AdminFrame } from '@/components/layout/admin-frame';
import { AdminRoute } from '@/components/layout/admin-route';
import { ProtectedRoute } from '@/components/layout/protected-route';
import { PageSpinner } from '@/components/ui/spinner';
import { DisplayZoneContext, pageShown } from '@/lib/display-zone';
import { RouteInfo } from '@/lib/route-info';
import type { PageProps } from '@/lib/page-props';

/** Tells the app its page is drawn: it commits with the page, when the page's chunk has hydrated. */
function PageShown() {
  useEffect(pageShown, []);
  return null;
}

/**
 * The page, drawn again with everything in it when the display zone changes (App.tsx): its route
 * element is made once, so without reading the zone here it would keep the times it was drawn with.
 */
function PageInZone({ Page, path }: { Page: ComponentType<PageProps>; path: string }) {
  use(DisplayZoneContext);
  return <Page path={path} />;
}

/**
 * A route's element: its page behind its guard, told its route; an admin screen in the admin
 * frame. The route table (route-table.tsx) and the landing route (routes.tsx) both render their
 * pages with it, on the server as in the browser, so a hydrated page finds the tree it was
 * rendered with.
 */
export function routeElement(route: RouteShape, Page: ComponentType<PageProps>) {
  const content = (
    <RouteInfo value={route}>
      <Suspense fallback={<PageSpinner label="Loading page" />}>
        <PageInZone Page={Page} path={route.path} />
        <PageShown />
      </Suspense>
    </RouteInfo>
  );
  if (route.access === 'admin') {
    return (
      <AdminRoute anyOf={route.anyOf}>
        {route.section === 'Admin' ? <AdminFrame>{content}</AdminFrame> : content}
      </AdminRoute>
    );
  }
  if (route.access === 'signed-in')
    return <ProtectedRoute returnAfterSignIn={route.returnAfterSignIn === true}>{content}</ProtectedRoute>;
  return content;
}
