// Shared steps of the identity end-to-end tests: solving the captcha and reading codes through the development tools
// (/dev/captcha.json, /dev/outbox.json), which exist only in development.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CallInput } from '../../src/shared/contract/call';
import { CAPTCHA_PURPOSE, type CaptchaPurpose } from '../../src/shared/contract/constants';
import type * as identity from '../../src/shared/contract/identity';
import { login, randomCodeCheck, sendEmailCode } from '../../src/shared/contract/refs/identity';
import { apiOf } from './api';

let seq = 0;
/** An Indonesian mobile number nobody has used yet (national form, without the 0). */
export function newPhone(): string {
  return `81${String(Date.now() % 1e6).padStart(6, '0')}${String(process.pid % 10)}${String(++seq % 100).padStart(2, '0')}`;
}

export function newEmail(tag: string): string {
  return `${tag}.${Date.now()}.${++seq}@example.com`;
}

export async function captchaAnswer(request: APIRequestContext, imageId: string): Promise<string> {
  const res = await request.get(`/dev/captcha.json?id=${encodeURIComponent(imageId)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { answer: string }).answer;
}

/** Types the captcha answer into the open captcha popup; `trigger` is the click that opens it. */
export async function solveCaptcha(page: Page, trigger: () => Promise<void>): Promise<void> {
  const image = page.waitForResponse((r) => r.url().includes('/api/member/user/random_code?') && r.status() === 200);
  await trigger();
  const imageId = (await image).headers()['x-image-id']!;
  const dialog = page.getByRole('dialog', { name: /^(Security check|Pemeriksaan keamanan|安全验证)$/ });
  await dialog.getByRole('textbox').fill(await captchaAnswer(page.request, imageId));
  await dialog.getByRole('button', { name: /^(Confirm|Konfirmasi|确认)$/ }).click();
  await expect(dialog).toHaveCount(0);
}

/** The newest code sent to an account key ('62812…' or an e-mail), sent at `since` (ms) or later. */
export async function latestCode(request: APIRequestContext, to: string, since = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const rows = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
        code: string | null;
        created_at: number;
      }[];
      code = rows[0] && rows[0].created_at >= since ? rows[0].code : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

const octet = () => Math.floor(Math.random() * 256);

/**
 * A device id and an address of one shopper's own, as each shopper has in production: the API's per-device and
 * per-address limits on captchas and code sends then count the tests' shoppers apart instead of as one device.
 */
export function shopperHeaders(): Record<string, string> {
  return { Deviceid: crypto.randomUUID(), 'CF-Connecting-IP': `10.${octet()}.${octet()}.${octet()}` };
}

/**
 * A captcha nonce for `account` and `purpose` (what it unlocks: 'login', 'reset', 'password', … as in
 * src/shared/contract/constants.ts), solved through the development tools, asked for as the shopper of `headers`.
 */
export async function imageNonce(
  page: Page,
  account: string,
  typeId: CallInput<typeof identity.randomCodeCheck>['type_id'],
  purpose: CaptchaPurpose,
  headers = shopperHeaders(),
): Promise<string> {
  const query = new URLSearchParams({ account, type_id: String(typeId), purpose });
  const image = await page.request.get(`/api/member/user/random_code?${query}`, { headers });
  const imageId = image.headers()['x-image-id']!;
  const check_code = await captchaAnswer(page.request, imageId);
  return apiOf(page.request).request(randomCodeCheck, { account, type_id: typeId, check_code, image_id: imageId }, { headers });
}

/** Signs in through the API (the page's cookie jar gets the session): for tests about what comes after login. */
export async function signInWithPassword(page: Page, email = 'demo@kedaikita.test', password = 'Demo1234'): Promise<void> {
  const image_nonce = await imageNonce(page, email, 1, CAPTCHA_PURPOSE.password);
  const signedIn = await apiOf(page.request).envelope(login, { login_type: 2, account: email, password, image_nonce });
  expect(signedIn.body.code).toBe(0);
}

/**
 * Signs in a member created for this test (e-mail code login creates it), so tests running side by side in the
 * mobile and desktop projects do not share subscriptions, carts or history.
 */
export async function signInAsNewMember(page: Page): Promise<string> {
  const email = newEmail('member');
  const since = Date.now();
  const headers = shopperHeaders();
  const image_nonce = await imageNonce(page, email, 1, CAPTCHA_PURPOSE.login, headers);
  const api = apiOf(page.request);
  await api.envelope(sendEmailCode, { code_type: 1, email, image_nonce }, { headers });
  const check_code = await latestCode(page.request, email, since);
  const signedIn = await api.envelope(login, { login_type: 4, account: email, check_code });
  expect(signedIn.body.code).toBe(0);
  return email;
}
