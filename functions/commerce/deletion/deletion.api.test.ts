// Account data deletion (issue 13 item 4) through the whole worker as the browser reaches it: BFF (cookie) → commerce
// API → D1, and the scheduled erasure after the window.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../../src/worker';
import { CODE_PURPOSE, type CodeType } from '../../../src/shared/contract/constants';
import { ERR, type Envelope } from '../../../src/shared/errors';
import { withFailing } from '../../../tests/api/inject-failure';
import { latestCode } from '../../../tests/api/messages';
import { runScheduledJobs } from '../jobs';
import { CHECKOUT_SETTINGS } from '../../platform/settings';

const DB = env.DB_ID;
const DELETE = '/member/user/delete';
const CODE_TYPE_DELETE = 6;

let seq = 0;

async function api<T = unknown>(path: string, init: { body?: unknown; cookie?: string; get?: boolean } = {}) {
  const headers = new Headers({ 'X-Locale': 'ID', Language: 'en', 'CF-Connecting-IP': `10.9.${(++seq >> 8) & 255}.${seq & 255}` });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  if (init.cookie) headers.set('Cookie', `sid=${init.cookie}`);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`https://shop.test/api${path}`, {
      method: init.get ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const setCookie = res.headers.get('Set-Cookie');
  return { status: res.status, body: (await res.json()) as Envelope<T>, setCookie };
}

/** A phone nobody has used: 62 + 81 + 9 digits. */
function newPhone(): string {
  return `81${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(3, '0')}`;
}

/** Sends a code of this type to the phone, through the captcha (its answer read from the database). */
async function sendPhoneCode(phone: string, codeType: CodeType, cookie?: string) {
  const q = new URLSearchParams({ type_id: '2', account: phone, country_code: '62', purpose: CODE_PURPOSE[codeType] });
  const ctx = createExecutionContext();
  const img = await worker.fetch(
    new Request(`https://shop.test/api/member/user/random_code?${q}`, {
      headers: { 'X-Locale': 'ID', 'CF-Connecting-IP': `10.8.0.${++seq & 255}` },
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const id = img.headers.get('x-image-id')!;
  const { answer } = (await env.DB_AUTH.prepare('SELECT answer FROM captchas WHERE id = ?').bind(id).first<{ answer: string }>())!;
  const nonce = await api<string>('/member/user/random_code_check', {
    body: { type_id: 2, account: phone, country_code: '62', check_code: answer, image_id: id },
  });
  return api('/member/user/send_sms_code', {
    body: { code_type: codeType, phone, country_code: '62', image_nonce: nonce.body.data },
    cookie,
  });
}

async function codeLogin(phone: string) {
  await sendPhoneCode(phone, 1);
  return api('/member/user/login', {
    body: { login_type: 3, account: phone, country_code: '62', check_code: await latestCode(`62${phone}`) },
  });
}

/** A new member signed in by phone code: their phone, cookie and row id. */
async function newMember(): Promise<{ phone: string; cookie: string; id: number }> {
  const phone = newPhone();
  const login = await codeLogin(phone);
  expect(login.body.code).toBe(0);
  const cookie = login.setCookie!.match(/^sid=([^;]*)/)![1]!;
  const { id } = (await DB.prepare('SELECT id FROM members WHERE phone = ?').bind(`62${phone}`).first<{ id: number }>())!;
  return { phone, cookie, id };
}

/** Asks for the deletion code and answers the deletion with it. */
async function requestDeletion(m: { phone: string; cookie: string }, reason = 2) {
  expect((await sendPhoneCode(m.phone, CODE_TYPE_DELETE, m.cookie)).body.code).toBe(0);
  return api<{ erase_after: string }>(DELETE, {
    body: { reason, type_id: 2, check_code: await latestCode(`62${m.phone}`) },
    cookie: m.cookie,
  });
}

async function addPersonalData(memberId: number) {
  const now = Date.now();
  await DB.batch([
    DB.prepare(
      `INSERT INTO addresses (address_id, member_id, first_name, last_name, phone, country, state, city, area, address_line1,
         address_line2, postal_code, is_default, created_at, updated_at)
       VALUES (?, ?, 'Siti', 'Rahma', '6281311112222', 'ID', 'Jawa Timur', 'Surabaya', 'Gubeng', 'Jl. Raya 7', '', '60281', 1, ?, ?)`,
    ).bind(`A-DEL-${memberId}`, memberId, now, now),
    DB.prepare("INSERT INTO messages (msg_no, member_id, kind, created_at) VALUES (?, ?, 'stock', ?)").bind(
      `MSG-DEL-${memberId}`,
      memberId,
      now,
    ),
    DB.prepare("INSERT INTO search_history (member_id, keyword, searched_at) VALUES (?, 'susu', ?)").bind(memberId, now),
    DB.prepare(
      `INSERT INTO refund_cards (card_id, member_id, bank_code, account_number, holder_name, is_default, created_at, updated_at)
       VALUES (?, ?, 'BCA', '1234567890', 'Siti Rahma', 1, ?, ?)`,
    ).bind(`R-DEL-${memberId}`, memberId, now, now),
    DB.prepare(
      `INSERT INTO orders (order_no, member_id, status, created_at, address, note, cancel_note)
       VALUES (?, ?, 'completed', ?, '{"first_name":"Siti","address_line1":"Jl. Raya 7"}', 'Leave it with the guard', 'Siti moved')`,
    ).bind(`O-DEL-${memberId}`, memberId, now),
  ]);
}

async function personalData(memberId: number) {
  return DB.prepare(
    `SELECT m.phone, m.user_name, m.status,
       (SELECT count(*) FROM addresses WHERE member_id = ?1) AS addresses,
       (SELECT count(*) FROM messages WHERE member_id = ?1) AS messages,
       (SELECT count(*) FROM search_history WHERE member_id = ?1) AS history,
       (SELECT count(*) FROM refund_cards WHERE member_id = ?1) AS refund_cards,
       (SELECT count(*) FROM orders WHERE member_id = ?1) AS orders,
       (SELECT count(*) FROM orders WHERE member_id = ?1 AND (address <> '{}' OR note <> '' OR cancel_note IS NOT NULL)) AS order_addresses,
       (SELECT count(*) FROM member_vouchers WHERE member_id = ?1) AS vouchers,
       (SELECT count(*) FROM coin_ledger WHERE member_id = ?1) AS coin_rows,
       m.points,
       (SELECT erased_at IS NOT NULL FROM member_deletions WHERE member_id = ?1) AS erased
     FROM members m WHERE m.id = ?1`,
  )
    .bind(memberId)
    .first();
}

describe('POST member/user/delete', () => {
  it('closes the account: the answer names the erase day, the old session gets 401 and the cookie goes, login is refused', async () => {
    const m = await newMember();
    const before = Date.now();
    const { status, body, setCookie } = await requestDeletion(m, 4);
    expect([status, body.code]).toEqual([200, 0]);
    // Seven working days: at least 9 calendar days, at most 11.
    const days = (Date.parse(body.data.erase_after) - before) / 86_400_000;
    expect(days).toBeGreaterThan(8);
    expect(days).toBeLessThan(11);
    expect(setCookie).toMatch(/^sid=;/);

    const info = await api('/member/user/info', { get: true, cookie: m.cookie });
    expect([info.status, info.body.code]).toEqual([401, 401]);
    expect(info.setCookie).toMatch(/^sid=;/);
    const again = await codeLogin(m.phone);
    expect(again.body.code).toBe(ERR.ACCOUNT_DISABLED);
    const row = await DB.prepare('SELECT reason, erase_after FROM member_deletions WHERE member_id = ?').bind(m.id).first();
    expect(row).toMatchObject({ reason: 4 });
  });

  it.each([
    ['unpaid', 0],
    ['to_ship', 0],
    ['shipped', 0],
    ['completed', 1],
  ])('is refused with 1101026 while an order is %s (after-sales %i), and the code stays unspent', async (orderStatus, afterSale) => {
    const m = await newMember();
    await DB.prepare('INSERT INTO orders (order_no, member_id, status, after_sale, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(`O-OPEN-${m.id}`, m.id, orderStatus, afterSale, Date.now())
      .run();
    const { status, body } = await requestDeletion(m);
    expect([status, body.code]).toEqual([409, ERR.UNFINISHED_ORDERS]);
    expect((await api('/member/user/info', { get: true, cookie: m.cookie })).body.code).toBe(0);
    expect(await DB.prepare('SELECT 1 FROM member_deletions WHERE member_id = ?').bind(m.id).first()).toBeNull();
  });

  it('answers bad input with its code and never a 5xx', async () => {
    const m = await newMember();
    const cases: [unknown, number][] = [
      [{ reason: 5, type_id: 2, check_code: '123456' }, ERR.INVALID_PARAMETER],
      [{ reason: 1, type_id: 3, check_code: '123456' }, ERR.INVALID_PARAMETER],
      [{ reason: 1, type_id: 2, check_code: '12345' }, ERR.INVALID_PARAMETER],
      [{ reason: '1', type_id: 2, check_code: '123456' }, ERR.INVALID_PARAMETER],
      // No e-mail to send a code to.
      [{ reason: 1, type_id: 1, check_code: '123456' }, ERR.INVALID_PARAMETER],
      // A code never sent.
      [{ reason: 1, type_id: 2, check_code: '123456' }, ERR.INVALID_CODE],
    ];
    for (const [input, code] of cases) {
      const { status, body } = await api(DELETE, { body: input, cookie: m.cookie });
      expect(status, JSON.stringify(input)).toBeLessThan(500);
      expect(body.code, JSON.stringify(input)).toBe(code);
    }
    expect((await api(DELETE, { body: { reason: 1, type_id: 2, check_code: '123456' } })).status).toBe(401);
  });

  it('takes no code sent to an account that is not the member’s own', async () => {
    const m = await newMember();
    const other = newPhone();
    const sent = await sendPhoneCode(other, CODE_TYPE_DELETE, m.cookie);
    expect(sent.body.code).toBe(ERR.INVALID_PARAMETER);
  });
});

describe('the erasure job', () => {
  it('erases the personal data after the window and not before, keeping the order anonymised', async () => {
    const m = await newMember();
    await addPersonalData(m.id);
    const { body } = await requestDeletion(m);
    const eraseAfter = Date.parse(body.data.erase_after);

    await runScheduledJobs(env, eraseAfter - 1);
    // The welcome pack of the sign-up (promotion/welcome.ts) is personal too.
    expect(await personalData(m.id)).toMatchObject({
      phone: `62${m.phone}`,
      addresses: 1,
      messages: 1,
      history: 1,
      refund_cards: 1,
      order_addresses: 1,
      vouchers: 2,
      coin_rows: 1,
      points: CHECKOUT_SETTINGS.ID.welcomeCoins,
      erased: 0,
    });

    await runScheduledJobs(env, eraseAfter);
    expect(await personalData(m.id)).toEqual({
      phone: null,
      user_name: null,
      status: 0,
      addresses: 0,
      messages: 0,
      history: 0,
      refund_cards: 0,
      orders: 1,
      order_addresses: 0,
      vouchers: 0,
      coin_rows: 0,
      points: 0,
      erased: 1,
    });
    // The phone is free again: a login with it starts a new, empty account.
    expect((await codeLogin(m.phone)).body).toMatchObject({ code: 0, data: { is_new: true } });
  });

  it('erases a member in one batch: a failing statement leaves nothing half-erased, and the next run finishes', async () => {
    const m = await newMember();
    await addPersonalData(m.id);
    const { body } = await requestDeletion(m);
    const later = Date.parse(body.data.erase_after) + 1;

    // Statements late in the batch: a failure must take the profile's and addresses' erasure back too.
    for (const statement of ['DELETE ON search_history', 'DELETE ON coin_ledger', 'UPDATE OF address ON orders'] as const) {
      await expect(
        withFailing(DB, statement, () => runScheduledJobs(env, later)),
        statement,
      ).rejects.toThrow(/injected failure/);
      expect(await personalData(m.id), statement).toMatchObject({
        phone: `62${m.phone}`,
        addresses: 1,
        messages: 1,
        history: 1,
        refund_cards: 1,
        order_addresses: 1,
        vouchers: 2,
        coin_rows: 1,
        erased: 0,
      });
    }

    await runScheduledJobs(env, later);
    expect(await personalData(m.id)).toMatchObject({
      phone: null,
      addresses: 0,
      messages: 0,
      history: 0,
      refund_cards: 0,
      orders: 1,
      order_addresses: 0,
      vouchers: 0,
      coin_rows: 0,
      erased: 1,
    });
  });
});
