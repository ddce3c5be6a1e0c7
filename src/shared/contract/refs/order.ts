// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../order';

export const orderConfirm: CallRef<typeof contract.orderConfirm> = { method: 'POST', path: '/order/confirm' };
export const orderCreate: CallRef<typeof contract.orderCreate> = { method: 'POST', path: '/order/create' };
export const orderIntake: CallRef<typeof contract.orderIntake> = { method: 'GET', path: '/order/intake' };
export const orderPayInfo: CallRef<typeof contract.orderPayInfo> = { method: 'GET', path: '/order/pay_info' };
export const orderStatusSummary: CallRef<typeof contract.orderStatusSummary> = { method: 'GET', path: '/order/trade/order-status-summary' };
export const orderTradeCancel: CallRef<typeof contract.orderTradeCancel> = { method: 'POST', path: '/order/trade/cancel' };
export const orderTradeConfirmReceipt: CallRef<typeof contract.orderTradeConfirmReceipt> = { method: 'POST', path: '/order/trade/confirm_receipt' };
export const orderTradeDetail: CallRef<typeof contract.orderTradeDetail> = { method: 'GET', path: '/order/trade/detail/{order_no}' };
export const orderTradePage: CallRef<typeof contract.orderTradePage> = { method: 'POST', path: '/order/trade/page' };
