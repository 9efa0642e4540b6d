import type { FeatureWindow } from '@greenroom/contracts';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { theaterDay } from '@greenroom/sdk';
import { useFeatureWindows } from '../../guard/api/get-feature-windows';
import { namedMenuIcon } from '../menu-icons';
import { groupMenu, type MenuNode } from '../menu-tree';
import { windowNote } from '../window-note';

function toHref(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

// The seeded menu names every icon; the sanitizer (DOMPurify) is fetched only for data that gives markup instead.
const MarkupIcon = lazy(() => import('./MarkupIcon'));

/** Decorative: the title beside it says what the entry is. A name from the icon set, else sanitized markup from the data. */
function MenuIcon({ icon }: { icon: string }) {
  const Named = namedMenuIcon(icon);
  if (Named) return <Named className="me-2 flex-shrink-0" size="1.2em" strokeWidth={2.25} aria-hidden="true" focusable="false" />;
  return (
    <Suspense fallback={null}>
      <MarkupIcon icon={icon} />
    </Suspense>
  );
}

interface EntryProps {
  node: MenuNode;
  windows: readonly FeatureWindow[] | undefined;
}

function MenuEntry({ node, windows }: EntryProps) {
  const { item, children } = node;
  const icon = item.icon ? <MenuIcon icon={item.icon} /> : null;
  // Part of the link's name, so a screen reader hears "Holiday Party RSVP, Closed" before following it.
  const note = item.path ? windowNote(item.path, windows, theaterDay(new Date())) : null;
  return (
    <li>
      {item.path ? (
        <NavLink
          to={toHref(item.path)}
          className={({ isActive }) => `nav-link d-flex align-items-center fs-5 py-2 px-3 rounded ${isActive ? 'active' : ''}`}
        >
          {icon}
          <span>
            {item.title}
            {note && <span className="d-block fs-6 fw-normal">{note}</span>}
          </span>
        </NavLink>
      ) : (
        <span className="d-flex align-items-center fs-5 fw-semibold py-2 px-3">
          {icon}
          {item.title}
        </span>
      )}
      {children.length > 0 && <MenuLevel nodes={children} windows={windows} nested />}
    </li>
  );
}

interface LevelProps {
  nodes: MenuNode[];
  windows: EntryProps['windows'];
  nested?: boolean;
  labelledBy?: string;
}

function MenuLevel({ nodes, windows, nested = false, labelledBy }: LevelProps) {
  return (
    <ul className={`nav nav-pills flex-column flex-nowrap list-unstyled mb-0 ${nested ? 'ms-4' : ''}`} aria-labelledby={labelledBy}>
      {nodes.map((node) => (
        <MenuEntry key={node.item.id} node={node} windows={windows} />
      ))}
    </ul>
  );
}

/** The everyday screens, then, under their own heading, those for the volunteers who release the portal (Releases). */
export function MenuList({ nodes }: { nodes: MenuNode[] }) {
  const windows = useFeatureWindows(true);
  const { everyday, developer } = groupMenu(nodes);
  return (
    <>
      <MenuLevel nodes={everyday} windows={windows} />
      {developer.length > 0 && (
        <>
          <h2 id="menu-developer-heading" className="fs-6 fw-bold border-top mt-3 pt-3 px-3 mb-1">
            For those who release the portal
          </h2>
          <MenuLevel nodes={developer} windows={windows} labelledBy="menu-developer-heading" />
        </>
      )}
    </>
  );
}
