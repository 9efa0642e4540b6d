import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { useMenu } from '../menu/use-menu';
import { useSession } from '../session/use-session';
import { canAccess } from './can-access';
import { routePermission } from './route-permission';

export interface AccessRestrictedProps {
  /** Required permission, possibly a comma-separated list. Takes precedence over path. */
  permission?: string;
  /** Route path whose menu item's permission is required (with or without leading slash). */
  path?: string;
  children: ReactNode;
}

/** Shows its content when the member's permission allows it, else the spec's "Access Restricted" notice. */
export function AccessRestricted({ permission, path, children }: AccessRestrictedProps) {
  const { member } = useSession();
  const { items } = useMenu();
  const required = permission ?? (path === undefined ? null : routePermission(path, items));
  if (canAccess(member?.Portal_Permission, required)) return <>{children}</>;
  return (
    <Alert variant="warning" className="fs-5">
      <Alert.Heading as="h2">Access Restricted</Alert.Heading>
      <p>You don&apos;t have permission to view this content.</p>
      <Link to="/my-information" className="btn btn-primary btn-lg">
        Go to My Information
      </Link>
    </Alert>
  );
}
