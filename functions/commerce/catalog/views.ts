/** The one place where catalog rows become the contract's responses (src/shared/contract/catalog.ts). */
import { COUNTRIES, type CountryCode, type CurrencyCode } from '../../../src/shared/countries';
import type { Decoration, ProductCard, ProductDetail, Sku } from '../../../src/shared/contract/catalog';
import { discountPercent } from '../../../src/shared/money';
import { packshotViews } from '../../../src/shared/packshot';
import type { DetailRow, SkuRow } from './detail';
import type { CardRow, decorationRows } from './queries';

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
    sku_no: s.skuNo,
    spec_name: s.specName,
    spec_value: s.specValue,
    ...pricing(s.price, s.scribingPrice),
    stock: s.stock,
    flag_sold_out: s.stock > 0 ? 0 : 1,
  };
}

/** A product on sale: it has a price (its cheapest SKU's). */
export function detailView(p: DetailRow & { minPrice: number }, skus: SkuRow[], country: CountryCode): ProductDetail {
  return {
    product_no: p.productNo,
    product_name: p.productName,
    description: p.description,
    brand: p.brand,
    // Our packshots come in several views of the same drawing (front, angle, label, group, scene).
    images: packshotViews(p.imageUrl),
    ...pricing(p.minPrice, p.minPriceScribing),
    currency_code: COUNTRIES[country].currency,
    flag_sold_out: p.stockTotal > 0 ? 0 : 1,
    sales_count: p.salesCount,
    category: { nav_type_id: p.categoryId, nav_type_name: p.categoryName },
    attributes: {
      unit: p.unit,
      specification: p.specification,
      composition: p.composition,
      length_mm: p.lengthMm,
      width_mm: p.widthMm,
      height_mm: p.heightMm,
      shelf_life: p.shelfLife,
      shelf_life_unit: p.shelfLifeUnit,
      net_weight_g: p.netWeightG,
      gross_weight_g: p.grossWeightG,
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
