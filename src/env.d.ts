/// <reference types="astro/client" />

interface Env {
  /** 'development' switches development aids on (/dev/*, the Google stand-in); unset or anything else is production. */
  ENVIRONMENT?: string;
  DB_ID: D1Database;
  DB_SG: D1Database;
  DB_MY: D1Database;
  ASSETS: Fetcher;
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
}

declare namespace App {
  interface Locals {
    lang: import('./shared/i18n').Lang;
    country: import('./shared/countries').CountryCode;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    'client:interaction'?: import('./directives/interaction').InteractionOptions | boolean;
  }
}
