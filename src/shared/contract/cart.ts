/** Cart calls (spec §7 lists them as "not shown"; named in the spec's style). */
import * as v from 'valibot';
import { MAX_CART_QUANTITY } from '../constants';
import { defineCall } from './call';
import { CurrencyCode, Money, NoInput, SkuNo, integer } from './common';

/** The badge's number: units in the member's cart. */
export const CartCount = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** Whether a cart line can be bought: on sale with stock, sold out, or its product removed (spec §2 shown apart). */
export const CART_LINE_STATES = ['ok', 'sold_out', 'removed'] as const;

export const CartItem = v.object({
  sku_no: v.string(),
  product_no: v.string(),
  product_name: v.string(),
  /** The SKU's option ('1L'); empty for a product with one SKU. */
  spec_value: v.string(),
  thumb_image_url: v.string(),
  price: Money,
  /** The struck-through price, when there is one. */
  scribing_price: v.nullable(Money),
  /** The price when the item was added: differs from `price` when it changed since (spec §5). */
  price_at_add: Money,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  stock: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The most the stepper may reach: the stock and the per-item limit. */
  max_quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  state: v.picklist(CART_LINE_STATES),
});
export type CartItem = v.InferOutput<typeof CartItem>;

/** Items chosen to buy (spec §3 selectSkus): from the cart's selection, or one SKU bought now. */
export const SelectedItems = v.pipe(
  v.array(v.object({ sku_no: SkuNo, quantity: integer(1, MAX_CART_QUANTITY) })),
  v.minLength(1),
  v.maxLength(100),
  v.check((items) => new Set(items.map((i) => i.sku_no)).size === items.length, 'each SKU once'),
);

export const cartAdd = defineCall({
  method: 'POST',
  path: '/cart/add',
  summary: "Adds units of a SKU to the member's cart; answers the cart's new count.",
  access: 'member',
  input: v.object({ sku_no: SkuNo, quantity: integer(1, MAX_CART_QUANTITY) }),
  output: CartCount,
  ours: true,
});

export const cartCount = defineCall({
  method: 'GET',
  path: '/cart/count',
  summary: "Units in the member's cart (the badge).",
  access: 'member',
  input: NoInput,
  output: CartCount,
  ours: true,
});

export const cartList = defineCall({
  method: 'GET',
  path: '/cart/list',
  summary: "The member's cart, most recently added first, in the request's language and currency.",
  access: 'member',
  input: NoInput,
  output: v.object({ list: v.array(CartItem), currency_code: CurrencyCode }),
  ours: true,
});

export const cartUpdate = defineCall({
  method: 'POST',
  path: '/cart/update',
  summary: 'Sets the quantity of a cart line, within its stock (1105007) and the per-item limit (1105008); answers the new count.',
  access: 'member',
  // A typed quantity above the per-item limit is answered with 1105008 (which the cart shows), not as a malformed body.
  input: v.object({ sku_no: SkuNo, quantity: integer(1, 9999) }),
  output: CartCount,
  ours: true,
});

export const cartDelete = defineCall({
  method: 'POST',
  path: '/cart/delete',
  summary: 'Removes lines from the cart (lines not in it are ignored); answers the new count.',
  access: 'member',
  input: v.object({ sku_nos: v.pipe(v.array(SkuNo), v.minLength(1), v.maxLength(200)) }),
  output: CartCount,
  ours: true,
});
