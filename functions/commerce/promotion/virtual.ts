/**
 * Virtual categories (docs/decisions/virtual-mapping.md): a promotion's collection of products outside the category
 * tree, shown only within its window.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { Lang } from '../../../src/shared/lang';
import { virtualCategories, virtualCategoryProducts, virtualCategoryTexts } from '../../platform/schema';
import { textIn } from '../catalog/texts';

/** A virtual category shown at `now`: its title in `lang` and the products it maps to; null when unknown or not shown. */
export async function virtualCategory(
  db: Db,
  lang: Lang,
  id: number,
  now: number,
): Promise<{ id: number; title: string; productIds: number[] } | null> {
  const [found, mapped] = await db.batch([
    db
      .select({
        id: virtualCategories.id,
        title: textIn(lang, virtualCategoryTexts, virtualCategoryTexts.title, virtualCategoryTexts.virtualId, virtualCategories.id),
      })
      .from(virtualCategories)
      .where(and(eq(virtualCategories.id, id), lte(virtualCategories.startsAt, now), gt(virtualCategories.endsAt, now))),
    db
      .select({ productId: virtualCategoryProducts.productId })
      .from(virtualCategoryProducts)
      .where(eq(virtualCategoryProducts.virtualId, id)),
  ]);
  const row = found[0];
  return row ? { ...row, productIds: mapped.map((m) => m.productId) } : null;
}
