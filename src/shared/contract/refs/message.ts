// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../message';

export const messageCount: CallRef<typeof contract.messageCount> = { method: 'POST', path: '/message/count' };
export const messagePage: CallRef<typeof contract.messagePage> = { method: 'POST', path: '/message/page' };
export const messageRead: CallRef<typeof contract.messageRead> = { method: 'POST', path: '/message/read' };
export const messageReadAll: CallRef<typeof contract.messageReadAll> = { method: 'POST', path: '/message/read_all' };
