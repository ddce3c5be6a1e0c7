/**
 * Captchas (spec §4, §7): an image for an account, one check of its answer (right or wrong, the image is then used
 * up), and for a right answer a nonce that one code send or password login of that account spends. Shoppers who cannot
 * see the image take a proof-of-work challenge instead: their device spends a second or two of hashing for the same
 * kind of nonce. Both are limited per account, device and IP.
 */
import { ApiError, ERR } from '../../../src/shared/errors';
import { isSolution } from '../../../src/shared/proof-of-work';
import type { CommerceContext } from '../context';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image';
import { captchaBuckets, takeRateLimit } from './rate-limit';
import { timingSafeEqual } from 'hono/utils/buffer';
import { randomToken, sha256Hex } from './tokens';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Zero bits a solution's digest starts with: 65 536 digests on average, about 1–3 s of WebCrypto on a phone. */
export const POW_DIFFICULTY = 16;
const POW_TTL_MS = 2 * 60 * 1000;

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

/**
 * Uses a captcha or challenge up with `useUp` (an UPDATE of the unused row) and, when it was solved, issues a fresh
 * nonce for the account in the same batch. The nonce is stored only when that update used the row up (`changes()`
 * is 1), so of two requests racing with one solution only one gets a nonce, and a failure leaves the captcha unused.
 */
async function redeem(
  c: CommerceContext,
  useUp: D1PreparedStatement,
  solved: boolean,
  accountKey: string,
  now: number,
): Promise<string | null> {
  if (!solved) {
    await useUp.run();
    return null;
  }
  const d1 = c.get('d1');
  const nonce = randomToken(24);
  const [used] = await d1.batch([
    useUp,
    d1
      .prepare('INSERT INTO captcha_nonces (nonce_hash, account_key, expires_at) SELECT ?, ?, ? WHERE changes() = 1')
      .bind(await sha256Hex(nonce), accountKey, now + CAPTCHA_TTL_MS),
  ]);
  return used?.meta.changes === 1 ? nonce : null;
}

/** Uses the captcha up and, when the answer is right for this account, returns a fresh nonce. Else 1101002. */
export async function checkCaptcha(c: CommerceContext, imageId: string, accountKey: string, answer: string): Promise<string> {
  const now = Date.now();
  const d1 = c.get('d1');
  const row = await d1
    .prepare('SELECT answer, account_key FROM captchas WHERE id = ? AND used_at IS NULL AND expires_at > ?')
    .bind(imageId, now)
    .first<{ answer: string; account_key: string }>();
  const right = !!row && row.account_key === accountKey && (await timingSafeEqual(row.answer, answer.trim().toUpperCase()));
  const useUp = d1.prepare('UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?').bind(now, imageId, now);
  const nonce = await redeem(c, useUp, right, accountKey, now);
  if (!nonce) throw new ApiError(ERR.INVALID_CODE, 'captcha');
  return nonce;
}

export async function newChallenge(c: CommerceContext, accountKey: string): Promise<{ challenge: string; difficulty: number }> {
  await takeRateLimit(c, captchaBuckets(c, accountKey));
  const challenge = randomToken(24);
  await c
    .get('d1')
    .prepare('INSERT INTO captcha_challenges (challenge, account_key, difficulty, expires_at) VALUES (?, ?, ?, ?)')
    .bind(challenge, accountKey, POW_DIFFICULTY, Date.now() + POW_TTL_MS)
    .run();
  return { challenge, difficulty: POW_DIFFICULTY };
}

/** Uses the challenge up and, when the solution is right for this account, returns a fresh nonce. Else 1101002. */
export async function checkChallenge(c: CommerceContext, challenge: string, accountKey: string, solution: string): Promise<string> {
  const now = Date.now();
  const d1 = c.get('d1');
  const row = await d1
    .prepare('SELECT account_key, difficulty FROM captcha_challenges WHERE challenge = ? AND used_at IS NULL AND expires_at > ?')
    .bind(challenge, now)
    .first<{ account_key: string; difficulty: number }>();
  const right = !!row && row.account_key === accountKey && (await isSolution(challenge, solution, row.difficulty));
  const useUp = d1
    .prepare('UPDATE captcha_challenges SET used_at = ? WHERE challenge = ? AND used_at IS NULL AND expires_at > ?')
    .bind(now, challenge, now);
  const nonce = await redeem(c, useUp, right, accountKey, now);
  if (!nonce) throw new ApiError(ERR.INVALID_CODE, 'captcha challenge');
  return nonce;
}

/** Spends a nonce of this account, once. A missing, used, expired or other account's nonce is 1101002. */
export async function spendCaptchaNonce(c: CommerceContext, accountKey: string, nonce: string | undefined): Promise<void> {
  const now = Date.now();
  const spent = nonce
    ? await c
        .get('d1')
        .prepare(
          'UPDATE captcha_nonces SET used_at = ? WHERE nonce_hash = ? AND account_key = ? AND used_at IS NULL AND expires_at > ? RETURNING 1 AS ok',
        )
        .bind(now, await sha256Hex(nonce), accountKey, now)
        .first()
    : null;
  if (!spent) throw new ApiError(ERR.INVALID_CODE, 'captcha nonce');
}
