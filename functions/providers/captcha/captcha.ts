/**
 * Captchas (spec §4, §7): an image for an account and a purpose, one check of its answer (right or wrong, the image is
 * then used up), and for a right answer a nonce that one code send or password check of that account and purpose
 * spends. Shoppers who cannot see the image take a proof-of-work challenge instead: their device spends a fraction of
 * a second of hashing for the same kind of nonce, longer when challenges come in faster than shoppers ask for them.
 * Both are limited per account, device and IP. Captchas, challenges and nonces live in the global database with the
 * limits: a nonce is spent in whichever country the shopper then picks, and none of it writes to a country's database.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { CaptchaPurpose } from '../../../src/shared/contract/constants';
import { ApiError, ERR } from '../../../src/shared/errors';
import { isSolution } from '../../../src/shared/proof-of-work';
import type { CommerceContext } from '../../platform/context';
import { globalDb } from '../../platform/db';
import { captchaBuckets, countAndRecord, powChallengeKeys, takeRateLimit } from '../../platform/rate-limit';
import { captchaChallenges, captchaNonces, captchas } from '../../platform/schema';
import { randomToken, sha256Hex } from '../../platform/tokens';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const POW_TTL_MS = 2 * 60 * 1000;

/**
 * Proof-of-work difficulty, in zero bits a solution's digest starts with (docs/decisions/pow-difficulty.md). The base,
 * 18 bits (262 144 digests on average), is half a second on average on a mid-range phone (half the solves end within
 * 0.33 s, nine in ten within 1.1 s), and a shopper's few challenges in 10 minutes (`usualPerIp`) stay at it. Past them each doubling of
 * the challenges one IP asked for in 10 minutes adds a bit, twice the work, and so does each doubling of everyone's
 * past `usualOverall` (a flood spread over many addresses), up to `steps` bits more: 64 times the base, half a minute
 * or more on a phone, which only a flood brings about.
 */
export const POW_DIFFICULTY = { base: 18, steps: 6, usualPerIp: 4, usualOverall: 100 } as const;
/** Challenges past this many in 10 minutes add nothing more: the overall count reaches the most steps here. */
const POW_COUNT_CAP = POW_DIFFICULTY.usualOverall * 2 ** POW_DIFFICULTY.steps;

/**
 * The base difficulty of this worker: POW_BASE_DIFFICULTY may lower it where development aids are on (the API tests,
 * whose solves would otherwise spend their time budget hashing); a deployed worker always asks the full base.
 */
export function powBase(env: Pick<Env, 'ENVIRONMENT' | 'POW_BASE_DIFFICULTY'>): number {
  const asked = Number(env.POW_BASE_DIFFICULTY);
  const lower = env.ENVIRONMENT === 'development' && Number.isInteger(asked) && asked >= 1 && asked < POW_DIFFICULTY.base;
  return lower ? asked : POW_DIFFICULTY.base;
}

/** What earned a nonce: sends unlocked by proof of work have a budget of their own (rate-limit.ts). */
export type CaptchaProof = 'image' | 'pow';

/** Bits that a count of recent challenges adds: none below `usual`, then one per doubling. */
const extraBits = (count: number, usual: number) => (count < usual ? 0 : Math.floor(Math.log2(count / usual)) + 1);

/** The difficulty of a challenge, after `perIp` challenges from its IP and `overall` from every IP in 10 minutes. */
export function powDifficulty(perIp: number, overall: number, base: number = POW_DIFFICULTY.base): number {
  const { steps, usualPerIp, usualOverall } = POW_DIFFICULTY;
  return Math.min(base + steps, base + extraBits(perIp, usualPerIp) + extraBits(overall, usualOverall));
}

export async function newCaptcha(
  c: CommerceContext,
  accountKey: string,
  purpose: CaptchaPurpose,
): Promise<{ id: string; png: Uint8Array }> {
  const db = globalDb(c.env);
  await takeRateLimit(db, captchaBuckets(c, accountKey));
  const id = randomToken(16);
  const answer = randomCaptchaText();
  await db.insert(captchas).values({ id, answer, accountKey, purpose, expiresAt: Date.now() + CAPTCHA_TTL_MS });
  return { id, png: renderCaptchaPng(answer) };
}

/** The captcha or challenge a nonce is redeemed for: its account and purpose, and how it was solved. */
interface Solved {
  accountKey: string;
  /** Null for rows from before purposes: their nonce unlocks nothing. */
  purpose: string | null;
  proof: CaptchaProof;
}

/** Uses an unexpired captcha up, whatever its answer: an image is checked once. */
const markCaptchaUsed = (c: CommerceContext, id: string, now: number) =>
  globalDb(c.env)
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)));

