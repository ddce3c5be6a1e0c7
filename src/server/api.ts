/**
 * The API client for server-rendered pages: the same client over the BFF's transport, so pages read from the
 * in-process commerce API, or from UPSTREAM_API_URL when it is set, exactly as the browser's calls do.
 */
import type { AstroCookies } from 'astro';
import { env } from 'cloudflare:workers';
import { SESSION_COOKIE } from '../../functions/bff/session-cookie';
import { commerce } from '../../functions/commerce/app';
import { commerceTransport } from '../../functions/bff/transport';
import { createApiClient } from '../shared/api-client';
import type { CountryCode } from '../shared/countries';
import type { Lang } from '../shared/lang';

const inProcess = (request: Request, workerEnv: Env, ctx?: ExecutionContext) => Promise.resolve(commerce.fetch(request, workerEnv, ctx));

export function serverApi(lang: Lang, country: CountryCode) {
  const transport = commerceTransport(inProcess, env as Env);
  return createApiClient(
    (path, init) => transport(`/${path}`, init),
    () => ({ lang, country, deviceId: '' }),
  );
}

/**
 * The headers that make a server page's call the member's own, as the BFF makes the browser's (their session as a
 * Bearer token); null without a session. Only pages that are never shared may use them (not the cached catalog pages).
 */
export function memberHeaders(cookies: AstroCookies): Record<string, string> | null {
  const token = cookies.get(SESSION_COOKIE)?.value;
  return token ? { Authorization: `Bearer ${token}` } : null;
}
