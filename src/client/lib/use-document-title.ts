import { useEffect } from 'react';
import { documentTitle, routeByPath, SITE_TITLE } from '@shared/site-routes';

/** Sets the tab title to '{title} | The Breakfast Club' while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** The tab title of a route pattern: its title in the route table (src/shared/site-routes.ts). */
export function useRouteTitle(path: string) {
  useDocumentTitle(routeByPath(path)?.title ?? SITE_TITLE);
}
