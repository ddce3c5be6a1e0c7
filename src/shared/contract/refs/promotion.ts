// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../promotion';

export const couponClaim: CallRef<typeof contract.couponClaim> = { method: 'POST', path: '/promotion/api/coupon/claim' };
export const couponDetail: CallRef<typeof contract.couponDetail> = { method: 'POST', path: '/promotion/api/coupon/detail' };
export const couponProductList: CallRef<typeof contract.couponProductList> = { method: 'POST', path: '/promotion/api/fetch/coupon_product_list' };
export const couponSearch: CallRef<typeof contract.couponSearch> = { method: 'POST', path: '/search/coupon/search' };
export const couponWallet: CallRef<typeof contract.couponWallet> = { method: 'POST', path: '/promotion/api/coupon/page' };
export const minimumPurchaseShortfall: CallRef<typeof contract.minimumPurchaseShortfall> = { method: 'POST', path: '/promotion/api/get_minimum_purchase_shortfall' };
export const virtualMapping: CallRef<typeof contract.virtualMapping> = { method: 'POST', path: '/promotion/api/virtual/mapping' };
