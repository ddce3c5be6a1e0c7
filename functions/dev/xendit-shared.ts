/**
 * What the gateway stand-in's routes share: ids that carry their own facts under an HMAC (the stand-in keeps no
 * database), Xendit's error body and key check, and the callback it sends to our API in-process.
 */
import type { CountryCode } from '../../src/shared/countries';
import { STAND_IN_KEYS, standInCallbackToken } from '../providers/payment-gateway/stand-in-keys';

export async function sign(text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(STAND_IN_KEYS.secretKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  return [...mac.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** `{body}_{hex signature}`: the signature has no '_', so the last one splits them whatever the body holds. */
export async function signedId(body: string): Promise<string> {
  return `${body}_${await sign(body)}`;
}

export async function readSignedId(id: string): Promise<string | null> {
  const at = id.lastIndexOf('_');
  if (at < 0) return null;
  const body = id.slice(0, at);
  return (await sign(body)) === id.slice(at + 1) ? body : null;
}

export const error = (code: string, message: string) => ({ error_code: code, message });

export function hasKey(authorization: string | undefined, key: string): boolean {
  return authorization === `Basic ${btoa(`${key}:`)}`;
}

/**
 * Posts a callback to the commerce API as Xendit would post it to the URL set in its dashboard: in-process, the
 * worker being both, with this database's callback token and the country whose database holds the payment. True when
 * accepted.
 */
export async function deliverCallback(env: Env, path: string, body: object, country: CountryCode): Promise<boolean> {
  const { commerce } = await import('../commerce/app');
  const token = await standInCallbackToken(env);
  const res = await commerce.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-callback-token': token, 'X-Locale': country },
      body: JSON.stringify(body),
    },
    env,
  );
  return res.ok;
}
