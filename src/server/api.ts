/** The API client for server-rendered pages: same client, in-process transport, no network hop. */
import { env } from 'cloudflare:workers';
import { commerce } from '../../functions/commerce/app';
import { createApiClient } from '../shared/api-client';
import type { CountryCode } from '../shared/countries';
import type { Lang } from '../shared/lang';

export function serverApi(lang: Lang, country: CountryCode) {
  return createApiClient(
    (path, init) => Promise.resolve(commerce.fetch(new Request(`https://commerce.internal/${path}`, init), env as Env)),
    () => ({ lang, country, deviceId: '' }),
  );
}
