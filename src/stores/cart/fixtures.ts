/** What the cart's API answers, built once for the cart stores' tests: a line, and the summary of a selection. */
import type { CartItem } from '../../shared/contract/cart';
import type { PurchaseShortfall } from '../../shared/contract/promotion';

/** A buyable line of one, at the price it was added at, with room for more; `over` makes it another. */
export const cartLine = (sku_no: string, over: Partial<CartItem> = {}): CartItem => ({
  sku_no,
  product_no: `P-${sku_no}`,
  product_name: `Product ${sku_no}`,
  spec_value: '',
  thumb_image_url: '',
  price: 1000,
  scribing_price: null,
  price_at_add: 1000,
  quantity: 1,
  stock: 10,
  max_quantity: 10,
  state: 'ok',
  ...over,
});

/** A selection's summary with no voucher used or in reach. */
export const cartSummary = (over: Partial<PurchaseShortfall> = {}): PurchaseShortfall => ({
  currency_code: 'IDR',
  subtotal: 0,
  best_saving: 0,
  best_coupon_nos: [],
  next: null,
  coins_earned: 0,
  ...over,
});