/** Uses an unexpired challenge up, whatever its solution. */
const markChallengeUsed = (c: CommerceContext, challenge: string, now: number) =>
  globalDb(c.env)
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(and(eq(captchaChallenges.challenge, challenge), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)));

/**
 * Marks a captcha or challenge used with `markUsed` (an UPDATE of the unused row) and, when it was solved, issues a fresh
 * nonce for its account and purpose in the same batch. The nonce is stored only when that update used the row up
 * (`changes()` is 1), so of two requests racing with one solution only one gets a nonce, and a failure leaves the
 * captcha unused.
 */
async function redeem(
  c: CommerceContext,
  markUsed: ReturnType<typeof markCaptchaUsed> | ReturnType<typeof markChallengeUsed>,
  solved: Solved | null,
  now: number,
): Promise<string | null> {
  if (!solved) {
    await markUsed.run();
    return null;
  }
  const nonce = randomToken(24);
  const hash = await sha256Hex(nonce);
  const db = globalDb(c.env);
  const [used] = await db.batch([
    markUsed,
    // Raw SQL: an INSERT … SELECT with no table, guarded by changes() of the statement before it; Drizzle's select
    // needs a FROM. The values follow the table's columns: nonce_hash, account_key, expires_at, used_at, purpose, solved_by.
    db
      .insert(captchaNonces)
      .select(
        sql`SELECT ${hash}, ${solved.accountKey}, ${now + CAPTCHA_TTL_MS}, NULL, ${solved.purpose}, ${solved.proof} WHERE changes() = 1`,
      ),
  ]);
  return used.meta.changes === 1 ? nonce : null;
}

/** Uses the captcha up and, when the answer is right for this account, returns a fresh nonce. Else 1101002. */
export async function checkCaptcha(c: CommerceContext, imageId: string, accountKey: string, answer: string): Promise<string> {
  const now = Date.now();
  const [row] = await globalDb(c.env)
    .select({ answer: captchas.answer, accountKey: captchas.accountKey, purpose: captchas.purpose })
    .from(captchas)
    .where(and(eq(captchas.id, imageId), isNull(captchas.usedAt), gt(captchas.expiresAt, now)));
  const right = !!row && row.accountKey === accountKey && (await timingSafeEqual(row.answer, answer.trim().toUpperCase()));
  const nonce = await redeem(c, markCaptchaUsed(c, imageId, now), right ? { accountKey, purpose: row.purpose, proof: 'image' } : null, now);
  if (!nonce) throw new ApiError(ERR.INVALID_CODE, 'captcha');
  return nonce;
}

export async function newChallenge(
  c: CommerceContext,
  accountKey: string,
  purpose: CaptchaPurpose,
): Promise<{ challenge: string; difficulty: number }> {
  const db = globalDb(c.env);
  await takeRateLimit(db, captchaBuckets(c, accountKey));
  const [perIp = 0, overall = 0] = await countAndRecord(db, powChallengeKeys(c), POW_COUNT_CAP);
  const difficulty = powDifficulty(perIp, overall, powBase(c.env));
  const challenge = randomToken(24);
  await db.insert(captchaChallenges).values({ challenge, accountKey, purpose, difficulty, expiresAt: Date.now() + POW_TTL_MS });
  return { challenge, difficulty };
}

/** Uses the challenge up and, when the solution is right for this account, returns a fresh nonce. Else 1101002. */
export async function checkChallenge(c: CommerceContext, challenge: string, accountKey: string, solution: string): Promise<string> {
  const now = Date.now();
  const [row] = await globalDb(c.env)
    .select({ accountKey: captchaChallenges.accountKey, purpose: captchaChallenges.purpose, difficulty: captchaChallenges.difficulty })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.challenge, challenge), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)));
  const right = !!row && row.accountKey === accountKey && (await isSolution(challenge, solution, row.difficulty));
  const solved: Solved | null = right ? { accountKey, purpose: row.purpose, proof: 'pow' } : null;
  const nonce = await redeem(c, markChallengeUsed(c, challenge, now), solved, now);
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
  const [spent] = nonce
    ? await globalDb(c.env)
        .update(captchaNonces)
        .set({ usedAt: now })
        .where(
          and(
            eq(captchaNonces.nonceHash, await sha256Hex(nonce)),
            eq(captchaNonces.accountKey, accountKey),
            eq(captchaNonces.purpose, purpose),
            isNull(captchaNonces.usedAt),
            gt(captchaNonces.expiresAt, now),
          ),
        )
        .returning({ solvedBy: captchaNonces.solvedBy })
    : [];
  if (!spent) throw new ApiError(ERR.INVALID_CODE, 'captcha nonce');
  // Nonces from before proof of work had a budget of its own say nothing: an image earned them.
  return spent.solvedBy === 'pow' ? 'pow' : 'image';
}
