/**
 * The SKUs of a selection (cart lines or Buy now) as the checkout prices them: current price, stock, weight and the
 * texts in the request's language. What cannot be bought now is set apart, never silently priced.
 */
import type { Lang } from '../../../src/shared/lang';
import { langText } from '../catalog/detail';
import type { PricingLine } from './pricing';

export interface SkuFacts {
  sku_id: number;
  sku_no: string;
  product_id: number;
  product_no: string;
  product_name: string;
  spec_value: string;
  image_url: string;
  price: number;
  scribing_price: number | null;
  stock: number;
  /** 1 on sale, 0 removed. */
  status: number;
  gross_weight_g: number;
}

/** The facts of each SKU number that exists, by number. */
export async function skuFacts(d1: D1Database, lang: Lang, skuNos: readonly string[]): Promise<Map<string, SkuFacts>> {
  if (skuNos.length === 0) return new Map();
  const { results } = await d1
    .prepare(
      `SELECT s.id AS sku_id, s.sku_no, p.id AS product_id, p.product_no, s.price, s.scribing_price, s.stock, p.status,
         p.image_url, coalesce(p.gross_weight_g, p.net_weight_g, 0) AS gross_weight_g,
         ${langText('name', 'product_texts', 'product_id', 'p.id')} AS product_name,
         ${langText('spec_value', 'sku_texts', 'sku_id', 's.id')} AS spec_value
       FROM skus s JOIN products p ON p.id = s.product_id
       WHERE s.sku_no IN (SELECT value FROM json_each(?2))`,
    )
    .bind(lang, JSON.stringify(skuNos))
    .all<SkuFacts>();
  return new Map(results.map((r) => [r.sku_no, r]));
}

export interface SelectedLine {
  sku: SkuFacts;
  quantity: number;
}

export interface Unavailable {
  sku_no: string;
  product_name: string;
  /** How many could be bought now (0: sold out, removed or unknown). */
  available: number;
}

/** The selection split into what can be bought as asked and what cannot (fewer in stock, sold out, removed). */
export function splitSelection(
  items: readonly { sku_no: string; quantity: number }[],
  facts: Map<string, SkuFacts>,
): { lines: SelectedLine[]; unavailable: Unavailable[] } {
  const lines: SelectedLine[] = [];
  const unavailable: Unavailable[] = [];
  for (const item of items) {
    const sku = facts.get(item.sku_no);
    if (sku && sku.status === 1 && sku.stock >= item.quantity) lines.push({ sku, quantity: item.quantity });
    else
      unavailable.push({
        sku_no: item.sku_no,
        product_name: sku?.product_name ?? '',
        available: sku && sku.status === 1 ? sku.stock : 0,
      });
  }
  return { lines, unavailable };
}

export function pricingLines(lines: readonly SelectedLine[]): PricingLine[] {
  return lines.map(({ sku, quantity }) => ({
    productId: sku.product_id,
    quantity,
    unitPrice: sku.price,
    unitRetail: sku.scribing_price ?? sku.price,
    grossWeightG: sku.gross_weight_g,
  }));
}
