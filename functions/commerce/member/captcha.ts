/**
 * Image captchas (spec §4, §7): an image for an account, one check of its answer (right or wrong, the image is then
 * used up), and for a right answer a nonce that one code send or password login of that account spends.
 */
import { ApiError, ERR } from '../../../src/shared/errors';
import type { CommerceContext } from '../context';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image';
import { captchaBuckets, takeRateLimit } from './rate-limit';
import { randomToken, sha256Hex, timingSafeEqual } from './tokens';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export async function newCaptcha(c: CommerceContext, accountKey: string): Promise<{ id: string; png: Uint8Array }> {
  await takeRateLimit(c, captchaBuckets(c, accountKey));
  const id = randomToken(16);
  const answer = randomCaptchaText();
  await c
    .get('d1')
    .prepare('INSERT INTO captchas (id, answer, account_key, expires_at) VALUES (?, ?, ?, ?)')
    .bind(id, answer, accountKey, Date.now() + CAPTCHA_TTL_MS)
    .run();
  return { id, png: renderCaptchaPng(answer) };
}

/** Uses the captcha up and, when the answer is right for this account, returns a fresh nonce. Else 1101002. */
export async function checkCaptcha(c: CommerceContext, imageId: string, accountKey: string, answer: string): Promise<string> {
  const now = Date.now();
  const row = await c
    .get('d1')
    .prepare('UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ? RETURNING answer, account_key')
    .bind(now, imageId, now)
    .first<{ answer: string; account_key: string }>();
  const right = !!row && row.account_key === accountKey && timingSafeEqual(row.answer, answer.trim().toUpperCase());
  if (!right) throw new ApiError(ERR.INVALID_CODE, 'captcha');
  const nonce = randomToken(24);
  await c
    .get('d1')
    .prepare('INSERT INTO captcha_nonces (nonce_hash, account_key, expires_at) VALUES (?, ?, ?)')
    .bind(await sha256Hex(nonce), accountKey, now + CAPTCHA_TTL_MS)
    .run();
  return nonce;
}

/** Spends a nonce of this account, once. A missing, used, expired or other account's nonce is 1101002. */
export async function spendCaptchaNonce(c: CommerceContext, accountKey: string, nonce: string | undefined): Promise<void> {
  const now = Date.now();
  const spent = nonce
    ? await c
        .get('d1')
        .prepare('UPDATE captcha_nonces SET used_at = ? WHERE nonce_hash = ? AND account_key = ? AND used_at IS NULL AND expires_at > ? RETURNING 1 AS ok')
        .bind(now, await sha256Hex(nonce), accountKey, now)
        .first()
    : null;
  if (!spent) throw new ApiError(ERR.INVALID_CODE, 'captcha nonce');
}
