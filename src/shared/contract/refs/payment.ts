// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../payment';

export const addCard: CallRef<typeof contract.addCard> = { method: 'POST', path: '/payment/card/add' };
export const cancelPayment: CallRef<typeof contract.cancelPayment> = { method: 'POST', path: '/payment/cancel' };
export const deleteCard: CallRef<typeof contract.deleteCard> = { method: 'POST', path: '/payment/card/delete' };
export const ewalletCallback: CallRef<typeof contract.ewalletCallback> = { method: 'POST', path: '/payment/ewallet/callback' };
export const linkEwallet: CallRef<typeof contract.linkEwallet> = { method: 'POST', path: '/payment/ewallet/link' };
export const listCards: CallRef<typeof contract.listCards> = { method: 'GET', path: '/payment/card/list' };
export const listEwallets: CallRef<typeof contract.listEwallets> = { method: 'GET', path: '/payment/ewallet/list' };
export const payOrder: CallRef<typeof contract.payOrder> = { method: 'POST', path: '/payment/pay' };
export const paymentCallback: CallRef<typeof contract.paymentCallback> = { method: 'POST', path: '/payment/callback' };
export const paymentOptions: CallRef<typeof contract.paymentOptions> = { method: 'GET', path: '/payment/options' };
export const paymentStatus: CallRef<typeof contract.paymentStatus> = { method: 'GET', path: '/payment/status' };
export const unlinkEwallet: CallRef<typeof contract.unlinkEwallet> = { method: 'POST', path: '/payment/ewallet/unlink' };
