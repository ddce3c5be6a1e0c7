/** Catalog calls of spec §7: categories, home decoration, product lists, product detail, back-in-stock. */
import * as v from 'valibot';
import { SIMILAR_PAGE_SIZE } from '../constants';
import { defineCall } from './call';
import { SORT } from './constants';
import { CurrencyCode, Flag, Keyword, Money, NoOutput, PageRequest, ProductNo, SkuNo, integer } from './common';

/** The spec's product card (§3), with the units sold (ours). */
export const ProductCard = v.object({
  product_no: v.string(),
  product_name: v.string(),
  /** The cheapest SKU's price. */
  price: Money,
  /** That SKU's struck-through original price, null when it is not discounted. */
  scribing_price: v.nullable(Money),
  /** Whole percent off the scribing price, 0 when none. */
  discount: v.number(),
  thumb_image_url: v.string(),
  major_image_url: v.string(),
  flag_sold_out: Flag,
  is_featured: Flag,
  /** Units sold so far (ours): absent from an upstream that does not send it. */
  sales_count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  currency_code: CurrencyCode,
});
export type ProductCard = v.InferOutput<typeof ProductCard>;

export const ProductPage = v.object({
  total: v.number(),
  list: v.array(ProductCard),
  /** With a keyword (ours): the corrected keyword the results are for ('miilk' → 'milk'), else null. */
  corrected_keyword: v.optional(v.nullable(v.string())),
});
export type ProductPage = v.InferOutput<typeof ProductPage>;

export interface NavCategory {
  nav_type_id: number;
  nav_type_name: string;
  icon_url: string;
  /** Empty for a leaf. */
  child_list: NavCategory[];
}
export const NavCategory: v.GenericSchema<NavCategory> = v.object({
  nav_type_id: v.number(),
  nav_type_name: v.string(),
  icon_url: v.string(),
  child_list: v.array(v.lazy(() => NavCategory)),
});

export const Banner = v.object({
  banner_id: v.number(),
  title: v.string(),
  subtitle: v.string(),
  image_url: v.string(),
  link_url: v.nullable(v.string()),
});
export type Banner = v.InferOutput<typeof Banner>;

export const Decoration = v.object({
  banners: v.array(Banner),
  sections: v.array(v.object({ section_type: v.string(), title: v.string(), list: v.array(ProductCard) })),
});
export type Decoration = v.InferOutput<typeof Decoration>;

export const Sku = v.object({
  sku_no: v.string(),
  spec_name: v.string(),
  spec_value: v.string(),
  price: Money,
  scribing_price: v.nullable(Money),
  discount: v.number(),
  stock: v.number(),
  flag_sold_out: Flag,
});
export type Sku = v.InferOutput<typeof Sku>;

const size = v.nullable(v.number());
export const ProductDetail = v.object({
  product_no: v.string(),
  product_name: v.string(),
  description: v.string(),
  brand: v.string(),
  /** Views of the product, the first is its packshot. */
  images: v.array(v.string()),
  price: Money,
  scribing_price: v.nullable(Money),
  discount: v.number(),
  currency_code: CurrencyCode,
  flag_sold_out: Flag,
  /** Units sold (ours); absent from an upstream that does not send it. */
  sales_count: v.optional(v.number()),
  category: v.object({ nav_type_id: v.number(), nav_type_name: v.string() }),
  attributes: v.object({
    unit: v.string(),
    specification: v.string(),
    composition: v.string(),
    length_mm: size,
    width_mm: size,
    height_mm: size,
    shelf_life: size,
    shelf_life_unit: v.nullable(v.picklist(['day', 'month', 'year'])),
    net_weight_g: size,
    gross_weight_g: size,
    brand: v.string(),
  }),
  skus: v.array(Sku),
});
export type ProductDetail = v.InferOutput<typeof ProductDetail>;

