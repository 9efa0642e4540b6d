import { NavLink } from 'react-router';
import type { MenuNode } from '../menu-tree';
import { sanitizeIcon } from '../sanitize-icon';

function toHref(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function MenuEntry({ node }: { node: MenuNode }) {
  const { item, children } = node;
  const icon = item.icon ? <span className="me-2" aria-hidden="true" dangerouslySetInnerHTML={{ __html: sanitizeIcon(item.icon) }} /> : null;
  return (
    <li>
      {item.path ? (
        <NavLink to={toHref(item.path)} className={({ isActive }) => `nav-link fs-5 py-2 px-3 rounded ${isActive ? 'active' : ''}`}>
          {icon}
          {item.title}
        </NavLink>
      ) : (
        <span className="d-block fs-5 fw-semibold py-2 px-3">
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
