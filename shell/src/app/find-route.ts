import { matchPath } from 'react-router';
import { ROUTE_TABLE, type PortalRoute } from './route-table';

/** The route table entry for a URL path, or undefined for an unknown page. */
export function findRoute(pathname: string, table: readonly PortalRoute[] = ROUTE_TABLE): PortalRoute | undefined {
  return table.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
