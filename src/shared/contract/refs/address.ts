// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../address';

export const defaultAddress: CallRef<typeof contract.defaultAddress> = { method: 'GET', path: '/member/address/default' };
