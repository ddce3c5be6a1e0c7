// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../member';

export const deviceLanguage: CallRef<typeof contract.deviceLanguage> = { method: 'GET', path: '/member/user/device_language' };
export const deviceLanguageSave: CallRef<typeof contract.deviceLanguageSave> = { method: 'POST', path: '/member/user/device_language' };
export const logout: CallRef<typeof contract.logout> = { method: 'POST', path: '/member/user/logout' };
export const memberInfo: CallRef<typeof contract.memberInfo> = { method: 'GET', path: '/member/user/info' };
export const visit: CallRef<typeof contract.visit> = { method: 'POST', path: '/member/user/visit' };