/** The request of a product list page: consumer/product/list and search/search take the same. */
export const LIST_REQUEST = {
  ...PageRequest,
  type_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  keyword: v.optional(Keyword),
  sort: v.optional(v.picklist(Object.values(SORT))),
  /** Ours: true searches the keyword as typed, never a correction ("Search instead for miilk"). */
  exact_keyword: v.optional(v.boolean()),
};

export const navTypeList = defineCall({
  method: 'GET',
  path: '/nav/type/list',
  summary: 'The category tree (three levels); with a keyword, the categories whose names contain it and the paths to them.',
  access: 'public',
  input: v.object({ keyword: v.optional(Keyword) }),
  output: v.array(NavCategory),
});

export const decoration = defineCall({
  method: 'GET',
  path: '/cms/api/decoration',
  summary: "The home page's banners and curated sections.",
  access: 'public',
  input: v.object({}),
  output: Decoration,
});

export const productRecommend = defineCall({
  method: 'POST',
  path: '/consumer/product/product_recommend',
  summary: 'A page of recommended products (the home feed).',
  access: 'public',
  input: v.object(PageRequest),
  output: ProductPage,
});

export const productList = defineCall({
  method: 'POST',
  path: '/consumer/product/list',
  summary: 'A page of a category, of search results, or both, in one of the four sorts.',
  access: 'public',
  input: v.object(LIST_REQUEST),
  output: ProductPage,
});

export const minSkuDetail = defineCall({
  method: 'GET',
  path: '/consumer/product/min_sku_detail/{product_no}',
  summary: 'A product with its attributes and SKUs; a removed or unknown product is 1125101.',
  access: 'public',
  input: v.object({ product_no: ProductNo }),
  output: ProductDetail,
});

export const specOrderList = defineCall({
  method: 'POST',
  path: '/consumer/product/spec_order_list',
  summary: "A product's SKUs with price and stock.",
  access: 'public',
  input: v.object({ product_no: ProductNo }),
  output: v.object({ list: v.array(Sku) }),
});

export const visitViews = defineCall({
  method: 'POST',
  path: '/consumer/product/visit/views',
  summary: 'Counts a view of a product (by member or device).',
  access: 'optional',
  input: v.object({ product_no: ProductNo }),
  output: NoOutput,
});

export const similarProducts = defineCall({
  method: 'POST',
  path: '/consumer/product/similar',
  summary: 'Products like this one: its shelf first, then its aisle, best sellers first.',
  access: 'public',
  input: v.object({ product_no: ProductNo, page_size: v.optional(integer(1, 24), SIMILAR_PAGE_SIZE) }),
  output: v.object({ list: v.array(ProductCard) }),
  ours: true,
});

const Subscribed = v.object({ subscribed: v.boolean() });

export const stockSubscribe = defineCall({
  method: 'POST',
  path: '/consumer/product/stock_subscribe',
  summary: 'Tells the member when this SKU is back in stock.',
  access: 'member',
  input: v.object({ sku_no: SkuNo }),
  output: Subscribed,
});

export const stockUnsubscribe = defineCall({
  method: 'POST',
  path: '/consumer/product/stock_unsubscribe',
  summary: 'Cancels a back-in-stock subscription.',
  access: 'member',
  input: v.object({ sku_no: SkuNo }),
  output: Subscribed,
});

export const stockSubscription = defineCall({
  method: 'GET',
  path: '/consumer/product/stock_subscription',
  summary: 'The SKUs of a product the member waits for (back in stock, not yet told).',
  access: 'member',
  input: v.object({ product_no: ProductNo }),
  output: v.object({ sku_nos: v.array(v.string()) }),
});

export const sitemap = defineCall({
  method: 'GET',
  path: '/consumer/product/sitemap',
  summary: 'What search engines may list: every product on sale and every category.',
  access: 'public',
  input: v.object({}),
  output: v.object({ product_nos: v.array(v.string()), category_ids: v.array(v.number()) }),
  ours: true,
});
