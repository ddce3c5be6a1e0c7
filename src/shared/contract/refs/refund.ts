// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../refund';

export const refundCardAdd: CallRef<typeof contract.refundCardAdd> = { method: 'POST', path: '/member/refund_card/add' };
export const refundCardDelete: CallRef<typeof contract.refundCardDelete> = { method: 'POST', path: '/member/refund_card/delete' };
export const refundCardList: CallRef<typeof contract.refundCardList> = { method: 'GET', path: '/member/refund_card/list' };
export const refundCardSetDefault: CallRef<typeof contract.refundCardSetDefault> = { method: 'POST', path: '/member/refund_card/set_default' };
export const refundCardUpdate: CallRef<typeof contract.refundCardUpdate> = { method: 'POST', path: '/member/refund_card/update' };
