// Sign-in traffic on a database of its own (DB_AUTH) behind a first gate on the Rate Limiting binding
// (docs/decisions/auth-database.md).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LOGIN_TYPE } from '../../src/shared/contract/constants';
import { login, randomCodeCheck, sendEmailCode } from '../../src/shared/contract/refs/identity';
import { ERR, type Envelope } from '../../src/shared/errors';
import { startOfAMinute } from '../../tests/api/limiter';
import { latestCode } from '../../tests/api/messages';
import { sendThrough } from '../../tests/api/shopper';
import { commerce } from '../commerce/app';

const COUNTRY_DATABASES = { ID: env.DB_ID, SG: env.DB_SG, MY: env.DB_MY };

let seq = 0;
const newEmail = () => `auth-db-${Date.now()}-${++seq}@example.com`;

/** The headers of a shopper in Singapore at `ip`. */
const from = (ip: string) => ({ 'CF-Connecting-IP': ip, 'X-Locale': 'SG', Language: 'en' });

/** Calls of the contract to the commerce API of `testEnv`, from `ip`. */
const sendFrom = (testEnv: Env, ip: string) =>
  sendThrough(async (path, request) => {
    const headers = new Headers(request.headers);
    for (const [name, value] of Object.entries(from(ip))) headers.set(name, value);
    return commerce.request(`/${path}`, { ...request, headers }, testEnv);
  });

/** Asks for a captcha image for the e-mail account: its id, or the envelope that refused it. */
async function image(testEnv: Env, ip: string, email: string): Promise<{ id: string } | { refused: Envelope<unknown>; status: number }> {
  const res = await commerce.request(
    `/member/user/random_code?${new URLSearchParams({ type_id: '1', account: email })}`,
    { headers: from(ip) },
    testEnv,
  );
  if (res.headers.get('Content-Type') === 'image/png') return { id: res.headers.get('x-image-id')! };
  return { refused: (await res.json()) as Envelope<unknown>, status: res.status };
}

/** How many rows of `table` each database holds for the account key (`column` names it). */
async function rowsPerDatabase(table: string, column: string, key: string): Promise<Record<string, number>> {
  const all = { AUTH: env.DB_AUTH, ...COUNTRY_DATABASES };
  const counts = await Promise.all(
    Object.values(all).map((db) => db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(key).first<{ n: number }>()),
  );
  return Object.fromEntries(Object.keys(all).map((name, i) => [name, counts[i]?.n ?? 0]));
}

describe('the global database (DB_AUTH)', () => {
  it("keeps every country's captchas, codes and limits; members and sessions stay in the country's database", async () => {
    const email = newEmail();
    const ip = '198.51.100.201';
    const send = sendFrom(env, ip);
    const shown = await image(env, ip, email);
    if (!('id' in shown)) throw new Error(`no image: ${JSON.stringify(shown)}`);
    const captcha = await env.DB_AUTH.prepare('SELECT answer FROM captchas WHERE id = ?').bind(shown.id).first<{ answer: string }>();
    const nonce = await send(randomCodeCheck, { type_id: 1, account: email, check_code: captcha!.answer, image_id: shown.id });
    expect(nonce.body.code).toBe(0);
    expect((await send(sendEmailCode, { code_type: 1, email, image_nonce: nonce.body.data })).body.code).toBe(0);
    const signedIn = await send(login, { login_type: LOGIN_TYPE.emailCode, account: email, check_code: await latestCode(email) });
    expect(signedIn.body.code).toBe(0);

    const onlyAuth = { AUTH: 1, ID: 0, SG: 0, MY: 0 };
    expect(await rowsPerDatabase('captchas', 'account_key', email)).toEqual(onlyAuth);
    expect(await rowsPerDatabase('captcha_nonces', 'account_key', email)).toEqual(onlyAuth);
    expect(await rowsPerDatabase('otp_codes', 'account_key', email)).toEqual(onlyAuth);
    expect(await rowsPerDatabase('rate_events', 'bucket', `captcha:acct:${email}`)).toEqual(onlyAuth);
    expect(await rowsPerDatabase('rate_events', 'bucket', `send:acct:${email}`)).toEqual(onlyAuth);
    expect(await rowsPerDatabase('rate_events', 'bucket', `send:ip:${ip}`)).toEqual(onlyAuth);
    expect(await rowsPerDatabase('outbox', 'recipient', email)).toEqual(onlyAuth);
    expect(await rowsPerDatabase('members', 'email', email)).toEqual({ AUTH: 0, ID: 0, SG: 1, MY: 0 });
    const sessions = await env.DB_SG.prepare('SELECT count(*) AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.email = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(1);
  });
});

describe('the sign-in gate (AUTH_LIMITER)', () => {
  // The binding with a limit of 3 a minute in place of the deployed 120 (vitest.config.ts).
  const tight = { ...env, AUTH_LIMITER: env.AUTH_LIMITER_TIGHT } as Env;

  it('refuses sign-in calls of one client network past its limit with 1101023, before they reach a database', async () => {
    await startOfAMinute();
    // Four addresses of one IPv6 /64: one subscriber, one count.
    const block = `2001:db8:${(Date.now() % 0xffff).toString(16)}`;
    const network = `${block}:1`;
    const accounts = [newEmail(), newEmail(), newEmail(), newEmail()];
    for (const [i, email] of accounts.slice(0, 3).entries()) expect(await image(tight, `${network}::${i + 1}`, email)).toHaveProperty('id');

    const last = accounts[3]!;
    expect(await image(tight, `${network}::4`, last)).toEqual({
      status: 429,
      refused: expect.objectContaining({ code: ERR.UNSAFE_DEVICE }),
    });
    // Refused before the D1 limits: neither the image nor its events were written.
    expect(await rowsPerDatabase('captchas', 'account_key', last)).toEqual({ AUTH: 0, ID: 0, SG: 0, MY: 0 });
    expect(await rowsPerDatabase('rate_events', 'bucket', `captcha:acct:${last}`)).toEqual({ AUTH: 0, ID: 0, SG: 0, MY: 0 });

    // Every sign-in call counts in the same gate, whatever its input.
    const send = sendFrom(tight, `${network}::5`);
    const refused = [
      await send(sendEmailCode, { code_type: 1, email: last, image_nonce: 'x' }),
      await send(login, { login_type: LOGIN_TYPE.emailCode, account: last, check_code: '123456' }),
    ];
    expect(refused.map((r) => [r.status, r.body.code])).toEqual([
      [429, ERR.UNSAFE_DEVICE],
      [429, ERR.UNSAFE_DEVICE],
    ]);

    // Another network is not held up.
    expect(await image(tight, `${block}:2::1`, last)).toHaveProperty('id');
    // Up to 15 s waiting for the next minute (startOfAMinute), then a few calls.
  }, 30_000);
});
