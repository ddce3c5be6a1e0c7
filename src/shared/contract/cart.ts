/** Cart calls (spec §7 lists them as "not shown"; named in the spec's style). */
import * as v from 'valibot';
import { MAX_CART_QUANTITY } from '../constants';
import { defineCall } from './call';
import { NoInput, SkuNo, integer } from './common';

/** The badge's number: units in the member's cart. */
export const CartCount = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

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
