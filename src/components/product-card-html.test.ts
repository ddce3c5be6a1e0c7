import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../shared/contract/catalog';
import { productCardHtml, productItemsHtml } from './product-card-html';

const card = (over: Partial<ProductCard> = {}): ProductCard => ({
  product_no: 'P-1',
  product_name: 'Milk "UHT" <1L> & more',
  price: 18_000,
  scribing_price: 24_000,
  discount: 25,
  thumb_image_url: '/img/p/1.png?s=thumb&v=2',
  major_image_url: '/img/p/1.png',
  flag_sold_out: 0,
  is_featured: 0,
  sales_count: 1234,
  currency_code: 'IDR',
  ...over,
});

describe('productCardHtml', () => {
  it('links the detail page in the language and escapes every text and attribute', () => {
    const html = productCardHtml(card(), 'id');
    expect(html).toContain('<article class="product" data-product-no="P-1">');
    expect(html).toContain('href="/id/commodDetail?product_no=P-1" data-product-link');
    expect(html).toContain('src="/img/p/1.png?s=thumb&amp;v=2"');
    expect(html).toContain('Milk &quot;UHT&quot; &lt;1L&gt; &amp; more</h3>');
    expect(html).not.toContain('<1L>');
  });

  it('shows the price, the struck-through original with its label and the discount badge', () => {
    const html = productCardHtml(card(), 'en');
    expect(html).toMatch(/<span class="price">Rp\s?18\.000<\/span>/);
    expect(html).toMatch(/<s class="was">Rp\s?24\.000<\/s>/);
    expect(html).toContain('class="badge-discount"');
    expect(html).not.toContain('badge-soldout');
  });

  it('has no original price when the price is not discounted, and no sold count when none sold', () => {
    const html = productCardHtml(card({ scribing_price: null, discount: 0, sales_count: 0 }), 'en');
    expect(html).not.toContain('class="was"');
    expect(html).not.toContain('badge-discount');
    expect(html).not.toContain('class="sold"');
  });

  it('marks a sold-out product and shows no discount or best-seller badge on it', () => {
    const html = productCardHtml(card({ flag_sold_out: 1, sales_count: 50_000 }), 'en');
    expect(html).toContain('<article class="product sold-out"');
    expect(html).toContain('class="badge-soldout"');
    expect(html).not.toContain('badge-discount');
    expect(html).not.toContain('class="bestseller"');
  });

  it('says "Best seller" past the threshold unless the row is itself the best sellers', () => {
    expect(productCardHtml(card({ sales_count: 50_000 }), 'en')).toContain('class="bestseller"');
    expect(productCardHtml(card({ sales_count: 50_000 }), 'en', { bestsellerBadge: false })).not.toContain('class="bestseller"');
  });

  it('loads the images of the first cards at once and the rest lazily, each card in a list item', () => {
    const html = productItemsHtml([card(), card({ product_no: 'P-2' }), card({ product_no: 'P-3' })], 'en', { eagerCount: 1 });
    expect(html.match(/<li><article /g)).toHaveLength(3);
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(2);
  });
});
