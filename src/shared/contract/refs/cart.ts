// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../cart';

export const cartAdd: CallRef<typeof contract.cartAdd> = { method: 'POST', path: '/cart/add' };
export const cartCount: CallRef<typeof contract.cartCount> = { method: 'GET', path: '/cart/count' };
export const cartDelete: CallRef<typeof contract.cartDelete> = { method: 'POST', path: '/cart/delete' };
export const cartList: CallRef<typeof contract.cartList> = { method: 'GET', path: '/cart/list' };
export const cartUpdate: CallRef<typeof contract.cartUpdate> = { method: 'POST', path: '/cart/update' };
