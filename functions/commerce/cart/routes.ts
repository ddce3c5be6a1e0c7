/** The member's cart (issue 4: add an item, the count on the badge). Every row is read with the member's id. */
import { Hono } from 'hono';
import { MAX_CART_QUANTITY } from '../../../src/shared/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext, CommerceEnv } from '../context';
import { ok, readBody } from '../http';
import { requireMember } from '../member/session';

export const cartRoutes = new Hono<CommerceEnv>();

/** How many items the member's cart holds: the badge's number. */
const cartCount = (c: CommerceContext, memberId: number) =>
  c.get('d1').prepare('SELECT coalesce(sum(quantity), 0) AS count FROM cart_items WHERE member_id = ?').bind(memberId);

cartRoutes.post('/add', async (c) => {
  const body = await readBody(c, {
    sku_no: { type: 'string', min: 1, max: 64 },
    quantity: { type: 'integer', min: 1, max: MAX_CART_QUANTITY },
  });
  const member = await requireMember(c);
  const d1 = c.get('d1');
  const sku = await d1
    .prepare(
      `SELECT s.id, s.stock, p.status, coalesce((SELECT quantity FROM cart_items WHERE member_id = ? AND sku_id = s.id), 0) AS in_cart
       FROM skus s JOIN products p ON p.id = s.product_id WHERE s.sku_no = ?`,
    )
    .bind(member.id, body.sku_no)
    .first<{ id: number; stock: number; status: number; in_cart: number }>();
  if (!sku) throw new ApiError(ERR.SKU_NOT_FOUND);
  if (sku.status !== 1) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  const wanted = sku.in_cart + body.quantity;
  if (wanted > MAX_CART_QUANTITY) throw new ApiError(ERR.MAX_PURCHASE_EXCEEDED);
  if (wanted > sku.stock) throw new ApiError(ERR.INSUFFICIENT_STOCK);
  // The count in the same batch: the badge shows the cart as this add left it.
  const [, counted] = await d1.batch<{ count: number }>([
    d1
      .prepare(
        'INSERT INTO cart_items (member_id, sku_id, quantity, added_at) VALUES (?, ?, ?, ?) ON CONFLICT (member_id, sku_id) DO UPDATE SET quantity = quantity + excluded.quantity, added_at = excluded.added_at',
      )
      .bind(member.id, sku.id, body.quantity, Date.now()),
    cartCount(c, member.id),
  ]);
  return ok(c, { count: counted?.results[0]?.count ?? 0 });
});

cartRoutes.get('/count', async (c) => {
  const member = await requireMember(c);
  return ok(c, { count: (await cartCount(c, member.id).first<{ count: number }>())?.count ?? 0 });
});
