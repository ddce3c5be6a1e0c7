// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../profile';

export const avatar: CallRef<typeof contract.avatar> = { method: 'GET', path: '/member/user/avatar/{key}' };
export const changePassword: CallRef<typeof contract.changePassword> = { method: 'PUT', path: '/member/user/change_password' };
export const updateAvatar: CallRef<typeof contract.updateAvatar> = { method: 'PUT', path: '/member/user/update_avatar', multipart: true };
export const updateBirthday: CallRef<typeof contract.updateBirthday> = { method: 'PUT', path: '/member/user/update_birthday' };
export const updateInfo: CallRef<typeof contract.updateInfo> = { method: 'PUT', path: '/member/user/update_info' };
export const updateName: CallRef<typeof contract.updateName> = { method: 'PUT', path: '/member/user/update_name' };
