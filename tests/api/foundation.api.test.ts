// The foundation of the API, driven through the whole worker (BFF → commerce → D1), as the browser reaches it.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import worker from '../../src/worker';
import { commerce } from '../../functions/commerce/app';
import { sha256Hex } from '../../functions/platform/tokens';
import type { CallOutput } from '../../src/shared/contract/call';
import type { appLoad } from '../../src/shared/contract/support';
import { COUNTRY_CODES, COUNTRIES, CURRENCIES } from '../../src/shared/countries';
import { ERR, type Envelope } from '../../src/shared/errors';
import { deviceLanguage, deviceLanguageSave, visit } from '../../src/shared/contract/refs/member';
import { DB, send } from './shopper';

const ORIGIN = 'http://localhost';

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope; res: Response }> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}/api${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  let body: Envelope;
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body, res };
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A member with a live session, written straight into D1 the way login stores it (token hashed). Idempotent per token. */
async function signedInMember(db: D1Database, token: string): Promise<string> {
  const memberNo = `M-${token}`;
  const now = Date.now();
  await db.batch([
    db
      .prepare('INSERT OR IGNORE INTO members (member_no, email, user_name, points, status, created_at) VALUES (?, ?, ?, ?, 1, ?)')
      .bind(memberNo, `${token}@example.com`, 'Tester', 120, now),
    db
      .prepare(
        'INSERT OR IGNORE INTO sessions (token_hash, member_id, device_id, created_at, expires_at) VALUES (?, (SELECT id FROM members WHERE member_no = ?), ?, ?, ?)',
      )
      .bind(await sha256Hex(token), memberNo, 'dev-test', now, now + 3_600_000),
  ]);
  return memberNo;
}

describe('test environment', () => {
  it('runs with the throwaway RSA pair from globalSetup, not a developer key', () => {
    expect(env.RSA_PUBLIC_KEY).toBe(inject('rsaPublicKey'));
    expect(env.RSA_PRIVATE_KEY).toBe(inject('rsaPrivateKey'));
  });

  it('has the migrations applied in all three country databases', async () => {
    for (const db of [env.DB_ID, env.DB_SG, env.DB_MY]) {
      const row = await db
        .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'devices'")
        .first<{ n: number }>();
      expect(row?.n).toBe(1);
    }
  });
});

