/**
 * Order calls: the personal centre's counters, the cart's voucher summary of a selection, the confirmation, placing
 * the order, one order for the checkout, and the member's orders afterwards (list, detail, cancel, confirm receipt).
 */
import { Hono } from 'hono';
import { BUY_TYPE } from '../../../src/shared/contract/constants';
import {
  orderConfirm,
  orderCreate,
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
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { currentMember, requireMember } from '../../platform/session';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { count } from '../../platform/telemetry';
import { placeOrder, quote } from './checkout';
import { payInfo, statusSummary } from './orders';
import { purchaseShortfall } from './shortfall';
import { orderDetail, orderPage } from './trade';
import { cancelOrder, confirmReceipt } from './transitions';
import { previewView, shortfallView } from './views';

export const orderRoutes = new Hono<CommerceEnv>();

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
  // A disabled account cannot order (spec §6): said with the order's own code, not the session's.
  const member = await currentMember(c);
  if (member && member.status !== 1) throw new ApiError(ERR.ORDER_ACCOUNT_DISABLED);
  const { db, country, lang } = c.var;
  const { order, placed } = await placeOrder(db, country, lang, (await requireMember(c)).id, body);
  if (placed) count(c.env, 'order', { country, detail: body.buy_type === BUY_TYPE.cart ? 'cart' : 'buy_now', value: order.amounts.total });
  return order;
});

route(orderRoutes, orderPayInfo, async (c, query) => payInfo(c.var.db, (await requireMember(c)).id, query.order_no));

route(orderRoutes, orderTradePage, async (c, body) => orderPage(c.var.db, (await requireMember(c)).id, body));

route(orderRoutes, orderTradeDetail, async (c, input) => orderDetail(c.var.db, (await requireMember(c)).id, input.order_no));

route(orderRoutes, orderTradeCancel, async (c, body) => {
  await cancelOrder(c.env, c.var.db, (await requireMember(c)).id, { orderNo: body.order_no, reason: body.reason }, Date.now());
  return null;
});

route(orderRoutes, orderTradeConfirmReceipt, async (c, body) => {
  await confirmReceipt(c.var.db, (await requireMember(c)).id, body.order_no, Date.now());
  return null;
});
