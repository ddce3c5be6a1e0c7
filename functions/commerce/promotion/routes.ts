/**
 * Promotion calls: the products a voucher of the member's applies to; the claim centre and a claim; the wallet and a
 * voucher's terms; a virtual category's products. The cart's voucher summary of a selection is priced by the checkout (order/routes.ts).
 */
import { Hono } from 'hono';
import { APP_PLATFORM, RECOMMEND_PAGE_SIZE } from '../../../src/shared/constants';
import { SORT } from '../../../src/shared/contract/constants';
import {
  couponClaim,
  couponDetail,
  couponProductList,
  couponSearch,
  couponWallet,
  virtualMapping,
} from '../../../src/shared/contract/promotion';
import { COUNTRIES } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { listProducts } from '../catalog/queries';
import { cardsOf } from '../catalog/views';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { currentMember, requireMember } from '../../platform/session';
import { globalDb } from '../../platform/db';
import { takeRateLimit } from '../../platform/rate-limit';
import { campaignOf, claimAttempts, claimVoucher, openCampaigns } from './claims';
import { campaignView, memberVoucherView, virtualCategoryView, walletVoucherView } from './views';
import { virtualCategory } from './virtual';
import { memberVoucherScope } from './vouchers';
import { walletPage, walletVoucher } from './wallet';

/** The wallet's page size when the call names none. */
const WALLET_PAGE_SIZE = 10;

export const promotionRoutes = new Hono<CommerceEnv>();

route(promotionRoutes, couponProductList, async (c, body) => {
  const member = await requireMember(c);
  // Another member's coupon number is answered as if it did not exist.
  const scope = await memberVoucherScope(c.var.db, member.id, body.coupon_no);
  if (!scope) throw new ApiError(ERR.USER_VOUCHER_MISSING);
  const { total, rows } = await listProducts(c.var.db, c.var.lang, {
    pageNum: body.page_num ?? 1,
    pageSize: body.page_size ?? RECOMMEND_PAGE_SIZE,
    within: scope.all ? undefined : scope.productIds,
    sort: SORT.default,
  });
  return { total, list: cardsOf(rows, c.var.country) };
});

route(promotionRoutes, couponSearch, async (c) => {
  const member = await currentMember(c);
  const rows = await openCampaigns(c.var.db, c.var.lang, member?.id ?? 0, Date.now());
  return { currency_code: COUNTRIES[c.var.country].currency, list: rows.map(campaignView) };
});

route(promotionRoutes, couponClaim, async (c, body) => {
  const member = await requireMember(c);
  const { db, lang } = c.var;
  const now = Date.now();
  await takeRateLimit(globalDb(c.env), [claimAttempts(c.var.country, member.id)], now, ERR.VOUCHER_TOO_MANY_ATTEMPTS);
  const couponNo = await claimVoucher(db, lang, member.id, body.voucher_no, c.req.header('platform') === APP_PLATFORM, now);
  const coupon = await walletVoucher(db, lang, member.id, couponNo, now);
  if (!coupon) throw new ApiError(ERR.COUPON_NOT_FOUND);
  return {
    coupon: memberVoucherView(coupon),
    campaign: campaignView(await campaignOf(db, lang, member.id, body.voucher_no)),
  };
});

route(promotionRoutes, couponWallet, async (c, body) => {
  const member = await requireMember(c);
  const page = { num: body.page_num ?? 1, size: body.page_size ?? WALLET_PAGE_SIZE };
  const { total, rows } = await walletPage(c.var.db, c.var.lang, member.id, body.tab, page, Date.now());
  return { currency_code: COUNTRIES[c.var.country].currency, total, list: rows.map(walletVoucherView) };
});

route(promotionRoutes, couponDetail, async (c, body) => {
  const member = await requireMember(c);
  // Another member's coupon number is answered as if it did not exist.
  const row = await walletVoucher(c.var.db, c.var.lang, member.id, body.coupon_no, Date.now());
  if (!row) throw new ApiError(ERR.COUPON_NOT_FOUND);
  return { currency_code: COUNTRIES[c.var.country].currency, coupon: walletVoucherView(row) };
});

route(promotionRoutes, virtualMapping, async (c, body) => {
  const { db, lang, country } = c.var;
  const found = await virtualCategory(db, lang, body.virtual_id, Date.now());
  if (!found) throw new ApiError(ERR.CONTENT_NOT_FOUND);
  const page = await listProducts(db, lang, {
    pageNum: body.page_num ?? 1,
    pageSize: body.page_size ?? RECOMMEND_PAGE_SIZE,
    within: found.productIds,
    sort: body.sort ?? SORT.default,
  });
  return virtualCategoryView(found, page, country);
});
