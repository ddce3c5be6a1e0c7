/** The development stand-in's keys: public by design, they open nothing but the stand-in under /dev/xendit. */
export const STAND_IN_KEYS = {
  secretKey: 'xnd_development_stand_in_secret',
  publicKey: 'xnd_public_development_stand_in',
  callbackToken: 'development-callback-token',
} as const;
