/** Cart calls: add, list, change a quantity, remove lines, the count on the badge (the rows: cart.ts). */
import { Hono } from 'hono';
import { cartAdd, cartCount as cartCountCall, cartDelete, cartList, cartUpdate } from '../../../src/shared/contract/cart';
import { COUNTRIES } from '../../../src/shared/countries';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { addToCart, cartCount, cartLines, deleteCartLines, updateCartLine } from './cart';
import { cartItemView } from './views';

export const cartRoutes = new Hono<CommerceEnv>();

route(cartRoutes, cartAdd, async (c, body) => {
  const member = await requireMember(c);
  return { count: await addToCart(c.var.db, member.id, body.sku_no, body.quantity) };
});

route(cartRoutes, cartCountCall, async (c) => ({ count: await cartCount(c.var.db, (await requireMember(c)).id) }));

route(cartRoutes, cartList, async (c) => {
  const member = await requireMember(c);
  const lines = await cartLines(c.var.db, c.var.lang, member.id);
  return { list: lines.map(cartItemView), currency_code: COUNTRIES[c.var.country].currency };
});

route(cartRoutes, cartUpdate, async (c, body) => {
  const member = await requireMember(c);
  return { count: await updateCartLine(c.var.db, member.id, body.sku_no, body.quantity) };
});

route(cartRoutes, cartDelete, async (c, body) => {
  const member = await requireMember(c);
  return { count: await deleteCartLines(c.var.db, member.id, body.sku_nos) };
});
