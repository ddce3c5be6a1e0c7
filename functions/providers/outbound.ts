/**
 * How each outside service is reached, chosen from the environment (ARCHITECTURE §1): the real service when its
 * secrets are set; in development, the stand-in that the composition root (src/worker.ts) installed, which gets the
 * very request the real service would, in-process; anywhere else, refused with 1103026, which the shopper sees as
 * "not available right now" (and `npm run preflight` refuses such a deploy before it happens). Providers never
 * import functions/dev: they reach the stand-ins only through here.
 */
import { ApiError, ERR } from '../../src/shared/errors';
import { count, logEvent } from '../platform/telemetry';

export type ServiceName = 'whatsapp' | 'sms' | 'email' | 'xendit' | 'logistics' | 'google';

/** A stand-in answers a request to `path` (below the real service's base URL) as the real service would. */
export type StandIn = (path: string, init: RequestInit, env: Env) => Promise<Response>;

export interface Service<C> {
  config: C;
  standIn: boolean;
  /** One request to the service: `path` below its base URL. Throws only when the service cannot be reached. */
  send(path: string, init: RequestInit): Promise<Response>;
}

let standIns: Partial<Record<ServiceName, StandIn>> = {};

/** Called once, by the composition root, with the development stand-ins. */
export function installStandIns(installed: Partial<Record<ServiceName, StandIn>>): void {
  standIns = installed;
}

/** True where a stand-in may serve: development, with the stand-in installed. */
export function standInServes(env: Env, name: ServiceName): boolean {
  return env.ENVIRONMENT === 'development' && standIns[name] !== undefined;
}

/**
 * The service `name` as this environment has it: `configured` (its secrets, or null when any is missing) over the
 * network with a timeout; else in development its stand-in, with `standInConfig` (public placeholder keys the
 * stand-in checks); else 1103026.
 */
export function service<C extends { baseUrl: string }>(
  env: Env,
  name: ServiceName,
  configured: C | null,
  standInConfig: C,
  timeoutMs = 15_000,
): Service<C> {
  if (configured) {
    return {
      config: configured,
      standIn: false,
      send: observed(env, name, (path, init) => fetch(`${configured.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) })),
    };
  }
  const standIn = standIns[name];
  if (env.ENVIRONMENT === 'development' && standIn) {
    return { config: standInConfig, standIn: true, send: observed(env, name, (path, init) => standIn(path, init, env)) };
  }
  throw new ApiError(ERR.MISCONFIGURATION, `${name} is not configured`);
}

type Send = Service<unknown>['send'];

/**
 * Every call to an outside service, logged (one line: provider, method, path without its query, status, outcome,
 * duration) and counted; a failure (no answer, or the service's own error) counted apart. Bodies and headers are
 * never logged: they hold codes, tokens and card data.
 */
function observed(env: Env, name: ServiceName, send: Send): Send {
  return async (path, init) => {
    const started = Date.now();
    const call = { provider: name, method: init.method ?? 'GET', path: path.split('?')[0] };
    try {
      const res = await send(path, init);
      const outcome = res.ok ? 'ok' : res.status >= 500 || res.status === 429 ? 'failed' : 'refused';
      logEvent(outcome === 'failed' ? 'error' : 'info', 'provider call', {
        ...call,
        status: res.status,
        outcome,
        duration_ms: Date.now() - started,
      });
      count(env, outcome === 'failed' ? 'provider_failure' : 'provider_call', { detail: name, value: Date.now() - started });
      return res;
    } catch (err) {
      logEvent('error', 'provider call', { ...call, outcome: 'unreachable', error: String(err), duration_ms: Date.now() - started });
      count(env, 'provider_failure', { detail: name, value: Date.now() - started });
      throw err;
    }
  };
}
