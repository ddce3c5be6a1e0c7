// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../catalog';

export const decoration: CallRef<typeof contract.decoration> = { method: 'GET', path: '/cms/api/decoration' };
export const minSkuDetail: CallRef<typeof contract.minSkuDetail> = { method: 'GET', path: '/consumer/product/min_sku_detail/{product_no}' };
export const navTypeList: CallRef<typeof contract.navTypeList> = { method: 'GET', path: '/nav/type/list' };
export const productList: CallRef<typeof contract.productList> = { method: 'POST', path: '/consumer/product/list' };
export const productRecommend: CallRef<typeof contract.productRecommend> = { method: 'POST', path: '/consumer/product/product_recommend' };
export const similarProducts: CallRef<typeof contract.similarProducts> = { method: 'POST', path: '/consumer/product/similar' };
export const sitemap: CallRef<typeof contract.sitemap> = { method: 'GET', path: '/consumer/product/sitemap' };
export const specOrderList: CallRef<typeof contract.specOrderList> = { method: 'POST', path: '/consumer/product/spec_order_list' };
export const stockSubscribe: CallRef<typeof contract.stockSubscribe> = { method: 'POST', path: '/consumer/product/stock_subscribe' };
export const stockSubscription: CallRef<typeof contract.stockSubscription> = { method: 'GET', path: '/consumer/product/stock_subscription' };
export const stockUnsubscribe: CallRef<typeof contract.stockUnsubscribe> = { method: 'POST', path: '/consumer/product/stock_unsubscribe' };
export const visitViews: CallRef<typeof contract.visitViews> = { method: 'POST', path: '/consumer/product/visit/views' };
