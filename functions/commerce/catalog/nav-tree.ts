/** Category rows → the spec's nav category tree (§3: nav_type_id, nav_type_name, icon_url, child_list). */
import type { NavCategory } from '../../../src/shared/contract/catalog';
import type { CategoryRow } from './queries';
import { categoryIconUrl } from './views';

/**
 * Rows in display order become a tree. With a keyword, a category stays when its name contains it (with all of
 * its subtree) or when one of its descendants does (as the path down to it).
 */
export function buildNavTree(rows: CategoryRow[], keyword?: string): NavCategory[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const needle = keyword?.trim().toLocaleLowerCase() ?? '';

  const build = (parentId: number | null, matchedAbove: boolean): NavCategory[] =>
    (children.get(parentId) ?? []).flatMap((row) => {
      const matched = matchedAbove || needle === '' || row.name.toLocaleLowerCase().includes(needle);
      const childList = build(row.id, matched);
      if (!matched && childList.length === 0) return [];
      return [
        {
          nav_type_id: row.id,
          nav_type_name: row.name,
          icon_url: row.topImageUrl || categoryIconUrl(row.iconKey),
          child_list: childList,
        },
      ];
    });

  return build(null, false);
}
