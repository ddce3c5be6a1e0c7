/** Cart rows as the API answers them (src/shared/contract/cart.ts). */
import { MAX_CART_QUANTITY } from '../../../src/shared/constants';
import type { CartItem } from '../../../src/shared/contract/cart';
import type { CartRow } from './cart';

/** Removed comes before sold out: a removed product's stock says nothing. */
function lineState(row: CartRow): CartItem['state'] {
  if (row.status !== 1) return 'removed';
  return row.stock > 0 ? 'ok' : 'sold_out';
}

export function cartItemView(row: CartRow): CartItem {
  const state = lineState(row);
  return {
    sku_no: row.sku_no,
    product_no: row.product_no,
    product_name: row.product_name,
    spec_value: row.spec_value,
    thumb_image_url: row.image_url,
    price: row.price,
    // Struck through only when it is above the price (as the catalog's cards show it).
    scribing_price: row.scribing_price !== null && row.scribing_price > row.price ? row.scribing_price : null,
    // A line from before prices were kept with the line has no price to compare: it shows as unchanged.
    price_at_add: row.price_at_add ?? row.price,
    quantity: row.quantity,
    stock: row.stock,
    max_quantity: state === 'ok' ? Math.min(row.stock, MAX_CART_QUANTITY) : 0,
    state,
  };
}
