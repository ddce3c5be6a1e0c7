/**
 * Order calls: the personal centre's counters, the cart's voucher summary of a selection, the confirmation, placing
 * the order, one order for the checkout, and the member's orders afterwards (list, detail, cancel, confirm receipt).
 */
import { Hono } from 'hono';
import { BUY_TYPE } from '../../../src/shared/contract/constants';
import {
  orderConfirm,
  orderCreate,
  orderIntake,
  orderPayInfo,
  orderStatusSummary,
  orderTradeCancel,
  orderTradeConfirmReceipt,
  orderTradeDetail,
  orderTradePage,
} from '../../../src/shared/contract/order';
import { minimumPurchaseShortfall } from '../../../src/shared/contract/promotion';
import { COUNTRIES } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext, CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { takeOrderTurn } from '../../platform/rate-limit';
import { currentMember, requireMember } from '../../platform/session';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { count } from '../../platform/telemetry';
import type { OrderArchive } from './archived';
import { draftOrder, type OrderDraft, placedOrderOf, placeOrder, quote } from './checkout';
import { placeFlashOrder, shardOfRef } from './flash/place';
import { anySoldOut, runningSales } from './flash/sales';
import { payInfo, statusSummary } from './orders';
import { purchaseShortfall } from './shortfall';
import { orderDetail, orderPage } from './trade';
import { cancelOrder, confirmReceipt } from './transitions';
import { previewView, shortfallView } from './views';

export const orderRoutes = new Hono<CommerceEnv>();

/** The request's country's orders in the archive (order/archived.ts). */
const archiveOf = (c: CommerceContext): OrderArchive => ({ bucket: c.env.ARCHIVE, country: c.var.country });

route(orderRoutes, orderStatusSummary, async (c) => statusSummary(c.var.db, (await requireMember(c)).id));

route(orderRoutes, minimumPurchaseShortfall, async (c, body) => {
  const member = await requireMember(c);
  const { db, country, lang } = c.var;
  return shortfallView(await purchaseShortfall(db, country, lang, member.id, body.items), COUNTRIES[country].currency);
});

route(orderRoutes, orderConfirm, async (c, body) => {
  const member = await requireMember(c);
  const { db, country, lang } = c.var;
  const q = await quote(db, country, lang, member.id, body);
  if (q.lines.length === 0 && q.unavailable.length === 0) throw new ApiError(ERR.NO_PRODUCT_SELECTED);
  return previewView(q, CHECKOUT_SETTINGS[country]);
});

route(orderRoutes, orderCreate, async (c, body) => {
  const { db, country, lang } = c.var;
  const now = Date.now();
  // A flash SKU sold out a moment ago is refused before any database or object is touched (order/flash/sales.ts).
  if (
    anySoldOut(
      country,
      body.items.map((i) => i.sku_no),
      now,
    )
  )
    throw new ApiError(ERR.STOCK_LOCK_FAILED);
  // A disabled account cannot order (spec §6): said with the order's own code, not the session's.
  const member = await currentMember(c);
  if (!member) throw new ApiError(ERR.UNAUTHORIZED, 'unauthorized');
  if (member.status !== 1) throw new ApiError(ERR.ORDER_ACCOUNT_DISABLED);
  const memberId = member.id;
  await takeOrderTurn(c, memberId);
  const sales = await runningSales(db, country, now);
  const detail = body.buy_type === BUY_TYPE.cart ? 'cart' : 'buy_now';
  const flashSkus = new Set(body.items.map((i) => i.sku_no).filter((skuNo) => sales.has(skuNo)));
  if (flashSkus.size > 0) {
    let draft: OrderDraft;
    try {
      draft = await draftOrder(db, country, lang, memberId, body, now, flashSkus);
    } catch (err) {
      // A repeat of an order already in D1 may no longer price as it did (its first-order shipping is taken): the
      // order it made is the answer. A repeat still on its way is answered by its shard.
      const existing = err instanceof ApiError ? await placedOrderOf(db, memberId, { key: body.idempotency_key }) : null;
      if (existing) return existing;
      throw err;
    }
    const order = await placeFlashOrder(c.env, draft, sales, now);
    count(c.env, 'order', { country, detail: `flash_${detail}`, value: order.amounts.total });
    return order;
  }
  const { order, placed } = await placeOrder(db, country, lang, memberId, body, now);
  if (placed) count(c.env, 'order', { country, detail, value: order.amounts.total });
  return order;
});

route(orderRoutes, orderIntake, async (c, query) => {
  const memberId = (await requireMember(c)).id;
  const { db, country } = c.var;
  const inDb = await placedOrderOf(db, memberId, { orderNo: query.order_no });
  if (inDb) return inDb;
  const shard = shardOfRef(c.env, country, query.intake);
  const state = shard ? await shard.intake(memberId, query.order_no) : null;
  if (!state || state.placed.order_no !== query.order_no) throw new ApiError(ERR.ORDER_NOT_FOUND);
  if (state.failure !== null) throw new ApiError(state.failure);
  return state.placed;
});

route(orderRoutes, orderPayInfo, async (c, query) => payInfo(c.var.db, (await requireMember(c)).id, query.order_no));

route(orderRoutes, orderTradePage, async (c, body) => orderPage(c.var.db, archiveOf(c), (await requireMember(c)).id, body));

route(orderRoutes, orderTradeDetail, async (c, input) => orderDetail(c.var.db, archiveOf(c), (await requireMember(c)).id, input.order_no));

route(orderRoutes, orderTradeCancel, async (c, body) => {
  await cancelOrder(c.env, c.var.db, (await requireMember(c)).id, { orderNo: body.order_no, reason: body.reason }, Date.now());
  return null;
});

route(orderRoutes, orderTradeConfirmReceipt, async (c, body) => {
  await confirmReceipt(c.var.db, (await requireMember(c)).id, body.order_no, Date.now());
  return null;
});
