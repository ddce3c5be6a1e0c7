/** A category of the nav tree (nav/type/list) as pages receive it. */
export interface NavCategory {
  nav_type_id: number | string;
  nav_type_name: string;
  icon_url: string | null;
  child_list: NavCategory[] | null;
}

/** A category's children; the API sends null for a leaf. */
export function childrenOf(category: NavCategory): NavCategory[] {
  return category.child_list ?? [];
}
