/**
 * How the edge reaches the commerce API: the in-process app by default, UPSTREAM_API_URL when it is set. The BFF
 * forwards the browser's calls through it and server-rendered pages make theirs through it (src/server/api.ts), so
 * with a retailer backend configured both read from the same place, and both get its answers checked against the
 * contract (answer-check.ts).
 */
import { API_TIMEOUT_MS } from '../../src/shared/constants';
import { ApiError, ERR } from '../../src/shared/errors';
import { checkedAnswer } from './answer-check';

/** The in-process commerce API. */
export type CommerceFetch = (request: Request, env: Env, ctx?: ExecutionContext) => Promise<Response>;

/** Sends a request for `pathAndQuery` ('/member/user/info?x=1'); rejects on a timeout or a network failure. */
export type CommerceTransport = (pathAndQuery: string, init: RequestInit) => Promise<Response>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ApiError(ERR.SYSTEM_CALL_EXCEPTION, 'timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** True when the rejection of a transport call was its timeout. */
export function isTimeout(error: unknown): boolean {
  return error instanceof ApiError || (error instanceof Error && error.name === 'TimeoutError');
}

export function commerceTransport(inProcess: CommerceFetch, env: Env, ctx?: ExecutionContext): CommerceTransport {
  const upstream = env.UPSTREAM_API_URL?.replace(/\/$/, '');
  if (upstream) {
    return async (pathAndQuery, init) =>
      checkedAnswer(
        init.method ?? 'GET',
        pathAndQuery,
        await fetch(upstream + pathAndQuery, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) }),
      );
  }
  return (pathAndQuery, init) =>
    withTimeout(inProcess(new Request(`https://commerce.internal${pathAndQuery}`, init), env, ctx), API_TIMEOUT_MS);
}
