/**
 * Product detail calls (spec §7): min_sku_detail, spec_order_list, visit/views, similar products and back-in-stock
 * subscriptions (signed in).
 */
import { Hono } from 'hono';
import { COUNTRIES } from '../../../src/shared/countries';
import { SIMILAR_PAGE_SIZE } from '../../../src/shared/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import { discountPercent } from '../../../src/shared/money';
import { packshotViews } from '../../../src/shared/packshot';
import type { CommerceContext, CommerceEnv } from '../context';
import { ok, readBody, readQuery } from '../http';
import { currentMember, requireMember } from '../member/session';
import { productWithSkus, similarProductIds, skuView } from './detail';
import { productCardsInOrder } from './routes';

export const detailRoutes = new Hono<CommerceEnv>();

const PRODUCT_NO = { type: 'string', min: 1, max: 64 } as const;

detailRoutes.get('/consumer/product/min_sku_detail/:productNo', async (c) => {
  const productNo = c.req.param('productNo');
  if (productNo.length > 64) throw new ApiError(ERR.INVALID_PARAMETER, 'invalid parameter: product_no');
  const lang = c.get('lang');
  const { product: p, skus: rows } = await productWithSkus(c.get('d1'), lang, productNo);
  // A removed product answers 1125101 too: the page shows its removed state (spec §2).
  if (p.status !== 1) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST, 'removed');
  const skus = rows.map(skuView);
  const scribing =
    p.min_price_scribing !== null && p.min_price !== null && p.min_price_scribing > p.min_price ? p.min_price_scribing : null;
  return ok(c, {
    product_no: p.product_no,
    product_name: p.product_name,
    description: p.description,
    brand: p.brand,
    // Our packshots come in several views of the same drawing (front, angle, label, group, scene).
    images: packshotViews(p.image_url),
    price: p.min_price,
    scribing_price: scribing,
    discount: discountPercent(p.min_price ?? 0, scribing),
    currency_code: COUNTRIES[c.get('country')].currency,
    flag_sold_out: p.stock_total > 0 ? 0 : 1,
    sales_count: p.sales_count,
    category: { nav_type_id: p.category_id, nav_type_name: p.category_name },
    attributes: {
      unit: p.unit,
      specification: p.specification,
      composition: p.composition,
      length_mm: p.length_mm,
      width_mm: p.width_mm,
      height_mm: p.height_mm,
      shelf_life: p.shelf_life,
      shelf_life_unit: p.shelf_life_unit,
      net_weight_g: p.net_weight_g,
      gross_weight_g: p.gross_weight_g,
      brand: p.brand,
    },
    skus,
  });
});

detailRoutes.post('/consumer/product/spec_order_list', async (c) => {
  const { product_no } = await readBody(c, { product_no: PRODUCT_NO });
  const { skus } = await productWithSkus(c.get('d1'), c.get('lang'), product_no);
  return ok(c, { list: skus.map(skuView) });
});

detailRoutes.post('/consumer/product/visit/views', async (c) => {
  const { product_no } = await readBody(c, { product_no: PRODUCT_NO });
  const member = await currentMember(c);
  const row = await c.get('d1').prepare('SELECT id FROM products WHERE product_no = ?').bind(product_no).first<{ id: number }>();
  if (!row) throw new ApiError(ERR.PRODUCT_DOES_NOT_EXIST);
  await c
    .get('d1')
    .prepare('INSERT INTO product_views (product_id, member_id, device_id, viewed_at) VALUES (?, ?, ?, ?)')
    .bind(row.id, member?.id ?? null, c.get('deviceId') || null, Date.now())
    .run();
  return ok(c, null);
});

detailRoutes.post('/consumer/product/similar', async (c) => {
  const body = await readBody(c, { product_no: PRODUCT_NO, page_size: { type: 'integer', min: 1, max: 24, optional: true } });
  const ids = await similarProductIds(c.get('d1'), body.product_no, body.page_size ?? SIMILAR_PAGE_SIZE);
  return ok(c, { list: await productCardsInOrder(c, ids) });
});

/** The member's SKU of this product number, or 1105004. */
async function skuOf(c: CommerceContext, skuNo: string): Promise<{ id: number; stock: number; status: number }> {
  const sku = await c
    .get('d1')
    .prepare('SELECT s.id, s.stock, p.status FROM skus s JOIN products p ON p.id = s.product_id WHERE s.sku_no = ?')
    .bind(skuNo)
    .first<{ id: number; stock: number; status: number }>();
  if (!sku) throw new ApiError(ERR.SKU_NOT_FOUND);
  return sku;
}

detailRoutes.post('/consumer/product/stock_subscribe', async (c) => {
  const { sku_no } = await readBody(c, { sku_no: PRODUCT_NO });
  const member = await requireMember(c);
  const sku = await skuOf(c, sku_no);
  await c
    .get('d1')
    .prepare(
      'INSERT INTO stock_subscriptions (member_id, sku_id, created_at) VALUES (?, ?, ?) ON CONFLICT (member_id, sku_id) DO UPDATE SET notified_at = NULL, created_at = excluded.created_at',
    )
    .bind(member.id, sku.id, Date.now())
    .run();
  return ok(c, { subscribed: true });
});

detailRoutes.post('/consumer/product/stock_unsubscribe', async (c) => {
  const { sku_no } = await readBody(c, { sku_no: PRODUCT_NO });
  const member = await requireMember(c);
  const sku = await skuOf(c, sku_no);
  await c.get('d1').prepare('DELETE FROM stock_subscriptions WHERE member_id = ? AND sku_id = ?').bind(member.id, sku.id).run();
  return ok(c, { subscribed: false });
});

detailRoutes.get('/consumer/product/stock_subscription', async (c) => {
  const { product_no } = readQuery(c, { product_no: PRODUCT_NO });
  const member = await requireMember(c);
  const { results } = await c
    .get('d1')
    .prepare(
      `SELECT s.sku_no FROM stock_subscriptions ss JOIN skus s ON s.id = ss.sku_id JOIN products p ON p.id = s.product_id
       WHERE ss.member_id = ? AND p.product_no = ? AND ss.notified_at IS NULL`,
    )
    .bind(member.id, product_no)
    .all<{ sku_no: string }>();
  return ok(c, { sku_nos: results.map((r) => r.sku_no) });
});
