import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { LANGS } from '../../../src/shared/lang';
import type { CommerceEnv } from '../context';
import { ok, readBody, readQuery } from '../http';
import { devices, sessions } from '../schema';
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
  const row = await c
    .get('db')
    .select({ language: devices.language })
    .from(devices)
    .where(sql`${devices.deviceId} = ${q.device_id}`)
    .get();
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

memberRoutes.get('/user/info', async (c) => {
  const m = await requireMember(c);
  return ok(c, {
    member_no: m.memberNo,
    user_name: m.userName ?? '',
    avatar_url: m.avatarUrl ?? '',
    points: m.points,
    phone: m.phone ?? '',
    email: m.email ?? '',
  });
});

/** Kills the session server-side; the BFF drops the cookie. Answers alike with or without a session. */
memberRoutes.post('/user/logout', async (c) => {
  const token = c.get('token');
  if (token) await c.get('db').delete(sessions).where(sql`${sessions.tokenHash} = ${await sha256Hex(token)}`);
  return ok(c, null);
});
