// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../deletion';

export const deleteAccount: CallRef<typeof contract.deleteAccount> = { method: 'POST', path: '/member/user/delete' };
