// The welcome pack (issue 14): a member created by their first sign-in gets one voucher of each grant_on_signup
// campaign and the country's welcome coins, in the batch that creates them; signing in again gives nothing more.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../../src/shared/contract/member';
import type { CountryCode } from '../../../src/shared/countries';
import { ERR, type Envelope } from '../../../src/shared/errors';
import worker from '../../../src/worker';
import { withFailing } from '../../../tests/api/inject-failure';
import { latestCode } from '../../../tests/api/messages';
import { confirm, create, skusWhere } from '../../../tests/api/checkout';
import { DB, TEST_ADDRESSES, type Shopper } from '../../../tests/api/shopper';
import { sha256Hex } from '../../platform/tokens';
import { CHECKOUT_SETTINGS } from '../../platform/settings';

let seq = 0;

async function request(path: string, country: CountryCode, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('CF-Connecting-IP', `10.77.${(++seq >> 8) & 255}.${seq & 255}`);
  headers.set('X-Locale', country);
  headers.set('Language', 'en');
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://shop.test${path}`, { ...init, headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function post<T>(path: string, country: CountryCode, body: unknown): Promise<Envelope<T>> {
  return (await (await request(`/api${path}`, country, { method: 'POST', body: JSON.stringify(body) })).json()) as Envelope<T>;
}

type Login = Envelope<{ is_new: boolean; user_info: MemberInfo }>;

/** Signs in by e-mail code (the first time creates the member). */
async function emailCodeLogin(email: string, country: CountryCode): Promise<Login> {
  const account = { type_id: 1, account: email };
  const img = await request(`/api/member/user/random_code?${new URLSearchParams({ type_id: '1', account: email })}`, country);
  const id = img.headers.get('x-image-id')!;
  const { answer } = (await env.DB_AUTH.prepare('SELECT answer FROM captchas WHERE id = ?').bind(id).first<{ answer: string }>())!;
  const nonce = await post<string>('/member/user/random_code_check', country, { ...account, check_code: answer, image_id: id });
  expect(nonce.code).toBe(0);
  const sent = await post('/member/user/send_email_code', country, { code_type: 1, email, image_nonce: nonce.data });
  expect(sent.code).toBe(0);
  return post('/member/user/login', country, { login_type: 4, account: email, check_code: await latestCode(email) });
}

