import { createContext, useContext } from 'react';
import type { RouteShape } from '@shared/landing-route';

/**
 * The route a page is mounted for (its pattern, guard, title and section), set by the router
 * (src/client/route-element.tsx) from the route table or, on the page a visitor landed on, from
 * the server's landing route: pages read their title here rather than from the table.
 */
export const RouteInfo = createContext<RouteShape | null>(null);

export function useRouteInfo(): RouteShape | null {
  return useContext(RouteInfo);
}
