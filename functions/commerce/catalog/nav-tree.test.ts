import { describe, expect, it } from 'vitest';
import { buildNavTree } from './nav-tree';
import type { CategoryRow } from './queries';

const rows: CategoryRow[] = [
  { id: 3, parentId: null, iconKey: 'bottle-0288d1', name: 'Drinks', topImageUrl: null },
  { id: 4, parentId: null, iconKey: 'bottle-1976d2', name: 'Household', topImageUrl: null },
  { id: 301, parentId: 3, iconKey: 'carton-1e5bb8', name: 'Milk & Dairy', topImageUrl: null },
  { id: 302, parentId: 3, iconKey: 'pouch-3e2723', name: 'Coffee & Tea', topImageUrl: null },
  { id: 3011, parentId: 301, iconKey: 'carton-1e5bb8', name: 'UHT Milk', topImageUrl: null },
  { id: 3012, parentId: 301, iconKey: 'bottle-2e7d4f', name: 'Yogurt Drinks', topImageUrl: null },
  { id: 3021, parentId: 302, iconKey: 'pouch-3e2723', name: 'Coffee', topImageUrl: null },
  { id: 4011, parentId: 4, iconKey: 'pouch-1976d2', name: 'Detergent', topImageUrl: null },
];

const ids = (tree: ReturnType<typeof buildNavTree>): unknown[] =>
  tree.map((n) => (n.child_list.length ? [n.nav_type_id, ids(n.child_list)] : n.nav_type_id));

describe('buildNavTree', () => {
  it('nests rows under their parents in row order, with icon URLs', () => {
    const tree = buildNavTree(rows);
    expect(ids(tree)).toEqual([
      [
        3,
        [
          [301, [3011, 3012]],
          [302, [3021]],
        ],
      ],
      [4, [4011]],
    ]);
    expect(tree[0]!.child_list[0]!.child_list[0]).toEqual({
      nav_type_id: 3011,
      nav_type_name: 'UHT Milk',
      icon_url: '/img/c/carton-1e5bb8.svg',
      child_list: [],
    });
  });

  it('takes the best seller’s image as a category’s icon when it has one', () => {
    const withImage = rows.map((r) => (r.id === 3012 ? { ...r, topImageUrl: '/img/p/P1.svg?s=bottle' } : r));
    const milk = buildNavTree(withImage)[0]!.child_list[0]!;
    expect(milk.child_list.map((c) => c.icon_url)).toEqual(['/img/c/carton-1e5bb8.svg', '/img/p/P1.svg?s=bottle']);
  });

  it('keeps the path down to matching categories, and the whole subtree of a match', () => {
    expect(ids(buildNavTree(rows, 'milk'))).toEqual([[3, [[301, [3011, 3012]]]]]);
    expect(ids(buildNavTree(rows, 'COFFEE'))).toEqual([[3, [[302, [3021]]]]]);
    expect(buildNavTree(rows, 'nothing like it')).toEqual([]);
    expect(buildNavTree(rows, '   ')).toEqual(buildNavTree(rows));
  });
});
