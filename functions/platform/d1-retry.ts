/**
 * D1 retries only read-only queries itself; "your application must retry its own writes" (rules of D1). A write that
 * meets a busy or briefly unreachable database is tried again with backoff and jitter; when it still cannot go in,
 * the shopper is told the shop is busy (1109012, translated), never a 500. Callers retry only writes that are safe
 * to run twice (an order under its idempotency key, a queue batch under its order numbers).
 */
import { ApiError, ERR } from '../../src/shared/errors';

/** D1's transient errors, from its error list: overloaded, a lost connection, a storage reset. */
const TRANSIENT =
  /overloaded|too many requests queued|network connection lost|storage caused object to be reset|reset because its code was updated/i;

export function isTransientD1Error(err: unknown): boolean {
  return TRANSIENT.test(String((err as Error)?.message ?? err));
}

const DELAYS_MS = [50, 200, 800];

export async function writeRetrying<T>(write: () => Promise<T>, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isTransientD1Error(err)) throw err;
      const delay = DELAYS_MS[attempt];
      if (delay === undefined) throw new ApiError(ERR.SERVICE_BUSY, String(err));
      await sleep(delay * (0.5 + Math.random()));
    }
  }
}
