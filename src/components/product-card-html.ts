/**
 * Product cards (spec §3) as one HTML string: image, name, price with the struck-through original, discount and
 * sold-out badges, units sold, and a "Best seller" badge on the few cards that have sold the most
 * (BESTSELLER_MIN_SOLD). The spec's is_featured still orders lists, but is not a badge: most cards shown first are
 * featured, so it said nothing.
 *
 * A string, not an Astro component: lists hold 20–60 cards, and the component renderer's cost per instance (an Astro
 * global, a render context, buffered output) was the largest share of the home and list pages' CPU
 * (docs/decisions/card-html.md). Styles are in product-grid.css, the click behaviour in ProductGrid.astro.
 */
import { BESTSELLER_MIN_SOLD } from '../shared/constants';
import type { ProductCard } from '../shared/contract/catalog';
import { escapeHtml } from '../shared/html';
import { t, type Lang } from '../shared/i18n';
import { discountPercent, formatMoney } from '../shared/money';
import { soldCountLabel } from '../shared/sold-count';
import { productDetailUrl } from './links';

export interface CardOptions {
  /** Cards in the first screen load their image at once; the rest lazily. */
  eager?: boolean;
  /** Off in a row that is itself the best sellers, where every card would carry it. */
  bestsellerBadge?: boolean;
}

/** The card's fixed words, escaped, once per language. */
const labelsMemo = new Map<Lang, Record<'soldOut' | 'bestSeller' | 'price' | 'originalPrice', string>>();
function labels(lang: Lang) {
  let found = labelsMemo.get(lang);
  if (!found) {
    found = {
      soldOut: escapeHtml(t(lang, 'common.soldOut')),
      bestSeller: escapeHtml(t(lang, 'common.bestSeller')),
      price: escapeHtml(t(lang, 'common.price')),
      originalPrice: escapeHtml(t(lang, 'common.originalPrice')),
    };
    labelsMemo.set(lang, found);
  }
  return found;
}

export function productCardHtml(product: ProductCard, lang: Lang, { eager = false, bestsellerBadge = true }: CardOptions = {}): string {
  const words = labels(lang);
  const currency = product.currency_code;
  const was = product.scribing_price != null && product.scribing_price > product.price ? product.scribing_price : null;
  const discount = product.discount && product.discount > 0 ? product.discount : discountPercent(product.price, product.scribing_price);
  const soldOut = product.flag_sold_out === 1;
  const sold = soldCountLabel(product.sales_count, lang);
  const bestseller = bestsellerBadge && !soldOut && (product.sales_count ?? 0) >= BESTSELLER_MIN_SOLD;
  const image = escapeHtml(product.thumb_image_url || product.major_image_url);
  const loading = eager ? 'loading="eager" decoding="async" fetchpriority="high"' : 'loading="lazy" decoding="async"';
  const badge = soldOut
    ? `<span class="badge-soldout">${words.soldOut}</span>`
    : discount > 0
      ? `<span class="badge-discount">${escapeHtml(t(lang, 'common.discountOff', { percent: discount }))}</span>`
      : '';
  const bestsellerMark = bestseller ? `<span class="bestseller">${words.bestSeller}</span>` : '';
  const wasPrice =
    was == null ? '' : `<span class="sr-only">${words.originalPrice}</span><s class="was">${escapeHtml(formatMoney(was, currency))}</s>`;
  return (
    `<article class="product${soldOut ? ' sold-out' : ''}" data-product-no="${escapeHtml(product.product_no)}">` +
    `<a class="link" href="${escapeHtml(productDetailUrl(product.product_no, lang))}" data-product-link>` +
    `<div class="media"><img src="${image}" alt="" width="400" height="400" ${loading}>${badge}</div>` +
    `<div class="body"><h3 class="name">${bestsellerMark}${escapeHtml(product.product_name)}</h3>` +
    `<p class="prices"><span class="sr-only">${words.price}</span>` +
    `<span class="price">${escapeHtml(formatMoney(product.price, currency))}</span>${wasPrice}</p>` +
    (sold ? `<p class="sold">${escapeHtml(sold)}</p>` : '') +
    '</div></a></article>'
  );
}

/** Cards as the list items of a product grid, the first `eagerCount` with their images loaded at once. */
export function productItemsHtml(products: ProductCard[], lang: Lang, { eagerCount = 0, bestsellerBadge = true } = {}): string {
  return products.map((product, i) => `<li>${productCardHtml(product, lang, { eager: i < eagerCount, bestsellerBadge })}</li>`).join('');
}
