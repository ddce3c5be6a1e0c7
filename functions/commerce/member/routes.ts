/** Member and identity calls of spec §7 and ours (docs/decisions/identity-rules.md), as src/shared/contract declares them. */
import { Hono } from 'hono';
import {
  captchaPow,
  captchaPowCheck,
  checkEmail,
  checkPhone,
  googleAuth,
  login,
  randomCode,
  randomCodeCheck,
  sendEmailCode,
  sendSmsCode,
  updateEmail,
  updateMobile,
  updatePassword,
} from '../../../src/shared/contract/identity';
import { deviceLanguage, deviceLanguageSave, logout, memberInfo, visit } from '../../../src/shared/contract/member';
import { ACCOUNT_TYPE } from '../../../src/shared/contract/constants';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { signInGate } from '../../platform/rate-limit';
import { bindNew, checkCurrent, resetPassword } from './account-change';
import { checkCaptcha, checkChallenge, newCaptcha, newChallenge } from '../../providers/captcha/captcha';
import { sendCodeTo } from './codes';
import { googleAuthUrl } from '../../providers/google/google';
import { keyOf, logIn } from './login';
import { deviceLanguageOf, recordVisit, saveDeviceLanguage } from './devices';
import { endSession, requireMember } from '../../platform/session';
import { toMemberInfo } from './views';

export const memberRoutes = new Hono<CommerceEnv>();

// The calls a shopper makes before a session exists: counted per client network before they read any database.
for (const call of [
  randomCode,
  randomCodeCheck,
  captchaPow,
  captchaPowCheck,
  sendSmsCode,
  sendEmailCode,
  login,
  googleAuth,
  updatePassword,
]) {
  memberRoutes.use(call.path, signInGate);
}

route(memberRoutes, deviceLanguageSave, async (c, { language, device_id }) => {
  await saveDeviceLanguage(c.get('db'), device_id, language);
  return { language };
});

route(memberRoutes, deviceLanguage, async (c, { device_id }) => ({ language: await deviceLanguageOf(c.get('db'), device_id) }));

route(memberRoutes, visit, async (c, { device_id }) => {
  await recordVisit(c.get('db'), device_id, c.get('lang'));
  return null;
});

route(memberRoutes, memberInfo, async (c) => toMemberInfo(await requireMember(c)));

/** Kills the session server-side; the BFF drops the cookie. Answers alike with or without a session. */
route(memberRoutes, logout, async (c) => {
  const token = c.get('token');
  if (token) await endSession(c.get('db'), token);
  return null;
});

// ---- identity (docs/decisions/identity-rules.md) ----

route(memberRoutes, randomCode, async (c, q) => {
  const { id, png } = await newCaptcha(c, keyOf(q.type_id, q.account, q.country_code), q.purpose);
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store', 'x-image-id': id },
  });
});

route(memberRoutes, randomCodeCheck, async (c, body) =>
  checkCaptcha(c, body.image_id, keyOf(body.type_id, body.account, body.country_code), body.check_code),
);

route(memberRoutes, captchaPow, async (c, q) => newChallenge(c, keyOf(q.type_id, q.account, q.country_code), q.purpose));

route(memberRoutes, captchaPowCheck, async (c, body) =>
  checkChallenge(c, body.challenge, keyOf(body.type_id, body.account, body.country_code), body.solution),
);

route(memberRoutes, sendSmsCode, async (c, body) => {
  await sendCodeTo(c, {
    type: ACCOUNT_TYPE.phone,
    key: keyOf(ACCOUNT_TYPE.phone, body.phone, body.country_code),
    purpose: body.code_type,
    channel: body.channel,
    nonce: body.image_nonce,
  });
  return null;
});

route(memberRoutes, sendEmailCode, async (c, body) => {
  await sendCodeTo(c, {
    type: ACCOUNT_TYPE.email,
    key: keyOf(ACCOUNT_TYPE.email, body.email, undefined),
    purpose: body.code_type,
    channel: 'email',
    nonce: body.image_nonce,
  });
  return null;
});

route(memberRoutes, login, logIn);

route(memberRoutes, googleAuth, async (c) => ({ url: await googleAuthUrl(c) }));

route(memberRoutes, updatePassword, async (c, body) => {
  await resetPassword(c, body.update_type, keyOf(body.update_type, body.account, body.country_code), body.check_code, body.password);
  return null;
});

route(memberRoutes, checkPhone, async (c, body) => {
  await checkCurrent(c, ACCOUNT_TYPE.phone, body.check_code);
  return null;
});

route(memberRoutes, checkEmail, async (c, body) => {
  await checkCurrent(c, ACCOUNT_TYPE.email, body.check_code);
  return null;
});

route(memberRoutes, updateMobile, async (c, body) => {
  await bindNew(c, ACCOUNT_TYPE.phone, keyOf(ACCOUNT_TYPE.phone, body.phone, body.country_code), body.country_code, body.check_code);
  return toMemberInfo(await requireMember(c));
});

route(memberRoutes, updateEmail, async (c, body) => {
  await bindNew(c, ACCOUNT_TYPE.email, keyOf(ACCOUNT_TYPE.email, body.email, undefined), undefined, body.check_code);
  return toMemberInfo(await requireMember(c));
});
