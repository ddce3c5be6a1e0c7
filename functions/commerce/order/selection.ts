/**
 * The SKUs of a selection (cart lines or Buy now) as the checkout prices them: current price, stock, weight and the
 * texts in the request's language. What cannot be bought now is set apart, never silently priced. The member's
 * vouchers go to the pricing as it takes them.
 */
import { eq, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { Lang } from '../../../src/shared/lang';
import { inList } from '../../platform/in-list';
import { products, productTexts, skus, skuTexts } from '../../platform/schema';
import { textIn } from '../catalog/texts';
import type { UsableVoucher } from '../promotion/views';
import type { PricingLine, PricingVoucher } from './pricing';
import type { SelectedLine, SkuFacts, Unavailable } from './views';

/** The facts of each SKU number that exists, by number. */
export async function skuFacts(db: DrizzleD1Database, lang: Lang, skuNos: readonly string[]): Promise<Map<string, SkuFacts>> {
  if (skuNos.length === 0) return new Map();
  const rows = await db
    .select({
      skuId: skus.id,
      skuNo: skus.skuNo,
      productId: products.id,
      productNo: products.productNo,
      price: skus.price,
      scribingPrice: skus.scribingPrice,
      stock: skus.stock,
      status: products.status,
      imageUrl: products.imageUrl,
      grossWeightG: sql<number>`coalesce(${products.grossWeightG}, ${products.netWeightG}, 0)`,
      productName: textIn(lang, productTexts, productTexts.name, productTexts.productId, products.id),
      specValue: textIn(lang, skuTexts, skuTexts.specValue, skuTexts.skuId, skus.id),
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inList(skus.skuNo, skuNos));
  return new Map(rows.map((r) => [r.skuNo, r]));
}

/** The selection split into what can be bought as asked and what cannot (fewer in stock, sold out, removed). */
/**
 * The selection's buyable lines and what cannot be bought as asked. The stock of a SKU in `stockElsewhere` (a flash
 * sale's, held by its Durable Objects) is not judged here: D1's count of it trails the objects', which decide.
 */
export function splitSelection(
  items: readonly { sku_no: string; quantity: number }[],
  facts: Map<string, SkuFacts>,
  stockElsewhere: ReadonlySet<string> = new Set(),
): { lines: SelectedLine[]; unavailable: Unavailable[] } {
  const lines: SelectedLine[] = [];
  const unavailable: Unavailable[] = [];
  for (const item of items) {
    const sku = facts.get(item.sku_no);
    if (sku && sku.status === 1 && (sku.stock >= item.quantity || stockElsewhere.has(item.sku_no)))
      lines.push({ sku, quantity: item.quantity });
    else
      unavailable.push({
        sku_no: item.sku_no,
        product_name: sku?.productName ?? '',
        available: sku && sku.status === 1 ? sku.stock : 0,
      });
  }
  return { lines, unavailable };
}

export function pricingLines(lines: readonly SelectedLine[]): PricingLine[] {
  return lines.map(({ sku, quantity }) => ({
    productId: sku.productId,
    quantity,
    unitPrice: sku.price,
    unitRetail: sku.scribingPrice ?? sku.price,
    grossWeightG: sku.grossWeightG,
  }));
}

export function pricingVoucher(voucher: UsableVoucher): PricingVoucher {
  return {
    couponNo: voucher.couponNo,
    kind: voucher.kind,
    amountOff: voucher.amountOff,
    percentOff: voucher.percentOff,
    maxOff: voucher.maxOff,
    minSpend: voucher.minSpend,
    stackable: voucher.stackable === 1,
    productIds: voucher.productIds && new Set(voucher.productIds),
  };
}
