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
  /** Per-country login switches, JSON: {"SG":{"whatsapp":false}}. */
  APP_CONTROL_CONF?: string;
  /** Xendit (functions/providers/payment-gateway): all three keys, or the development stand-in / 1103026. */
  XENDIT_SECRET_KEY?: string;
  XENDIT_PUBLIC_KEY?: string;
  XENDIT_CALLBACK_TOKEN?: string;
  /** Defaults to https://api.xendit.co. */
  XENDIT_BASE_URL?: string;
  /** The logistics aggregator (functions/providers/logistics): key and webhook secret, or the development stand-in / 1103026. */
  LOGISTICS_API_KEY?: string;
  LOGISTICS_WEBHOOK_SECRET?: string;
  /** Defaults to https://api.biteship.com. */
  LOGISTICS_BASE_URL?: string;
}
