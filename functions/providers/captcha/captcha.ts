/**
 * Captchas (spec §4, §7): an image for an account and a purpose, one check of its answer (right or wrong, the image is
 * then used up), and for a right answer a nonce that one code send or password check of that account and purpose
 * spends. Shoppers who cannot see the image take a proof-of-work challenge instead: their device spends a second or
 * two of hashing for the same kind of nonce, longer when challenges come in faster than shoppers ask for them. Both
 * are limited per account, device and IP.
 */
import type { CaptchaPurpose } from '../../../src/shared/contract/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import { isSolution } from '../../../src/shared/proof-of-work';
import type { CommerceContext } from '../../platform/context';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image';
import { captchaBuckets, countAndRecord, powChallengeKeys, takeRateLimit } from '../../platform/rate-limit';
import { timingSafeEqual } from 'hono/utils/buffer';
import { randomToken, sha256Hex } from '../../platform/tokens';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const POW_TTL_MS = 2 * 60 * 1000;

/**
 * Proof-of-work difficulty, in zero bits a solution's digest starts with (docs/decisions/pow-difficulty.md). The base,
 * 16 bits (65 536 digests on average), is 1–3 s of WebCrypto on a mid-range phone, and a shopper's few challenges in
 * 10 minutes (`usualPerIp`) stay at it. Past them each doubling of the challenges one IP asked for in 10 minutes adds a
 * bit, twice the work, and so does each doubling of everyone's past `usualOverall` (a flood spread over many
 * addresses), up to `max`: 64 times the base, a minute or more on a phone, which only a flood brings about.
 */
export const POW_DIFFICULTY = { base: 16, max: 22, usualPerIp: 4, usualOverall: 100 } as const;
/** Challenges past this many in 10 minutes add nothing more: the overall count reaches `max` here. */
const POW_COUNT_CAP = POW_DIFFICULTY.usualOverall * 2 ** (POW_DIFFICULTY.max - POW_DIFFICULTY.base);

/** What earned a nonce: sends unlocked by proof of work have a budget of their own (rate-limit.ts). */
export type CaptchaProof = 'image' | 'pow';

/** Bits that a count of recent challenges adds: none below `usual`, then one per doubling. */
const extraBits = (count: number, usual: number) => (count < usual ? 0 : Math.floor(Math.log2(count / usual)) + 1);

/** The difficulty of a challenge, after `perIp` challenges from its IP and `overall` from every IP in 10 minutes. */
export function powDifficulty(perIp: number, overall: number): number {
  const { base, max, usualPerIp, usualOverall } = POW_DIFFICULTY;
  return Math.min(max, base + extraBits(perIp, usualPerIp) + extraBits(overall, usualOverall));
}

