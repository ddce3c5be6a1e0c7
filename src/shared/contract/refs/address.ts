// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../address';

export const addressAdd: CallRef<typeof contract.addressAdd> = { method: 'POST', path: '/member/address/add' };
export const addressAreas: CallRef<typeof contract.addressAreas> = { method: 'GET', path: '/member/address/areas' };
export const addressDelete: CallRef<typeof contract.addressDelete> = { method: 'POST', path: '/member/address/delete' };
export const addressList: CallRef<typeof contract.addressList> = { method: 'GET', path: '/member/address/list' };
export const addressPostcode: CallRef<typeof contract.addressPostcode> = { method: 'GET', path: '/member/address/postcode' };
export const addressSetDefault: CallRef<typeof contract.addressSetDefault> = { method: 'POST', path: '/member/address/set_default' };
export const addressUpdate: CallRef<typeof contract.addressUpdate> = { method: 'POST', path: '/member/address/update' };
export const defaultAddress: CallRef<typeof contract.defaultAddress> = { method: 'GET', path: '/member/address/default' };
