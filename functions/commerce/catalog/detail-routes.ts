/**
 * Product detail calls (spec §7): min_sku_detail, spec_order_list, visit/views, similar products and back-in-stock
 * subscriptions (signed in).
 */
import { Hono } from 'hono';
import {
  minSkuDetail,
  similarProducts,
  specOrderList,
  stockSubscribe,
  stockSubscription,
  stockUnsubscribe,
  visitViews,
} from '../../../src/shared/contract/catalog';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext, CommerceEnv } from '../context';
import { route } from '../http';
import { currentMember, requireMember } from '../member/session';
import { productWithSkus, similarProductIds } from './detail';
import { productCardsInOrder } from './routes';
import { detailView, skuView } from './views';

export const detailRoutes = new Hono<CommerceEnv>();

route(detailRoutes, minSkuDetail, async (c, { product_no }) => {
  const { product, skus } = await productWithSkus(c.get('d1'), c.get('lang'), product_no);
  // A removed product answers 1125101 too: the page shows its removed state (spec §2).
  if (product.status !== 1) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST, 'removed');
  return detailView(product, skus, c.get('country'));
});

route(detailRoutes, specOrderList, async (c, { product_no }) => {
  const { skus } = await productWithSkus(c.get('d1'), c.get('lang'), product_no);
  return { list: skus.map(skuView) };
});

route(detailRoutes, visitViews, async (c, { product_no }) => {
  const member = await currentMember(c);
  const row = await c.get('d1').prepare('SELECT id FROM products WHERE product_no = ?').bind(product_no).first<{ id: number }>();
  if (!row) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  await c
    .get('d1')
    .prepare('INSERT INTO product_views (product_id, member_id, device_id, viewed_at) VALUES (?, ?, ?, ?)')
    .bind(row.id, member?.id ?? null, c.get('deviceId') || null, Date.now())
    .run();
  return null;
});

route(detailRoutes, similarProducts, async (c, body) => ({
  list: await productCardsInOrder(c, await similarProductIds(c.get('d1'), body.product_no, body.page_size)),
}));

/** The SKU of this number, or 1105004. */
async function skuOf(c: CommerceContext, skuNo: string): Promise<{ id: number; stock: number; status: number }> {
  const sku = await c
    .get('d1')
    .prepare('SELECT s.id, s.stock, p.status FROM skus s JOIN products p ON p.id = s.product_id WHERE s.sku_no = ?')
    .bind(skuNo)
    .first<{ id: number; stock: number; status: number }>();
  if (!sku) throw new ApiError(ERR.SKU_NOT_FOUND);
  return sku;
}

route(detailRoutes, stockSubscribe, async (c, { sku_no }) => {
  const member = await requireMember(c);
  const sku = await skuOf(c, sku_no);
  await c
    .get('d1')
    .prepare(
      'INSERT INTO stock_subscriptions (member_id, sku_id, created_at) VALUES (?, ?, ?) ON CONFLICT (member_id, sku_id) DO UPDATE SET notified_at = NULL, created_at = excluded.created_at',
    )
    .bind(member.id, sku.id, Date.now())
    .run();
  return { subscribed: true };
});

route(detailRoutes, stockUnsubscribe, async (c, { sku_no }) => {
  const member = await requireMember(c);
  const sku = await skuOf(c, sku_no);
  await c.get('d1').prepare('DELETE FROM stock_subscriptions WHERE member_id = ? AND sku_id = ?').bind(member.id, sku.id).run();
  return { subscribed: false };
});

route(detailRoutes, stockSubscription, async (c, { product_no }) => {
  const member = await requireMember(c);
  const { results } = await c
    .get('d1')
    .prepare(
      `SELECT s.sku_no FROM stock_subscriptions ss JOIN skus s ON s.id = ss.sku_id JOIN products p ON p.id = s.product_id
       WHERE ss.member_id = ? AND p.product_no = ? AND ss.notified_at IS NULL`,
    )
    .bind(member.id, product_no)
    .all<{ sku_no: string }>();
  return { sku_nos: results.map((r) => r.sku_no) };
});
