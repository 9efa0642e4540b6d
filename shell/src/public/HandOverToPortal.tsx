import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FullScreenSpinner } from '../app/FullScreenSpinner';
import { fullPageLoad } from './full-page-load';

/**
 * The public bundle has no portal in it: a page outside it that it finds itself on (the session changed in
 * another tab, say) is loaded again, and start.ts hands it to the federated portal. Navigations to such a page
 * are new page loads already (PublicRouter).
 */
export function HandOverToPortal() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    fullPageLoad(`${pathname}${search}${hash}`, { replace: true });
  }, [pathname, search, hash]);
  return <FullScreenSpinner label="Loading the portal..." />;
}
