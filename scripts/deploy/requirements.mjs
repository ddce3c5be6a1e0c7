// What a production deployment needs, in one place: `npm run preflight` checks it and the README's "Going live" mirrors
// it (a unit test holds the two together). The stand-in values are the development stand-ins' public placeholders
// (functions/providers/…, also checked by the unit test): a deployment carrying one would fail at its first call.
import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';

/**
 * The worker's secrets, each required in production: without one, its service answers 1103026 ("not available").
 * @type {{ name: string, purpose: string, source: string, standIns?: string[] }[]}
 */
export const SECRETS = [
  {
    name: 'RSA_PUBLIC_KEY',
    purpose: 'PEM (SPKI) key the BFF encrypts password fields with',
    source: '`openssl pkey -in rsa-private.pem -pubout` of the pair below',
  },
  {
    name: 'RSA_PRIVATE_KEY',
    purpose: 'PEM (PKCS#8) key the commerce API decrypts passwords with',
    source: '`openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048`',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    purpose: 'Google sign-in (OpenID Connect) client',
    source: 'Google Cloud console → APIs & Services → Credentials → OAuth client ID (web application)',
    standIns: ['development.apps.googleusercontent.com'],
  },
  {
    name: 'GOOGLE_CLIENT_SECRET',
    purpose: "that client's secret",
    source: 'the same OAuth client',
    standIns: ['development-google-secret'],
  },
  {
    name: 'XENDIT_SECRET_KEY',
    purpose: 'Xendit secret API key: charges, payment requests, refunds, e-wallet linking',
    source: 'Xendit dashboard → Settings → API keys',
    standIns: ['xnd_development_stand_in_secret'],
  },
  {
    name: 'XENDIT_PUBLIC_KEY',
    purpose: "Xendit public key, with which the shopper's browser tokenises cards",
    source: 'Xendit dashboard → Settings → API keys',
    standIns: ['xnd_public_development_stand_in'],
  },
  {
    name: 'XENDIT_CALLBACK_TOKEN',
    purpose: "Xendit's callback verification token (x-callback-token of its webhooks)",
    source: 'Xendit dashboard → Settings → Webhooks',
  },
  {
    name: 'LOGISTICS_API_KEY',
    purpose: 'Biteship API key: booking shipments and tracking them',
    source: 'Biteship dashboard → Integrations → API keys',
    standIns: ['dev-logistics-key'],
  },
  {
    name: 'LOGISTICS_WEBHOOK_SECRET',
    purpose: 'value Biteship sends in the x-logistics-token header of its order.status webhooks',
    source: 'a random string of ours, set on the webhook in Biteship dashboard → Integrations → Webhooks',
    standIns: ['dev-logistics-webhook'],
  },
  {
    name: 'WHATSAPP_ACCESS_TOKEN',
    purpose: 'WhatsApp Cloud API token that sends the code and notice templates',
    source: 'Meta Business settings → System users → generate token (whatsapp_business_messaging)',
    standIns: ['development-whatsapp-token'],
  },
  {
    name: 'WHATSAPP_PHONE_NUMBER_ID',
    purpose: 'the WhatsApp business number messages are sent from',
    source: 'Meta app dashboard → WhatsApp → API Setup → Phone number ID',
    standIns: ['100000000000001'],
  },
  {
    name: 'WHATSAPP_APP_SECRET',
    purpose: "Meta app secret, which signs the webhook's X-Hub-Signature-256",
    source: 'Meta app dashboard → App settings → Basic → App secret',
    standIns: ['development-whatsapp-app-secret'],
  },
  {
    name: 'WHATSAPP_VERIFY_TOKEN',
    purpose: 'the webhook subscription handshake at /hooks/whatsapp',
    source: 'a random string of ours, typed into Meta app dashboard → WhatsApp → Configuration → Webhook',
    standIns: ['development-whatsapp-verify-token'],
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    purpose: 'Twilio account that sends SMS codes (and the WhatsApp fallback)',
    source: 'Twilio Console → Account info',
    standIns: ['AC00000000000000000000000000000000'],
  },
  {
    name: 'TWILIO_AUTH_TOKEN',
    purpose: "that account's auth token",
    source: 'Twilio Console → Account info',
    standIns: ['development-sms-auth-token'],
  },
  {
    name: 'TWILIO_SENDER',
    purpose: 'Messaging Service SID (MG…), number or alphanumeric sender ID the SMS come from',
    source: 'Twilio Console → Messaging → Services (or Phone numbers)',
    standIns: ['MG00000000000000000000000000000000'],
  },
  {
    name: 'RESEND_API_KEY',
    purpose: 'Resend API key that sends e-mail codes',
    source: 'Resend dashboard → API Keys (sending access)',
    standIns: ['re_development_stand_in'],
  },
  {
    name: 'EMAIL_FROM',
    purpose: 'sender of those e-mails, on a domain verified in Resend',
    source: 'Resend dashboard → Domains',
    standIns: ['Storefront <no-reply@storefront.test>'],
  },
];

/** The build-time origin of the site (canonical and alternate-language links), read from the build's environment. */
export const SITE_URL = {
  name: 'SITE_URL',
  purpose: 'public origin of the shop, https, for canonical and alternate-language links',
};

/**
 * The D1 databases as wrangler.toml binds them: one per country and the global one of sign-in traffic
 * (src/shared/countries.test.ts holds them to the country registry and AUTH_DATABASE); `wrangler.toml` ships
 * placeholder ids until `wrangler d1 create` gives real ones.
 */
export const D1_DATABASES = parseToml(readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8')).d1_databases.map(
  ({ binding, database_name, database_id }) => ({ binding, database: database_name, id: database_id }),
);
export const PLACEHOLDER_DATABASE_ID = /^00000000-0000-4000-8000-/;

/** The Rate Limiting bindings: sign-in traffic before any database, and order placements per member (functions/platform/rate-limit.ts). */
export const RATE_LIMITERS = [
  { binding: 'AUTH_LIMITER', purpose: 'bursts of sign-in traffic per client network' },
  { binding: 'ORDER_LIMITER', purpose: 'order placements per member (1103015, action too fast)' },
];

export const R2_BUCKETS = [{ binding: 'AVATARS', bucket: 'storefront-avatars', purpose: "members' avatars" }];

/** Messages to shoppers: sent by this worker's queue consumer, with a dead-letter queue that falls back to SMS. */
export const MESSAGE_QUEUE = { binding: 'MESSAGES', queue: 'storefront-messages', deadLetter: 'storefront-messages-dlq' };
