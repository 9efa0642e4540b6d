import { logout, reloadMenu, useMenu, useSession } from '@greenroom/sdk';
import { Menu } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Offcanvas, Spinner } from 'react-bootstrap';
import { useLocation, useNavigate } from 'react-router';
import { TEXT_SIZES } from '../../text-size/text-size';
import { TextSizeControl } from '../../text-size/TextSizeControl';
import { useTextSize } from '../../text-size/use-text-size';
import { buildMenuTree } from '../menu-tree';
import { MenuList } from './MenuList';
import { UserBlock } from './UserBlock';

/**
 * docs/spec-summary.md §1.2: loading, then an error view with Try Again, or the menu; the member block once the menu has answered.
 * Below the md breakpoint (a 1280px window at 200% zoom is 640 CSS px), or a wider one at larger text sizes (where
 * the content would be too narrow for the chosen text), the page's content comes first: the sidebar folds into an
 * offcanvas opened by a "Menu" button, with the member's name and Logout beside that button.
 */
export function Sidebar() {
  const menu = useMenu();
  const { member } = useSession();
  const from = TEXT_SIZES[useTextSize()[0]].sidebarFrom;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tree = useMemo(() => buildMenuTree(menu.items, member?.Portal_Permission), [menu.items, member?.Portal_Permission]);
  // Closed by choosing a page, focus goes to that page's heading instead of back to the Menu button.
  const [open, setOpen] = useState<{ show: boolean; restoreFocus: boolean }>({ show: false, restoreFocus: true });

  useEffect(() => setOpen({ show: false, restoreFocus: false }), [pathname]);

  const onLogout = (everywhere: boolean) => {
    void logout({ everywhere }).then(() => navigate('/login', { replace: true }));
  };
  const fullName = member ? `${member.First_Name} ${member.Last_Name}`.trim() : '';

  return (
    <>
      <div className={`portal-top-bar d-${from}-none d-flex flex-wrap align-items-center gap-2 bg-light border-bottom px-2 py-2`}>
        <Button
          variant="outline-dark"
          aria-controls="portal-menu"
          aria-expanded={open.show}
          onClick={() => setOpen({ show: true, restoreFocus: true })}
          className="d-inline-flex align-items-center gap-2"
        >
          <Menu size="1.2em" aria-hidden="true" focusable="false" />
          Menu
        </Button>
        {member && (
          <>
            {/* The whole name, wrapped if need be (and Logout onto its own line on the narrowest screens): a cut name
                ("Walter …") leaves a member unsure whose portal this is. */}
            <span className="fw-semibold flex-grow-1">{fullName}</span>
            <Button variant="outline-danger" onClick={() => onLogout(false)}>
              Logout
            </Button>
          </>
        )}
      </div>
      <Offcanvas
        id="portal-menu"
        responsive={from}
        show={open.show}
        restoreFocus={open.restoreFocus}
        onHide={() => setOpen({ show: false, restoreFocus: true })}
        aria-labelledby="portal-menu-title"
        className="bg-light border-end flex-shrink-0"
      >
        <Offcanvas.Header closeButton closeLabel="Close the menu" className="border-bottom">
          <Offcanvas.Title id="portal-menu-title">Menu</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="d-flex flex-column p-3">
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
          {member && (menu.status === 'success' || menu.status === 'error') && (
            <>
              <UserBlock member={member} onLogout={onLogout} />
              <TextSizeControl />
            </>
          )}
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
