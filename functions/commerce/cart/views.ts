/** Cart rows as the API answers them (src/shared/contract/cart.ts). */
import { MAX_CART_QUANTITY } from '../../../src/shared/constants';
import type { CartItem } from '../../../src/shared/contract/cart';
import type { cartItems, products, skus } from '../../platform/schema';

/** A line of the cart with its SKU and product as they are now, the texts in the request's language. */
export type CartLine = Pick<typeof cartItems.$inferSelect, 'quantity' | 'priceAtAdd'> &
  Pick<typeof skus.$inferSelect, 'skuNo' | 'price' | 'scribingPrice' | 'stock'> &
  Pick<typeof products.$inferSelect, 'productNo' | 'imageUrl' | 'status'> & { productName: string; specValue: string };

/** Removed comes before sold out: a removed product's stock says nothing. */
function lineState(line: CartLine): CartItem['state'] {
  if (line.status !== 1) return 'removed';
  return line.stock > 0 ? 'ok' : 'sold_out';
}

export function cartItemView(line: CartLine): CartItem {
  const state = lineState(line);
  return {
    sku_no: line.skuNo,
    product_no: line.productNo,
    product_name: line.productName,
    spec_value: line.specValue,
    thumb_image_url: line.imageUrl,
    price: line.price,
    // Struck through only when it is above the price (as the catalog's cards show it).
    scribing_price: line.scribingPrice !== null && line.scribingPrice > line.price ? line.scribingPrice : null,
    // A line from before prices were kept with the line has no price to compare: it shows as unchanged.
    price_at_add: line.priceAtAdd ?? line.price,
    quantity: line.quantity,
    stock: line.stock,
    max_quantity: state === 'ok' ? Math.min(line.stock, MAX_CART_QUANTITY) : 0,
    state,
  };
}
