/**
 * Proof of work, the captcha's accessible alternative: a solution is a decimal number whose SHA-256 of
 * `challenge + solution` starts with `difficulty` zero bits. WebCrypto only, so the browser solves and the Worker checks
 * with the same code.
 */

/** Zero bits at the start of a digest. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const b of bytes) {
    if (b === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(b) - 24;
  }
  return bits;
}

const encoder = new TextEncoder();

async function zeroBits(challenge: string, solution: string): Promise<number> {
  return leadingZeroBits(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(challenge + solution))));
}

export async function isSolution(challenge: string, solution: string, difficulty: number): Promise<boolean> {
  return /^\d{1,16}$/.test(solution) && (await zeroBits(challenge, solution)) >= difficulty;
}

/** Digests asked for at once: WebCrypto's promises cost more than the hashing, so they overlap. */
const BATCH = 256;

/** Tries 0, 1, 2, … until one is a solution: on average 2^difficulty digests. */
export async function solveChallenge(challenge: string, difficulty: number): Promise<string> {
  for (let start = 0; ; start += BATCH) {
    const bits = await Promise.all(Array.from({ length: BATCH }, (_, i) => zeroBits(challenge, String(start + i))));
    const found = bits.findIndex((b) => b >= difficulty);
    if (found >= 0) return String(start + found);
  }
}
