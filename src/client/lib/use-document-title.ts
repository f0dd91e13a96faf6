import { useEffect } from 'react';
import { documentTitle, SITE_TITLE } from '@shared/site-basics';
import { useRouteInfo } from './route-info';

/** Sets the tab title to '{title} | The Breakfast Club' while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * The tab title of the page mounted at a route pattern: that route's title (the route table's,
 * src/shared/site-routes.ts, as the router hands it to the page in `RouteInfo`).
 */
export function useRouteTitle(path: string) {
  const route = useRouteInfo();
  useDocumentTitle(route?.path === path ? route.title : SITE_TITLE);
}