describe('POST /api/support/api/app/load', () => {
  it('answers code 0 with the three countries and the server clock', async () => {
    const before = Date.now();
    const { status, body } = await postJson('/support/api/app/load', '');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const { data } = body as Envelope<CallOutput<typeof appLoad>>;
    expect(data.countrys.map((c) => c.country_code)).toEqual(['ID', 'SG', 'MY']);
    for (const code of COUNTRY_CODES) {
      const c = data.countrys.find((x) => x.country_code === code)!;
      expect(c).toMatchObject({
        country_en_name: COUNTRIES[code].nameEn,
        dial_code: COUNTRIES[code].dialCode,
        timezone: COUNTRIES[code].timezone,
        currency_code: COUNTRIES[code].currency,
        currency_symbol: CURRENCIES[COUNTRIES[code].currency].symbol,
        app_control_conf: { control_list: { email: expect.any(Boolean), phone: expect.any(Boolean), whatsapp: expect.any(Boolean) } },
      });
    }
    expect(typeof data.server_time).toBe('number');
    expect(data.server_time).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('member/user/device_language', () => {
  it('stores the language of a device and reads it back, per country', async () => {
    const saved = await postJson('/member/user/device_language', { language: 'zh-CN', device_id: 'dev-lang-1' }, { 'X-Locale': 'SG' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: 0, data: { language: 'zh-CN' } });

    const read = await call('/member/user/device_language?device_id=dev-lang-1', { headers: { 'X-Locale': 'SG' } });
    expect(read.body).toMatchObject({ code: 0, data: { language: 'zh-CN' } });

    // Each country has its own database: Indonesia has never seen this device.
    const other = await call('/member/user/device_language?device_id=dev-lang-1', { headers: { 'X-Locale': 'ID' } });
    expect(other.body).toMatchObject({ code: 0, data: { language: null } });

    await postJson('/member/user/device_language', { language: 'id', device_id: 'dev-lang-1' }, { 'X-Locale': 'SG' });
    const changed = await call('/member/user/device_language?device_id=dev-lang-1', { headers: { 'X-Locale': 'SG' } });
    expect(changed.body).toMatchObject({ code: 0, data: { language: 'id' } });
  });

  it("takes the native app's language as start-up sends it (spec §7), keeping the device's visits", async () => {
    const device_id = `app-${crypto.randomUUID()}`;
    await send(visit, { device_id }, { country: 'MY', lang: 'en' });
    // startup.ts's Language branch: the app says 'id' while the page is in English.
    const saved = await send(deviceLanguageSave, { language: 'id', device_id }, { country: 'MY', lang: 'en' });
    expect(saved.body).toMatchObject({ code: 0, data: { language: 'id' } });
    expect((await send(deviceLanguage, { device_id }, { country: 'MY' })).body.data).toEqual({ language: 'id' });
    const row = await DB.MY.prepare('SELECT language, visit_count FROM devices WHERE device_id = ?').bind(device_id).first();
    expect(row).toEqual({ language: 'id', visit_count: 1 });
  });

  it('refuses a language outside en, id, zh-CN and a GET without device_id', async () => {
    const bad = await postJson('/member/user/device_language', { language: 'fr', device_id: 'dev-lang-2' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ERR.INVALID_PARAMETER);
    const missing = await call('/member/user/device_language');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(ERR.INVALID_PARAMETER);
  });
});

describe('member/user/visit', () => {
  it('counts the visits of a device', async () => {
    for (let i = 0; i < 2; i++) {
      const { status, body } = await postJson('/member/user/visit', { device_id: 'dev-visit-1' }, { 'X-Locale': 'MY', Language: 'id' });
      expect(status).toBe(200);
      expect(body).toEqual({ code: 0, msg: 'success', data: null });
    }
    const row = await env.DB_MY.prepare('SELECT visit_count, language FROM devices WHERE device_id = ?')
      .bind('dev-visit-1')
      .first<{ visit_count: number; language: string }>();
    expect(row).toEqual({ visit_count: 2, language: 'id' });
  });
});

describe('member/user/info', () => {
  it('answers the 401 envelope without a session and drops the cookie', async () => {
    const { status, body, res } = await call('/member/user/info', { headers: { Cookie: 'sid=not-a-session' } });
    expect(status).toBe(401);
    expect(body.code).toBe(ERR.UNAUTHORIZED);
    expect(body.data).toBeNull();
    expect(body.msg).toEqual(expect.any(String));
    expect(body.msg).not.toBe('');
    expect(res.headers.get('Set-Cookie')).toMatch(/^sid=;/);
  });

  it('answers the member of the sid cookie (cookie → Bearer → hashed session)', async () => {
    const memberNo = await signedInMember(env.DB_ID, 'tok-info-1');
    const { status, body } = await call('/member/user/info', { headers: { Cookie: 'sid=tok-info-1', 'X-Locale': 'ID' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { member_no: memberNo, user_name: 'Tester', points: 120 } });
    // The session lives in Indonesia's database only.
    const sg = await call('/member/user/info', { headers: { Cookie: 'sid=tok-info-1', 'X-Locale': 'SG' } });
    expect(sg.status).toBe(401);
  });
});

describe('unknown API routes', () => {
  it.each(['GET', 'POST'])('%s answers 1108001 with HTTP 404', async (method) => {
    const { status, body } = await call('/no/such/route', { method, body: method === 'POST' ? '{}' : undefined });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: ERR.CONTENT_NOT_FOUND, data: null });
    expect(body.msg).not.toBe('');
  });
});

// ---- every route that takes a body refuses bad input with 1101020, never a 5xx ----

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Routes of the commerce app that accept a body, read from Hono's route table so new routes are covered. */
const BODY_ROUTES = [
  ...new Map(
    commerce.routes
      .filter((r) => BODY_METHODS.has(r.method) && !r.path.includes('*'))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path.replace(/:(\w+)(\{[^}]*\})?/g, '1') }]),
  ).values(),
];

/**
 * Routes whose call carries no payload (spec §7). They read no fields, so "wrong types" cannot apply; a body that
 * is not a JSON object is still refused.
 */
