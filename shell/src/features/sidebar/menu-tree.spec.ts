import type { MenuItem } from '@greenroom/sdk';
import { buildMenuTree, groupMenu } from './menu-tree';

function item(id: string, overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    title: id,
    path: `/${id}`,
    icon: null,
    type: null,
    parentId: null,
    permission: null,
    navigationId: null,
    sortOrder: 0,
    visible: true,
    ...overrides,
  };
}

describe('buildMenuTree', () => {
  const items = [
    item('calendar', { sortOrder: 2 }),
    item('my-information', { sortOrder: 1 }),
    item('admin', { sortOrder: 3, permission: 'Admin' }),
    item('mass-email', { sortOrder: 1, parentId: 'admin', permission: 'Admin' }),
    item('hidden', { sortOrder: 4, visible: 'false' }),
    item('events', { sortOrder: 5, permission: 'Leader, Board' }),
    item('new-event', { sortOrder: 1, parentId: 'events' }),
  ];
  const titles = (nodes: ReturnType<typeof buildMenuTree>) => nodes.map((node) => node.item.title);

  it('shows a member only the items their permission allows, in sort order', () => {
    expect(titles(buildMenuTree(items, 'Member'))).toEqual(['my-information', 'calendar']);
  });

  it('puts children under their parent', () => {
    const tree = buildMenuTree(items, 'Admin');
    expect(titles(tree)).toEqual(['my-information', 'calendar', 'admin']);
    expect(titles(tree[2].children)).toEqual(['mass-email']);
  });

  it('hides children of a hidden parent', () => {
    expect(titles(buildMenuTree(items, 'Member')).includes('new-event')).toBe(false);
    const board = buildMenuTree(items, 'Board');
    expect(titles(board)).toEqual(['my-information', 'calendar', 'events']);
    expect(titles(board[2].children)).toEqual(['new-event']);
  });

  it('shows nothing before the permission is known', () => {
    expect(buildMenuTree(items, null)).toEqual([]);
  });

  it('shows an orphan at the top level', () => {
    expect(titles(buildMenuTree([item('orphan', { parentId: 'gone' })], 'Member'))).toEqual(['orphan']);
  });

  it("takes a portal page's permission from the route table, whatever the stored record says", () => {
    const stored = [
      item('edit-teams', { permission: null }),
      item('mass-email', { permission: 'Member, Admin' }),
      item('elsewhere', { path: 'https://example.org' }),
    ];
    expect(titles(buildMenuTree(stored, 'Member'))).toEqual(['elsewhere']);
    expect(titles(buildMenuTree(stored, 'Leader'))).toEqual(['edit-teams', 'elsewhere']);
    expect(titles(buildMenuTree(stored, 'Admin'))).toEqual(['edit-teams', 'mass-email', 'elsewhere']);
  });
});

describe('groupMenu', () => {
  it("lists the release volunteers' entries apart, children staying with their parent", () => {
    const tree = buildMenuTree(
      [
        item('mass-email', { sortOrder: 1, type: 'admin' }),
        item('releases', { sortOrder: 2, type: ' developer ' }),
        item('tokens', { sortOrder: 1, parentId: 'releases', type: 'admin' }),
        item('calendar', { sortOrder: 3, type: 'page' }),
      ],
      'Admin',
    );
    const { everyday, developer } = groupMenu(tree);
    expect(everyday.map((node) => node.item.title)).toEqual(['mass-email', 'calendar']);
    expect(developer.map((node) => node.item.title)).toEqual(['releases']);
    expect(developer[0].children.map((node) => node.item.title)).toEqual(['tokens']);
  });
});
