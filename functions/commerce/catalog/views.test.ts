import { describe, expect, it } from 'vitest';
import type { CardRow } from './queries';
import { toProductCard } from './views';

const row: CardRow = {
  productNo: 'P100127',
  name: 'Kirana Full Cream UHT Milk 1L',
  price: 290,
  scribingPrice: 345,
  stockTotal: 40,
  isFeatured: 1,
  salesCount: 1234,
  imageUrl: '/img/p/P100127.svg?s=carton',
};

describe('toProductCard', () => {
  it('maps a row to the spec card with the discount off the scribing price', () => {
    expect(toProductCard(row, 'SGD')).toEqual({
      product_no: 'P100127',
      product_name: 'Kirana Full Cream UHT Milk 1L',
      price: 290,
      scribing_price: 345,
      discount: 16,
      thumb_image_url: '/img/p/P100127.svg?s=carton',
      major_image_url: '/img/p/P100127.svg?s=carton',
      flag_sold_out: 0,
      is_featured: 1,
      sales_count: 1234,
      currency_code: 'SGD',
    });
  });

  it('drops a scribing price that is not above the price and flags empty stock', () => {
    const card = toProductCard({ ...row, scribingPrice: 290, stockTotal: 0, isFeatured: 0 }, 'IDR');
    expect(card.scribing_price).toBeNull();
    expect(card.discount).toBe(0);
    expect(card.flag_sold_out).toBe(1);
    expect(card.is_featured).toBe(0);
    expect(toProductCard({ ...row, scribingPrice: null }, 'MYR').scribing_price).toBeNull();
  });
});
