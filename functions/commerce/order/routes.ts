/**
 * Order calls: the personal centre's counters, the confirmation, placing the order, one order for the checkout, and
 * the member's orders afterwards (list, detail, cancel, confirm receipt).
 */
import { Hono } from 'hono';
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
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { currentMember, requireMember } from '../../platform/session';
import { placeOrder, quote } from './checkout';
import { payInfo, statusSummary } from './orders';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { orderDetail, orderPage } from './trade';
import { cancelOrder, confirmReceipt } from './transitions';
import { previewView } from './views';

export const orderRoutes = new Hono<CommerceEnv>();

route(orderRoutes, orderStatusSummary, async (c) => statusSummary(c.get('d1'), (await requireMember(c)).id));

route(orderRoutes, orderConfirm, async (c, body) => {
  const member = await requireMember(c);
  const q = await quote(c, member.id, body);
  if (q.lines.length === 0 && q.unavailable.length === 0) throw new ApiError(ERR.NO_PRODUCT_SELECTED);
  return previewView(q, CHECKOUT_SETTINGS[c.get('country')]);
});

route(orderRoutes, orderCreate, async (c, body) => {
  // A disabled account cannot order (spec §6): said with the order's own code, not the session's.
  const member = await currentMember(c);
  if (member && member.status !== 1) throw new ApiError(ERR.ORDER_ACCOUNT_DISABLED);
  return placeOrder(c, (await requireMember(c)).id, body);
});

route(orderRoutes, orderPayInfo, async (c, query) => payInfo(c.get('d1'), (await requireMember(c)).id, query.order_no));

route(orderRoutes, orderTradePage, async (c, body) => orderPage(c.get('d1'), (await requireMember(c)).id, body));

route(orderRoutes, orderTradeDetail, async (c, input) => orderDetail(c.get('d1'), (await requireMember(c)).id, input.order_no));

route(orderRoutes, orderTradeCancel, async (c, body) => {
  await cancelOrder(c.env, c.get('d1'), (await requireMember(c)).id, { orderNo: body.order_no, reason: body.reason }, Date.now());
  return null;
});

route(orderRoutes, orderTradeConfirmReceipt, async (c, body) => {
  await confirmReceipt(c.get('d1'), (await requireMember(c)).id, body.order_no, Date.now());
  return null;
});
