import { NavLink } from 'react-router';
import { namedMenuIcon } from '../menu-icons';
import type { MenuNode } from '../menu-tree';
import { sanitizeIcon } from '../sanitize-icon';

function toHref(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** Decorative: the title beside it says what the entry is. A name from the icon set, else sanitized markup from the data. */
function MenuIcon({ icon }: { icon: string }) {
  const Named = namedMenuIcon(icon);
  if (Named) return <Named className="me-2 flex-shrink-0" size="1.2em" strokeWidth={2.25} aria-hidden="true" focusable="false" />;
  return <span className="me-2" aria-hidden="true" dangerouslySetInnerHTML={{ __html: sanitizeIcon(icon) }} />;
}

function MenuEntry({ node }: { node: MenuNode }) {
  const { item, children } = node;
  const icon = item.icon ? <MenuIcon icon={item.icon} /> : null;
  return (
    <li>
      {item.path ? (
        <NavLink
          to={toHref(item.path)}
          className={({ isActive }) => `nav-link d-flex align-items-center fs-5 py-2 px-3 rounded ${isActive ? 'active' : ''}`}
        >
          {icon}
          {item.title}
        </NavLink>
      ) : (
        <span className="d-flex align-items-center fs-5 fw-semibold py-2 px-3">
          {icon}
          {item.title}
        </span>
      )}
      {children.length > 0 && <MenuList nodes={children} nested />}
    </li>
  );
}

export function MenuList({ nodes, nested = false }: { nodes: MenuNode[]; nested?: boolean }) {
  return (
    <ul className={`nav nav-pills flex-column flex-nowrap list-unstyled mb-0 ${nested ? 'ms-4' : ''}`}>
      {nodes.map((node) => (
        <MenuEntry key={node.item.id} node={node} />
      ))}
    </ul>
  );
}