/** Signs in with Google through the development identity page. */
async function googleLogin(email: string, country: CountryCode): Promise<Login> {
  const auth = (await (await request('/api/member/user/google_auth?device=pc', country)).json()) as Envelope<{ url: string }>;
  const url = new URL(auth.data.url);
  const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), email, name: 'Wei Ling' });
  const page = await request('/dev/oauth', country, {
    method: 'POST',
    body: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const back = new URL(page.headers.get('Location')!);
  return post('/member/user/login', country, {
    login_type: 5,
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
  });
}

const newEmail = () => `welcome${Date.now()}${++seq}@example.com`;

/** What the member holds: their vouchers' campaign numbers, their balance and their ledger's sum. */
async function pack(country: CountryCode, email: string) {
  const db = DB[country];
  const member = await db
    .prepare(
      'SELECT id, points, (SELECT coalesce(sum(delta), 0) FROM coin_ledger WHERE member_id = members.id) AS ledger FROM members WHERE email = ?',
    )
    .bind(email)
    .first<{ id: number; points: number; ledger: number }>();
  if (!member) return null;
  const { results } = await db
    .prepare(
      `SELECT v.voucher_no, mv.claimed_at, mv.valid_until, v.valid_days FROM member_vouchers mv JOIN vouchers v ON v.id = mv.voucher_id
       WHERE mv.member_id = ? ORDER BY v.voucher_no`,
    )
    .bind(member.id)
    .all<{ voucher_no: string; claimed_at: number; valid_until: number; valid_days: number }>();
  return { ...member, vouchers: results };
}

async function claimed(country: CountryCode): Promise<Record<string, number>> {
  const { results } = await DB[country].prepare('SELECT voucher_no, claimed FROM vouchers').all<{ voucher_no: string; claimed: number }>();
  return Object.fromEntries(results.map((r) => [r.voucher_no, r.claimed]));
}

describe('the welcome pack of a new member', () => {
  it('gives a member created by an e-mail code the flagged vouchers and the welcome coins, once', async () => {
    const email = newEmail();
    const before = await claimed('ID');
    const first = await emailCodeLogin(email, 'ID');
    expect(first.code).toBe(0);
    expect(first.data.is_new).toBe(true);
    const coins = CHECKOUT_SETTINGS.ID.welcomeCoins;
    expect(first.data.user_info.points).toBe(coins);
    const held = (await pack('ID', email))!;
    expect(held.vouchers.map((v) => v.voucher_no)).toEqual(['ID-NEW', 'ID-SHIP']);
    for (const v of held.vouchers) expect(v.valid_until - v.claimed_at).toBe(v.valid_days * 86_400_000);
    expect({ points: held.points, ledger: held.ledger }).toEqual({ points: coins, ledger: coins });
    expect(await claimed('ID')).toEqual({ ...before, 'ID-NEW': before['ID-NEW']! + 1, 'ID-SHIP': before['ID-SHIP']! + 1 });

    const again = await emailCodeLogin(email, 'ID');
    expect(again.data.is_new).toBe(false);
    expect(await pack('ID', email)).toEqual(held);
    expect((await claimed('ID'))['ID-NEW']).toBe(before['ID-NEW']! + 1);
  });

  it('gives a member created by Google sign-in the pack of their country, once', async () => {
    const email = newEmail();
    expect((await googleLogin(email, 'SG')).data.is_new).toBe(true);
    const held = (await pack('SG', email))!;
    expect(held.vouchers.map((v) => v.voucher_no)).toEqual(['SG-NEW', 'SG-SHIP']);
    expect(held.points).toBe(CHECKOUT_SETTINGS.SG.welcomeCoins);
    expect((await googleLogin(email, 'SG')).data.is_new).toBe(false);
    expect(await pack('SG', email)).toEqual(held);
  });

  it('lets the new member use the pack at once: the new-member voucher and coins on their first order', async () => {
    const email = newEmail();
    expect((await emailCodeLogin(email, 'ID')).code).toBe(0);
    const { id } = (await pack('ID', email))!;
    // A session and an address, as the member would have after the address book.
    const token = `welcome-${crypto.randomUUID()}`;
    const now = Date.now();
    const a = TEST_ADDRESSES.ID.inCity;
    await DB.ID.batch([
      DB.ID.prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').bind(
        await sha256Hex(token),
        id,
        now,
        now + 3_600_000,
      ),
      DB.ID.prepare(
        `INSERT INTO addresses (address_id, member_id, first_name, last_name, phone, country, state, city, area, address_line1,
           address_line2, postal_code, is_default, created_at, updated_at)
         VALUES (?, ?, 'Ayu', 'Lestari', '6281234500001', 'ID', ?, ?, ?, 'Jalan 2', '', ?, 1, ?, ?)`,
      ).bind(`A-W-${id}`, id, a.state, a.city, a.area, a.postal, now, now),
    ]);
    const shopper: Shopper = { token, memberId: id, country: 'ID' };
    const [sku] = await skusWhere('ID', 's.stock >= 60 AND s.price BETWEEN 20000 AND 120000 AND s.scribing_price IS NULL', 1);
    const sel = { items: [{ sku_no: sku!.sku_no, quantity: Math.ceil(100_000 / sku!.price) }], use_coins: true };
    const preview = (await confirm(shopper, sel)).body.data;
    const coupons = Object.fromEntries(
      (
        await DB.ID.prepare(
          'SELECT v.voucher_no, mv.coupon_no FROM member_vouchers mv JOIN vouchers v ON v.id = mv.voucher_id WHERE mv.member_id = ?',
        )
          .bind(id)
          .all<{ voucher_no: string; coupon_no: string }>()
      ).results.map((r) => [r.voucher_no, r.coupon_no]),
    );
    // The first order ships free, so the shipping voucher waits for the next one.
    expect(preview.vouchers.find((v) => v.coupon_no === coupons['ID-SHIP'])).toMatchObject({ block: 'no_shipping_fee' });
    expect(preview.applied_coupon_nos).toEqual([coupons['ID-NEW']]);
    expect(preview.amounts.voucher_discount).toBe(25_000);
    expect(preview.coins.balance).toBe(CHECKOUT_SETTINGS.ID.welcomeCoins);
    expect(preview.amounts.coins_used).toBeGreaterThan(0);
    const placed = await create(shopper, sel, { expected_total: preview.amounts.total });
    expect(placed.body.code).toBe(0);
    expect((await pack('ID', email))!.points).toBe(CHECKOUT_SETTINGS.ID.welcomeCoins - preview.amounts.coins_used);
  });

  it('grants nothing of a campaign that has run out, and the sign-in still succeeds', async () => {
    await DB.MY.prepare("UPDATE vouchers SET total_quantity = claimed WHERE voucher_no = 'MY-NEW'").run();
    try {
      const email = newEmail();
      expect((await emailCodeLogin(email, 'MY')).code).toBe(0);
      const held = (await pack('MY', email))!;
      expect(held.vouchers.map((v) => v.voucher_no)).toEqual(['MY-SHIP']);
      expect(held.points).toBe(CHECKOUT_SETTINGS.MY.welcomeCoins);
    } finally {
      await DB.MY.prepare("UPDATE vouchers SET total_quantity = 100000 WHERE voucher_no = 'MY-NEW'").run();
    }
  });

  it('creates no member when a write of the pack fails: the pack and the member are one batch', async () => {
    for (const statement of ['INSERT ON member_vouchers', 'UPDATE ON vouchers', 'INSERT ON coin_ledger'] as const) {
      const email = newEmail();
      const before = await claimed('ID');
      const failed = await withFailing(DB.ID, statement, () => emailCodeLogin(email, 'ID'));
      expect(failed.code, statement).toBe(ERR.SYSTEM_CALL_EXCEPTION);
      expect(await pack('ID', email), statement).toBeNull();
      expect(await claimed('ID'), statement).toEqual(before);
    }
  });
});
