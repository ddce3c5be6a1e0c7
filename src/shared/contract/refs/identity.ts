// Generated from the call definitions by `npm run contract` (functions/commerce/call-refs.ts): do not edit.
// What clients import to make a call; the definitions with their schemas stay on the server.
import type { CallRef } from '../call';
import type * as contract from '../identity';

export const captchaPow: CallRef<typeof contract.captchaPow> = { method: 'GET', path: '/member/user/captcha_pow' };
export const captchaPowCheck: CallRef<typeof contract.captchaPowCheck> = { method: 'POST', path: '/member/user/captcha_pow_check' };
export const checkEmail: CallRef<typeof contract.checkEmail> = { method: 'POST', path: '/member/user/check_email' };
export const checkPhone: CallRef<typeof contract.checkPhone> = { method: 'POST', path: '/member/user/check_phone' };
export const googleAuth: CallRef<typeof contract.googleAuth> = { method: 'GET', path: '/member/user/google_auth' };
export const login: CallRef<typeof contract.login> = { method: 'POST', path: '/member/user/login' };
export const randomCode: CallRef<typeof contract.randomCode> = { method: 'GET', path: '/member/user/random_code', png: true };
export const randomCodeCheck: CallRef<typeof contract.randomCodeCheck> = { method: 'POST', path: '/member/user/random_code_check' };
export const sendEmailCode: CallRef<typeof contract.sendEmailCode> = { method: 'POST', path: '/member/user/send_email_code' };
export const sendSmsCode: CallRef<typeof contract.sendSmsCode> = { method: 'POST', path: '/member/user/send_sms_code' };
export const updateEmail: CallRef<typeof contract.updateEmail> = { method: 'PUT', path: '/member/user/update_email' };
export const updateMobile: CallRef<typeof contract.updateMobile> = { method: 'PUT', path: '/member/user/update_mobile' };
export const updatePassword: CallRef<typeof contract.updatePassword> = { method: 'PUT', path: '/member/user/update_password' };
