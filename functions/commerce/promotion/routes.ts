/** Promotion calls at the cart: the selection's voucher summary, and the products a voucher of the member's applies to. */
import { Hono } from 'hono';
import { RECOMMEND_PAGE_SIZE } from '../../../src/shared/constants';
import { SORT } from '../../../src/shared/contract/constants';
import { couponProductList, minimumPurchaseShortfall } from '../../../src/shared/contract/promotion';
import { COUNTRIES } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { listProducts } from '../catalog/queries';
import { cardsOf } from '../catalog/views';
import type { CommerceEnv } from '../context';
import { route } from '../http';
import { requireMember } from '../member/session';
import { purchaseShortfall } from './shortfall';
import { memberVoucherScope } from './vouchers';
import { shortfallView } from './views';

export const promotionRoutes = new Hono<CommerceEnv>();

route(promotionRoutes, minimumPurchaseShortfall, async (c, body) => {
  const member = await requireMember(c);
  return shortfallView(await purchaseShortfall(c, member.id, body.items), COUNTRIES[c.get('country')].currency);
});

route(promotionRoutes, couponProductList, async (c, body) => {
  const member = await requireMember(c);
  // Another member's coupon number is answered as if it did not exist.
  const scope = await memberVoucherScope(c.get('d1'), member.id, body.coupon_no);
  if (!scope) throw new ApiError(ERR.USER_VOUCHER_MISSING);
  const { total, rows } = await listProducts(c.get('db'), c.get('lang'), {
    pageNum: body.page_num ?? 1,
    pageSize: body.page_size ?? RECOMMEND_PAGE_SIZE,
    within: scope.all ? undefined : scope.productIds,
    sort: SORT.default,
  });
  return { total, list: cardsOf(rows, c.get('country')) };
});
