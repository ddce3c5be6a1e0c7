/** Product detail reads (spec §3, §7): the product with its attributes and SKUs in the request's language. */
import { ApiError, ERR } from '../../../src/shared/errors';
import type { Lang } from '../../../src/shared/lang';

/** A text column of `owner` in the language bound as ?1, else English, else empty (SQL for a select list). */
export const langText = (column: string, table: string, key: string, owner: string) =>
  `coalesce((SELECT ${column} FROM ${table} WHERE ${key} = ${owner} AND lang = ?1), (SELECT ${column} FROM ${table} WHERE ${key} = ${owner} AND lang = 'en'), '')`;

export interface DetailRow {
  id: number;
  product_no: string;
  status: number;
  brand: string;
  image_url: string;
  category_id: number;
  min_price: number | null;
  min_price_scribing: number | null;
  stock_total: number;
  sales_count: number;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  shelf_life: number | null;
  /** The column's CHECK allows only these. */
  shelf_life_unit: 'day' | 'month' | 'year' | null;
  net_weight_g: number | null;
  gross_weight_g: number | null;
  product_name: string;
  description: string;
  unit: string;
  specification: string;
  composition: string;
  category_name: string;
}

export interface SkuRow {
  sku_no: string;
  price: number;
  scribing_price: number | null;
  stock: number;
  spec_name: string;
  spec_value: string;
}

/**
 * The product by its number (removed ones included: the page shows their state) with its SKUs, in one round trip to
 * the database; unknown is 1125101.
 */
export async function productWithSkus(d1: D1Database, lang: Lang, productNo: string): Promise<{ product: DetailRow; skus: SkuRow[] }> {
  const [detail, skus] = await d1.batch([
    d1
      .prepare(
        `SELECT p.id, p.product_no, p.status, p.brand, p.image_url, p.category_id, p.min_price, p.min_price_scribing, p.stock_total, p.sales_count,
           p.length_mm, p.width_mm, p.height_mm, p.shelf_life, p.shelf_life_unit, p.net_weight_g, p.gross_weight_g,
           ${langText('name', 'product_texts', 'product_id', 'p.id')} AS product_name,
           ${langText('description', 'product_texts', 'product_id', 'p.id')} AS description,
           ${langText('unit', 'product_texts', 'product_id', 'p.id')} AS unit,
           ${langText('specification', 'product_texts', 'product_id', 'p.id')} AS specification,
           ${langText('composition', 'product_texts', 'product_id', 'p.id')} AS composition,
           ${langText('name', 'category_texts', 'category_id', 'p.category_id')} AS category_name
         FROM products p WHERE p.product_no = ?2`,
      )
      .bind(lang, productNo),
    d1
      .prepare(
        `SELECT s.sku_no, s.price, s.scribing_price, s.stock,
           ${langText('spec_name', 'sku_texts', 'sku_id', 's.id')} AS spec_name,
           ${langText('spec_value', 'sku_texts', 'sku_id', 's.id')} AS spec_value
         FROM skus s WHERE s.product_id = (SELECT id FROM products WHERE product_no = ?2) ORDER BY s.sort, s.price, s.id`,
      )
      .bind(lang, productNo),
  ]);
  const product = detail!.results[0] as DetailRow | undefined;
  if (!product) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  return { product, skus: skus!.results as SkuRow[] };
}

/**
 * Products like this one: its shelf first, then its aisle; on sale only, itself excluded, best sellers first. One
 * query from the product number (the detail page asks for these on every render); unknown is 1125101.
 */
export async function similarProductIds(d1: D1Database, productNo: string, limit: number): Promise<number[]> {
  const { results } = await d1
    .prepare(
      `WITH me AS (SELECT id, category_id FROM products WHERE product_no = ?1)
       SELECT me.id AS me, p.id FROM me LEFT JOIN products p
         ON p.status = 1 AND p.min_price IS NOT NULL AND p.id != me.id
         AND p.category_id IN (SELECT id FROM categories WHERE parent_id = (SELECT parent_id FROM categories WHERE id = me.category_id))
       ORDER BY (p.category_id = me.category_id) DESC, p.sales_count DESC, p.id LIMIT ?2`,
    )
    .bind(productNo, limit)
    .all<{ me: number; id: number | null }>();
  if (results.length === 0) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  return results.flatMap((r) => (r.id === null ? [] : [r.id]));
}