export async function newCaptcha(
  c: CommerceContext,
  accountKey: string,
  purpose: CaptchaPurpose,
): Promise<{ id: string; png: Uint8Array }> {
  await takeRateLimit(c, captchaBuckets(c, accountKey));
  const id = randomToken(16);
  const answer = randomCaptchaText();
  await c
    .get('d1')
    .prepare('INSERT INTO captchas (id, answer, account_key, purpose, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(id, answer, accountKey, purpose, Date.now() + CAPTCHA_TTL_MS)
    .run();
  return { id, png: renderCaptchaPng(answer) };
}

/** The captcha or challenge a nonce is redeemed for: its account and purpose, and how it was solved. */
interface Solved {
  accountKey: string;
  /** Null for rows from before purposes: their nonce unlocks nothing. */
  purpose: string | null;
  proof: CaptchaProof;
}

/**
 * Uses a captcha or challenge up with `useUp` (an UPDATE of the unused row) and, when it was solved, issues a fresh
 * nonce for its account and purpose in the same batch. The nonce is stored only when that update used the row up
 * (`changes()` is 1), so of two requests racing with one solution only one gets a nonce, and a failure leaves the
 * captcha unused.
 */
async function redeem(c: CommerceContext, useUp: D1PreparedStatement, solved: Solved | null, now: number): Promise<string | null> {
  if (!solved) {
    await useUp.run();
    return null;
  }
  const d1 = c.get('d1');
  const nonce = randomToken(24);
  const [used] = await d1.batch([
    useUp,
    d1
      .prepare(
        'INSERT INTO captcha_nonces (nonce_hash, account_key, purpose, solved_by, expires_at) SELECT ?, ?, ?, ?, ? WHERE changes() = 1',
      )
      .bind(await sha256Hex(nonce), solved.accountKey, solved.purpose, solved.proof, now + CAPTCHA_TTL_MS),
  ]);
  return used?.meta.changes === 1 ? nonce : null;
}

/** Uses the captcha up and, when the answer is right for this account, returns a fresh nonce. Else 1101002. */
export async function checkCaptcha(c: CommerceContext, imageId: string, accountKey: string, answer: string): Promise<string> {
  const now = Date.now();
  const d1 = c.get('d1');
  const row = await d1
    .prepare('SELECT answer, account_key, purpose FROM captchas WHERE id = ? AND used_at IS NULL AND expires_at > ?')
    .bind(imageId, now)
    .first<{ answer: string; account_key: string; purpose: string | null }>();
  const right = !!row && row.account_key === accountKey && (await timingSafeEqual(row.answer, answer.trim().toUpperCase()));
  const useUp = d1.prepare('UPDATE captchas SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?').bind(now, imageId, now);
  const nonce = await redeem(c, useUp, right ? { accountKey, purpose: row.purpose, proof: 'image' } : null, now);
  if (!nonce) throw new ApiError(ERR.INVALID_CODE, 'captcha');
  return nonce;
}

export async function newChallenge(
  c: CommerceContext,
  accountKey: string,
  purpose: CaptchaPurpose,
): Promise<{ challenge: string; difficulty: number }> {
  await takeRateLimit(c, captchaBuckets(c, accountKey));
  const [perIp = 0, overall = 0] = await countAndRecord(c, powChallengeKeys(c), POW_COUNT_CAP);
  const difficulty = powDifficulty(perIp, overall);
  const challenge = randomToken(24);
  await c
    .get('d1')
    .prepare('INSERT INTO captcha_challenges (challenge, account_key, purpose, difficulty, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(challenge, accountKey, purpose, difficulty, Date.now() + POW_TTL_MS)
    .run();
  return { challenge, difficulty };
}

/** Uses the challenge up and, when the solution is right for this account, returns a fresh nonce. Else 1101002. */
export async function checkChallenge(c: CommerceContext, challenge: string, accountKey: string, solution: string): Promise<string> {
  const now = Date.now();
  const d1 = c.get('d1');
  const row = await d1
    .prepare('SELECT account_key, purpose, difficulty FROM captcha_challenges WHERE challenge = ? AND used_at IS NULL AND expires_at > ?')
    .bind(challenge, now)
    .first<{ account_key: string; purpose: string | null; difficulty: number }>();
  const right = !!row && row.account_key === accountKey && (await isSolution(challenge, solution, row.difficulty));
  const useUp = d1
    .prepare('UPDATE captcha_challenges SET used_at = ? WHERE challenge = ? AND used_at IS NULL AND expires_at > ?')
    .bind(now, challenge, now);
  const nonce = await redeem(c, useUp, right ? { accountKey, purpose: row.purpose, proof: 'pow' } : null, now);
  if (!nonce) throw new ApiError(ERR.INVALID_CODE, 'captcha challenge');
  return nonce;
}

/**
 * Spends a nonce of this account and purpose, once, and answers what earned it. A missing, used, expired, other
 * account's or other purpose's nonce is 1101002, and a nonce of another purpose stays unspent.
 */
export async function spendCaptchaNonce(
  c: CommerceContext,
  accountKey: string,
  purpose: CaptchaPurpose,
  nonce: string | undefined,
): Promise<CaptchaProof> {
  const now = Date.now();
  const spent = nonce
    ? await c
        .get('d1')
        .prepare(
          `UPDATE captcha_nonces SET used_at = ?
           WHERE nonce_hash = ? AND account_key = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING solved_by`,
        )
        .bind(now, await sha256Hex(nonce), accountKey, purpose, now)
        .first<{ solved_by: CaptchaProof }>()
    : null;
  if (!spent) throw new ApiError(ERR.INVALID_CODE, 'captcha nonce');
  return spent.solved_by;
}
