import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { LANGS } from '../../../src/shared/lang';
import { ACCOUNT_TYPE, DIAL_CODES, type AccountType } from '../../../src/shared/validation';
import type { CommerceEnv } from '../context';
import { ok, readBody, readQuery } from '../http';
import { devices, sessions } from '../schema';
import { memberInfo } from './accounts';
import { bindNew, checkCurrent, resetPassword } from './account-change';
import { checkCaptcha, checkChallenge, newCaptcha, newChallenge } from './captcha';
import { CODE_TYPES, sendCodeTo } from './codes';
import { googleAuthUrl } from './google';
import { keyOf, login } from './login';
import { requireMember, sha256Hex } from './session';

export const memberRoutes = new Hono<CommerceEnv>();

const DEVICE_ID = { type: 'string', min: 1, max: 128 } as const;

memberRoutes.post('/user/device_language', async (c) => {
  const body = await readBody(c, { language: { type: 'string', oneOf: LANGS }, device_id: DEVICE_ID });
  const now = Date.now();
  await c
    .get('db')
    .insert(devices)
    .values({ deviceId: body.device_id, language: body.language, visitCount: 0, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: devices.deviceId, set: { language: body.language, lastSeenAt: now } });
  return ok(c, { language: body.language });
});

memberRoutes.get('/user/device_language', async (c) => {
  const q = readQuery(c, { device_id: DEVICE_ID });
  const row = await c.get('db').select({ language: devices.language }).from(devices).where(sql`${devices.deviceId} = ${q.device_id}`).get();
  return ok(c, { language: row?.language ?? null });
});

memberRoutes.post('/user/visit', async (c) => {
  const body = await readBody(c, { device_id: DEVICE_ID });
  const now = Date.now();
  await c
    .get('db')
    .insert(devices)
    .values({ deviceId: body.device_id, language: c.get('lang'), visitCount: 1, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: devices.deviceId,
      set: { visitCount: sql`${devices.visitCount} + 1`, lastSeenAt: now },
    });
  return ok(c, null);
});

memberRoutes.get('/user/info', async (c) => ok(c, memberInfo(await requireMember(c))));

/** Kills the session server-side; the BFF drops the cookie. Answers alike with or without a session. */
memberRoutes.post('/user/logout', async (c) => {
  const token = c.get('token');
  if (token)
    await c
      .get('db')
      .delete(sessions)
      .where(sql`${sessions.tokenHash} = ${await sha256Hex(token)}`);
  return ok(c, null);
});

// ---- identity (docs/api/identity.md) ----

const TYPE_ID = { type: 'integer', oneOf: [ACCOUNT_TYPE.email, ACCOUNT_TYPE.phone] } as const;
const ACCOUNT = { type: 'string', min: 1, max: 64 } as const;
const DIAL = { type: 'string', oneOf: DIAL_CODES, optional: true } as const;
const CODE = { type: 'string', pattern: /^\d{6}$/ } as const;
const NONCE = { type: 'string', max: 128, optional: true } as const;

memberRoutes.get('/user/random_code', async (c) => {
  const q = readQuery(c, { account: ACCOUNT, type_id: TYPE_ID, country_code: DIAL });
  const { id, png } = await newCaptcha(c, keyOf(q.type_id as AccountType, q.account, q.country_code));
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store', 'x-image-id': id },
  });
});

memberRoutes.post('/user/random_code_check', async (c) => {
  const body = await readBody(c, {
    account: ACCOUNT,
    type_id: TYPE_ID,
    country_code: DIAL,
    device_id: { type: 'string', max: 128, optional: true },
    check_code: { type: 'string', min: 1, max: 6 },
    image_id: { type: 'string', min: 1, max: 64 },
  });
  const key = keyOf(body.type_id as AccountType, body.account, body.country_code);
  return ok(c, await checkCaptcha(c, body.image_id, key, body.check_code));
});

memberRoutes.get('/user/captcha_pow', async (c) => {
  const q = readQuery(c, { account: ACCOUNT, type_id: TYPE_ID, country_code: DIAL });
  return ok(c, await newChallenge(c, keyOf(q.type_id as AccountType, q.account, q.country_code)));
});

