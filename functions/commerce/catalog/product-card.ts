/** The one place where catalog rows become the spec's product card (§3). */
import type { CurrencyCode } from '../../../src/shared/countries';
import { discountPercent } from '../../../src/shared/money';

export interface ProductCard {
  product_no: string;
  product_name: string;
  /** The cheapest SKU's price, integer minor units of currency_code. */
  price: number;
  /** That SKU's struck-through original price, or null when it is not discounted. */
  scribing_price: number | null;
  /** Whole percent off the scribing price, 0 when none. */
  discount: number;
  thumb_image_url: string;
  major_image_url: string;
  flag_sold_out: 0 | 1;
  is_featured: 0 | 1;
  /** Units sold so far (ours, beside the spec's fields): what shoppers of the region look for on a card. */
  sales_count: number;
  currency_code: CurrencyCode;
}

/** What the card queries select (queries.ts cardColumns). */
export interface CardRow {
  productNo: string;
  name: string;
  price: number;
  scribingPrice: number | null;
  stockTotal: number;
  isFeatured: number;
  salesCount: number;
  imageUrl: string;
}

export function toProductCard(row: CardRow, currency: CurrencyCode): ProductCard {
  const scribing = row.scribingPrice !== null && row.scribingPrice > row.price ? row.scribingPrice : null;
  return {
    product_no: row.productNo,
    product_name: row.name,
    price: row.price,
    scribing_price: scribing,
    discount: discountPercent(row.price, scribing),
    // One packshot serves both sizes: it is vector art.
    thumb_image_url: row.imageUrl,
    major_image_url: row.imageUrl,
    flag_sold_out: row.stockTotal > 0 ? 0 : 1,
    is_featured: row.isFeatured === 1 ? 1 : 0,
    sales_count: Math.max(0, Math.trunc(row.salesCount)),
    currency_code: currency,
  };
}

/** Generated category icon (src/pages/img/c/[name].svg.ts). */
export function categoryIconUrl(iconKey: string): string {
  return `/img/c/${iconKey}.svg`;
}
