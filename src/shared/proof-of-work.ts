/**
 * Proof of work, the captcha's accessible alternative: a solution is a decimal number whose SHA-256 of
 * `challenge + solution` starts with `difficulty` zero bits. The Worker checks one solution with WebCrypto; the browser
 * searches for it with the SHA-256 below, because a WebCrypto digest is a promise and a trip to another thread for 64
 * rounds of arithmetic: 48 000 digests a second in Chromium with its CPU slowed 4×, against 650 000 here
 * (docs/decisions/pow-difficulty.md).
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

export async function isSolution(challenge: string, solution: string, difficulty: number): Promise<boolean> {
  if (!/^\d{1,16}$/.test(solution)) return false;
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge + solution));
  return leadingZeroBits(new Uint8Array(digest)) >= difficulty;
}

/** SHA-256's round constants and first hash value (FIPS 180-4, 4.2.2 and 5.3.3). */
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL_HASH = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

/** One SHA-256 block (64 bytes of `bytes` from `at`) into `state`; `w` is the message schedule's scratch space. */
function compress(state: Int32Array, bytes: Uint8Array, at: number, w: Int32Array): void {
  for (let i = 0; i < 16; i++) {
    const j = at + i * 4;
    w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** Zero bits at the start of a digest held as SHA-256's eight words. */
function stateZeroBits(state: Int32Array): number {
  let bits = 0;
  for (const word of state) {
    if (word !== 0) return bits + Math.clz32(word);
    bits += 32;
  }
  return bits;
}

/**
 * SHA-256 of `challenge` followed by numbers, with nothing allocated per number: the challenge's whole blocks are
 * hashed once, and each number is written after the rest of it into one reused tail of at most two blocks.
 */
export function challengeHasher(challenge: string): { zeroBits: (n: number) => number } {
  const prefix = encoder.encode(challenge);
  const whole = prefix.length - (prefix.length % 64);
  const w = new Int32Array(64);
  const midstate = INITIAL_HASH.slice();
  for (let at = 0; at < whole; at += 64) compress(midstate, prefix, at, w);
  const rest = prefix.length - whole;
  const tail = new Uint8Array(128);
  tail.set(prefix.subarray(whole));
  const state = new Int32Array(8);
  const digits = new Uint8Array(20);
  return {
    zeroBits(n) {
      let count = 0;
      let left = n;
      do {
        digits[count++] = 48 + (left % 10);
        left = Math.floor(left / 10);
      } while (left > 0);
      let at = rest;
      while (count > 0) tail[at++] = digits[--count]!;
      const bits = (prefix.length + at - rest) * 8;
      const end = at + 9 <= 64 ? 64 : 128;
      tail[at++] = 0x80;
      tail.fill(0, at, end - 4);
      tail[end - 4] = bits >>> 24;
      tail[end - 3] = bits >>> 16;
      tail[end - 2] = bits >>> 8;
      tail[end - 1] = bits;
      state.set(midstate);
      compress(state, tail, 0, w);
      if (end === 128) compress(state, tail, 64, w);
      return stateZeroBits(state);
    },
  };
}

export interface SolveProgress {
  /** Numbers tried so far. */
  tried: number;
  /** Numbers a solution takes on average: 2^difficulty. */
  expected: number;
  elapsedMs: number;
}

export interface SolveOptions {
  /** Called between slices of work. */
  onProgress?: (progress: SolveProgress) => void;
  /** Stops the search (the shopper closed the dialog): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** How long one slice of hashing holds the main thread before the page may paint and take input again. */
const SLICE_MS = 30;
const FIRST_SLICE = 2_048;
const MAX_SLICE = 1 << 20;

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Lets the page render and handle input: scheduler.yield where the browser has it, else a new task. */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Tries 0, 1, 2, … until one is a solution (on average 2^difficulty numbers), in slices of about 30 ms with the page
 * free in between, and says how far it got after each slice.
 */
export async function solveChallenge(challenge: string, difficulty: number, options: SolveOptions = {}): Promise<string> {
  const { onProgress, signal } = options;
  const hasher = challengeHasher(challenge);
  const expected = 2 ** difficulty;
  const started = performance.now();
  let slice = FIRST_SLICE;
  for (let from = 0; ; ) {
    signal?.throwIfAborted();
    const sliceStart = performance.now();
    const to = from + slice;
    for (let n = from; n < to; n++) if (hasher.zeroBits(n) >= difficulty) return String(n);
    from = to;
    const now = performance.now();
    onProgress?.({ tried: from, expected, elapsedMs: now - started });
    // The next slice is sized by this one's speed; a clock that stood still (a Worker's, between I/O) doubles it.
    const took = now - sliceStart;
    slice = Math.min(MAX_SLICE, took > 0 ? Math.max(FIRST_SLICE, Math.round((slice * SLICE_MS) / took)) : slice * 2);
    await yieldToPage();
  }
}