memberRoutes.post('/user/captcha_pow_check', async (c) => {
  const body = await readBody(c, {
    account: ACCOUNT,
    type_id: TYPE_ID,
    country_code: DIAL,
    challenge: { type: 'string', min: 1, max: 64 },
    solution: { type: 'string', min: 1, max: 16 },
  });
  const key = keyOf(body.type_id as AccountType, body.account, body.country_code);
  return ok(c, await checkChallenge(c, body.challenge, key, body.solution));
});

memberRoutes.post('/user/send_sms_code', async (c) => {
  const body = await readBody(c, {
    code_type: { type: 'integer', oneOf: CODE_TYPES },
    phone: ACCOUNT,
    country_code: { type: 'string', oneOf: DIAL_CODES },
    image_code: { type: 'string', max: 6, optional: true },
    image_nonce: NONCE,
    channel: { type: 'string', oneOf: ['whatsapp', 'sms'], optional: true },
  });
  await sendCodeTo(c, {
    type: ACCOUNT_TYPE.phone,
    key: keyOf(ACCOUNT_TYPE.phone, body.phone, body.country_code),
    purpose: body.code_type as (typeof CODE_TYPES)[number],
    channel: body.channel === 'sms' ? 'sms' : 'whatsapp',
    nonce: body.image_nonce,
  });
  return ok(c, null);
});

memberRoutes.post('/user/send_email_code', async (c) => {
  const body = await readBody(c, {
    code_type: { type: 'integer', oneOf: CODE_TYPES },
    email: ACCOUNT,
    image_code: { type: 'string', max: 6, optional: true },
    image_nonce: NONCE,
  });
  await sendCodeTo(c, {
    type: ACCOUNT_TYPE.email,
    key: keyOf(ACCOUNT_TYPE.email, body.email, undefined),
    purpose: body.code_type as (typeof CODE_TYPES)[number],
    channel: 'email',
    nonce: body.image_nonce,
  });
  return ok(c, null);
});

memberRoutes.post('/user/login', login);

memberRoutes.get('/user/google_auth', async (c) => {
  readQuery(c, { device: { type: 'string', oneOf: ['pc', ''], optional: true } });
  return ok(c, { url: await googleAuthUrl(c) });
});

memberRoutes.put('/user/update_password', async (c) => {
  const body = await readBody(c, {
    update_type: TYPE_ID,
    account: ACCOUNT,
    country_code: DIAL,
    check_code: CODE,
    password: { type: 'string', min: 1, max: 2048 },
    image_nonce: NONCE,
  });
  const type = body.update_type as AccountType;
  await resetPassword(c, type, keyOf(type, body.account, body.country_code), body.check_code, body.password);
  return ok(c, null);
});

memberRoutes.post('/user/check_phone', async (c) => {
  const body = await readBody(c, { check_code: CODE });
  await checkCurrent(c, ACCOUNT_TYPE.phone, body.check_code);
  return ok(c, null);
});

memberRoutes.post('/user/check_email', async (c) => {
  const body = await readBody(c, { check_code: CODE });
  await checkCurrent(c, ACCOUNT_TYPE.email, body.check_code);
  return ok(c, null);
});

memberRoutes.put('/user/update_mobile', async (c) => {
  const body = await readBody(c, { country_code: { type: 'string', oneOf: DIAL_CODES }, phone: ACCOUNT, check_code: CODE });
  await bindNew(c, ACCOUNT_TYPE.phone, keyOf(ACCOUNT_TYPE.phone, body.phone, body.country_code), body.country_code, body.check_code);
  return ok(c, memberInfo(await requireMember(c)));
});

memberRoutes.put('/user/update_email', async (c) => {
  const body = await readBody(c, { email: ACCOUNT, check_code: CODE });
  await bindNew(c, ACCOUNT_TYPE.email, keyOf(ACCOUNT_TYPE.email, body.email, undefined), undefined, body.check_code);
  return ok(c, memberInfo(await requireMember(c)));
});
