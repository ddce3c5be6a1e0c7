/** Cart calls: add an item, the count on the badge (the rows: cart.ts). */
import { Hono } from 'hono';
import { cartAdd, cartCount as cartCountCall } from '../../../src/shared/contract/cart';
import type { CommerceEnv } from '../context';
import { route } from '../http';
import { requireMember } from '../member/session';
import { addToCart, cartCount } from './cart';

export const cartRoutes = new Hono<CommerceEnv>();

route(cartRoutes, cartAdd, async (c, body) => {
  const member = await requireMember(c);
  return { count: await addToCart(c.get('d1'), member.id, body.sku_no, body.quantity) };
});

route(cartRoutes, cartCountCall, async (c) => ({ count: await cartCount(c.get('d1'), (await requireMember(c)).id) }));
