import { isMenuItemVisible, type MenuItem } from '@greenroom/sdk';

export interface MenuNode {
  item: MenuItem;
  children: MenuNode[];
}

/**
 * The member's visible items, children under their parent (spec 01 §2). A child whose parent is hidden
 * stays hidden; a child whose parent does not exist at all is shown at the top level.
 */
export function buildMenuTree(items: readonly MenuItem[], permission: string | null | undefined): MenuNode[] {
  const allIds = new Set(items.map((item) => item.id));
  const visible = items.filter((item) => isMenuItemVisible(item, permission)).sort((a, b) => a.sortOrder - b.sortOrder);
  const nodes = new Map(visible.map((item) => [item.id, { item, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const { parentId } = node.item;
    if (!parentId || !allIds.has(parentId) || parentId === node.item.id) roots.push(node);
    else nodes.get(parentId)?.children.push(node);
  }
  return roots;
}
