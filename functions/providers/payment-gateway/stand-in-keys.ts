import { devSecret } from '../dev-secrets';

/** The development stand-in's API keys: public by design, they open nothing but the stand-in under /dev/xendit. */
export const STAND_IN_KEYS = {
  secretKey: 'xnd_development_stand_in_secret',
  publicKey: 'xnd_public_development_stand_in',
} as const;

/** The callback token the stand-in sends and the gateway accepts in development: this database's own (../dev-secrets.ts). */
export function standInCallbackToken(env: Env): Promise<string> {
  return devSecret(env, 'xendit_callback_token');
}
