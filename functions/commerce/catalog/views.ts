/** The one place where catalog rows become the contract's responses (src/shared/contract/catalog.ts). */
import { COUNTRIES, type CountryCode, type CurrencyCode } from '../../../src/shared/countries';
import type { Decoration, ProductCard, ProductDetail, Sku } from '../../../src/shared/contract/catalog';
import { discountPercent } from '../../../src/shared/money';
import { packshotViews } from '../../../src/shared/packshot';
import type { DetailRow, SkuRow } from './detail';
import type { decorationRows } from './queries';

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

/** A price with its struck-through original (only when above it) and the whole percent off. */
function pricing(price: number, scribingPrice: number | null) {
  const scribing = scribingPrice !== null && scribingPrice > price ? scribingPrice : null;
  return { price, scribing_price: scribing, discount: discountPercent(price, scribing) };
}

export function toProductCard(row: CardRow, currency: CurrencyCode): ProductCard {
  return {
    product_no: row.productNo,
    product_name: row.name,
    ...pricing(row.price, row.scribingPrice),
    // One packshot serves both sizes: it is vector art.
    thumb_image_url: row.imageUrl,
    major_image_url: row.imageUrl,
    flag_sold_out: row.stockTotal > 0 ? 0 : 1,
    is_featured: row.isFeatured === 1 ? 1 : 0,
    sales_count: Math.max(0, Math.trunc(row.salesCount)),
    currency_code: currency,
  };
}

/** Cards in the currency of the request's country. */
export function cardsOf(rows: CardRow[], country: CountryCode): ProductCard[] {
  const currency = COUNTRIES[country].currency;
  return rows.map((row) => toProductCard(row, currency));
}

/** Generated category icon (src/pages/img/c/[name].svg.ts). */
export function categoryIconUrl(iconKey: string): string {
  return `/img/c/${iconKey}.svg`;
}

export function skuView(s: SkuRow): Sku {
  return {
    sku_no: s.sku_no,
    spec_name: s.spec_name,
    spec_value: s.spec_value,
    ...pricing(s.price, s.scribing_price),
    stock: s.stock,
    flag_sold_out: s.stock > 0 ? 0 : 1,
  };
}

/** A product on sale: it has a price (its cheapest SKU's). */
export function detailView(p: DetailRow & { min_price: number }, skus: SkuRow[], country: CountryCode): ProductDetail {
  return {
    product_no: p.product_no,
    product_name: p.product_name,
    description: p.description,
    brand: p.brand,
    // Our packshots come in several views of the same drawing (front, angle, label, group, scene).
    images: packshotViews(p.image_url),
    ...pricing(p.min_price, p.min_price_scribing),
    currency_code: COUNTRIES[country].currency,
    flag_sold_out: p.stock_total > 0 ? 0 : 1,
    sales_count: p.sales_count,
    category: { nav_type_id: p.category_id, nav_type_name: p.category_name },
    attributes: {
      unit: p.unit,
      specification: p.specification,
      composition: p.composition,
      length_mm: p.length_mm,
      width_mm: p.width_mm,
      height_mm: p.height_mm,
      shelf_life: p.shelf_life,
      shelf_life_unit: p.shelf_life_unit,
      net_weight_g: p.net_weight_g,
      gross_weight_g: p.gross_weight_g,
      brand: p.brand,
    },
    skus: skus.map(skuView),
  };
}

export function decorationView(
  { bannerRows, sectionRows, sectionProductRows }: Awaited<ReturnType<typeof decorationRows>>,
  country: CountryCode,
): Decoration {
  return {
    banners: bannerRows.map((b) => ({
      banner_id: b.id,
      title: b.title,
      subtitle: b.subtitle,
      image_url: b.imageUrl,
      link_url: b.linkUrl,
    })),
    sections: sectionRows.map((s) => ({
      section_type: s.type,
      title: s.title,
      list: cardsOf(
        sectionProductRows.filter((row) => row.sectionId === s.id),
        country,
      ),
    })),
  };
}

export function sitemapView(rows: { productNos: string[]; categoryIds: number[] }) {
  return { product_nos: rows.productNos, category_ids: rows.categoryIds };
}
