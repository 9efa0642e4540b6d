import { logout, reloadMenu, useMenu, useSession } from '@greenroom/sdk';
import { useMemo } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { buildMenuTree } from '../menu-tree';
import { MenuList } from './MenuList';
import { UserBlock } from './UserBlock';

const SIDEBAR_MIN_WIDTH = 220;

/** Spec 01 §2: loading, then an error view with Try Again, or the menu; the member block once the menu has answered. */
export function Sidebar() {
  const menu = useMenu();
  const { member } = useSession();
  const navigate = useNavigate();
  const tree = useMemo(() => buildMenuTree(menu.items, member?.Portal_Permission), [menu.items, member?.Portal_Permission]);

  const onLogout = () => {
    void logout().then(() => navigate('/login', { replace: true }));
  };

  return (
    <aside className="bg-light border-end p-3 flex-shrink-0" style={{ minWidth: SIDEBAR_MIN_WIDTH }}>
      {menu.status === 'error' && (
        <Alert variant="danger" className="fs-5">
          <p>Error: {menu.error}</p>
          <Button variant="primary" size="lg" onClick={() => void reloadMenu()}>
            Try Again
          </Button>
        </Alert>
      )}
      {menu.status === 'success' && (
        <nav aria-label="Main menu">
          <MenuList nodes={tree} />
        </nav>
      )}
      {(menu.status === 'idle' || menu.status === 'loading') && (
        <div className="d-flex align-items-center gap-2 p-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Loading menu...</span>
        </div>
      )}
      {/* Even when the menu failed, the member can still see who is signed in and log out. */}
      {member && (menu.status === 'success' || menu.status === 'error') && <UserBlock member={member} onLogout={onLogout} />}
    </aside>
  );
}
