/**
 * The worker's variables and secrets that wrangler.toml does not declare, so `wrangler types` cannot see them
 * (worker-configuration.d.ts has the bindings). Each is set per deployment (`wrangler secret put`, `--var`, `.dev.vars`)
 * and may be absent, which the code must handle: hence optional, which generated types would not say.
 */
interface Env {
  /** 'development' switches development aids on (/dev/*, the Google stand-in); unset or anything else is production. */
  ENVIRONMENT?: string;
  /** When set, the BFF forwards to this commerce API instead of the in-process one. */
  UPSTREAM_API_URL?: string;
  /** PEM (SPKI) public key the edge uses to encrypt password fields. */
  RSA_PUBLIC_KEY?: string;
  /** PEM (PKCS#8) private key the commerce API uses to decrypt them. */
  RSA_PRIVATE_KEY?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Origins of embedding hosts whose LOGIN window message opens the login, comma-separated (src/dom/login-request.ts). */
  LOGIN_MESSAGE_ORIGINS?: string;
  /** Per-country login switches, JSON: {"SG":{"whatsapp":false}}. */
  APP_CONTROL_CONF?: string;
  /** Xendit (functions/providers/payment-gateway): all three keys, or the development stand-in / 1103026. */
  XENDIT_SECRET_KEY?: string;
  XENDIT_PUBLIC_KEY?: string;
  XENDIT_CALLBACK_TOKEN?: string;
  /** Defaults to https://api.xendit.co. */
  XENDIT_BASE_URL?: string;
  /** The business name the Xendit account is registered with, which QR payers see; defaults to the shop's name. */
  XENDIT_MERCHANT_NAME?: string;
  /** The logistics aggregator (functions/providers/logistics): key and webhook secret, or the development stand-in / 1103026. */
  LOGISTICS_API_KEY?: string;
  LOGISTICS_WEBHOOK_SECRET?: string;
  /** Defaults to https://api.biteship.com. */
  LOGISTICS_BASE_URL?: string;
  /** WhatsApp Business Cloud API (functions/providers/messaging/whatsapp.ts): all four, or the stand-in / 1103026. */
  WHATSAPP_ACCESS_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
  WHATSAPP_APP_SECRET?: string;
  WHATSAPP_VERIFY_TOKEN?: string;
  /** The approved templates' names; default login_code (authentication) and account_in_use (utility). */
  WHATSAPP_CODE_TEMPLATE?: string;
  WHATSAPP_NOTICE_TEMPLATE?: string;
  /** Defaults to https://graph.facebook.com. */
  WHATSAPP_BASE_URL?: string;
  /** Twilio SMS (functions/providers/messaging/sms.ts): all three, or the stand-in / 1103026. */
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  /** A Messaging Service SID (MG…), a number or an alphanumeric sender ID. */
  TWILIO_SENDER?: string;
  /** Defaults to https://api.twilio.com. */
  SMS_BASE_URL?: string;
  /** Resend e-mail (functions/providers/messaging/email.ts): both, or the stand-in / 1103026. */
  RESEND_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Defaults to https://api.resend.com. */
  EMAIL_BASE_URL?: string;
  /** Seconds before a failed message's first retry, doubling each time; default 5 (the API tests set 0). */
  MESSAGE_RETRY_SECONDS?: string;
  /** A lower proof-of-work base difficulty, in bits; read only where ENVIRONMENT is 'development' (the API tests set 8). */
  POW_BASE_DIFFICULTY?: string;
}
