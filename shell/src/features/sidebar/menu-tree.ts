import { DEVELOPER_MENU_TYPE, routeMenuPermission } from '@greenroom/contracts';
import { isMenuItemVisible, type MenuItem } from '@greenroom/sdk';

export interface MenuNode {
  item: MenuItem;
  children: MenuNode[];
}

/**
 * An item's permission comes from the route table the guard uses when the item opens one of the portal's pages;
 * the record's own Permission only counts for other addresses. So the menu never offers a page the guard or the
 * page itself then refuses, whatever the stored navigation data says.
 */
function withRoutePermission(item: MenuItem): MenuItem {
  const fromRouteTable = item.path ? routeMenuPermission(item.path) : null;
  return fromRouteTable === null ? item : { ...item, permission: fromRouteTable };
}

/**
 * The member's visible items, children under their parent (docs/spec-summary.md §1.2). A child whose parent is hidden
 * stays hidden; a child whose parent does not exist at all is shown at the top level.
 */
export function buildMenuTree(items: readonly MenuItem[], permission: string | null | undefined): MenuNode[] {
  const allIds = new Set(items.map((item) => item.id));
  const visible = items
    .map(withRoutePermission)
    .filter((item) => isMenuItemVisible(item, permission))
    .sort((a, b) => a.sortOrder - b.sortOrder);
  const nodes = new Map(visible.map((item) => [item.id, { item, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const { parentId } = node.item;
    if (!parentId || !allIds.has(parentId) || parentId === node.item.id) roots.push(node);
    else nodes.get(parentId)?.children.push(node);
  }
  return roots;
}

export interface MenuGroups {
  /** The office's and members' screens. */
  everyday: MenuNode[];
  /** The screens for those who build and release the portal, listed apart under their own heading. */
  developer: MenuNode[];
}

/** Splits the top-level entries by their Type; children stay with their parent. */
export function groupMenu(roots: readonly MenuNode[]): MenuGroups {
  const isDeveloper = (node: MenuNode) => node.item.type?.trim() === DEVELOPER_MENU_TYPE;
  return { everyday: roots.filter((node) => !isDeveloper(node)), developer: roots.filter(isDeveloper) };
}