const NO_PAYLOAD = new Set([
  'POST /support/api/app/load',
  'POST /member/user/logout',
  'POST /message/count',
  'POST /message/read_all',
  'POST /search/coupon/search',
]);

/**
 * Field names of spec §7 payloads (and the ones our own calls use), each given a value no field type accepts.
 * A route that takes only optional fields not listed here would let this body through: add its fields.
 */
const FIELD_NAMES = [
  'device_id',
  'language',
  'page_num',
  'page_size',
  'keyword',
  'driver_id',
  'product_no',
  'search_type',
  'msg_no',
  'account',
  'country_code',
  'check_code',
  'password',
  'login_type',
  'channel',
  'image_code',
  'image_nonce',
  'image_id',
  'code_type',
  'phone',
  'email',
  'type_id',
  'update_type',
  'device',
  'token',
  'sku_no',
  'sku_id',
  'quantity',
  'num',
  'order_no',
  'address_id',
  'voucher_id',
  'coupon_id',
  'coupon_no',
  'reason',
  'user_name',
  'name',
  'birthday',
  'avatar_url',
  'first_name',
  'last_name',
  'state',
  'city',
  'area',
  'address_line1',
  'address_line2',
  'postal_code',
  'is_default',
  'payment_method',
  'delivery_method',
  'remark',
  'note',
  'after_sale_no',
  'refund_amount',
  'images',
  'logistics_company',
  'tracking_number',
  'description',
  'card_no',
  'card_number',
  'expiry',
  'cvn',
  'bank_name',
  'status',
  'type',
  'id',
  'ids',
  'sort',
  'sort_type',
  'nav_type_id',
  'source',
  'code',
  'nonce',
  'challenge',
  'solution',
];
const WRONG_TYPES = Object.fromEntries(FIELD_NAMES.map((f) => [f, { wrong: [true] }]));

/**
 * Search calls whose keyword is the field found wrong first: they answer the catalogue's search code for it (1106002,
 * docs/decisions/catalogue-codes-answered.md); their other fields stay 1101020.
 */
const KEYWORD_FIRST = new Set(['POST /search/suggest', 'POST /search/manager/click/update']);

describe('bad bodies on every route that takes a body', () => {
  const TOKEN = 'tok-bad-bodies';

  it('finds the routes of the commerce app', () => {
    expect(BODY_ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /support/api/app/load', 'POST /member/user/device_language', 'POST /member/user/visit']),
    );
  });

  const cases: [string, string][] = [
    ['malformed JSON', '{"device_id": "abc",'],
    ['a JSON array', '[{"device_id": "abc"}]'],
    ['a JSON string', '"device_id"'],
    ['wrong types', JSON.stringify(WRONG_TYPES)],
  ];

  // RSA-OAEP holds at most 190 bytes: a longer password must be refused as bad input, not fail to encrypt.
  const longPasswords: [string, string][] = [
    ['a 200-byte password', JSON.stringify({ password: 'p'.repeat(200) })],
    ['a 10 KB password', JSON.stringify({ password: 'p'.repeat(10_240) })],
  ];

  for (const route of BODY_ROUTES) {
    const key = `${route.method} ${route.path}`;
    for (const [label, raw] of [...cases, ...longPasswords]) {
      if (label === 'wrong types' && NO_PAYLOAD.has(key)) continue;
      it(`${key}: ${label} → 1101020 with a 4xx`, async () => {
        // Signed in, so routes behind the member check reach their input check too.
        await signedInMember(env.DB_ID, TOKEN);
        const { status, body } = await call(route.path, {
          method: route.method,
          body: raw,
          headers: { 'Content-Type': 'application/json', Cookie: `sid=${TOKEN}`, 'X-Locale': 'ID', Deviceid: 'dev-bad' },
        });
        const code = label === 'wrong types' && KEYWORD_FIRST.has(key) ? ERR.SEARCH_KEYWORD_INVALID : ERR.INVALID_PARAMETER;
        expect({ status: status >= 400 && status < 500, code: body.code }).toEqual({ status: true, code });
        expect(body.msg).not.toBe('');
      });
    }
  }
});
