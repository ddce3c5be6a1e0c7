/**
 * Content-Security-Policy of every page. Astro (security.csp in astro.config.mjs) adds script-src and style-src
 * with the hashes of the scripts and styles it emits, as a header on rendered pages and a meta element on
 * prerendered ones; these are the other directives, and the one inline script of ours that Astro does not see.
 */
import { APP_LOADING_CLASS } from '../shared/constants';
import { APP_UA_TOKEN } from '../shared/platform';

/**
 * Runs before first paint so the native app's webview shows the loading spinner from the start (spec §4);
 * the start-up script removes the class once the app is ready. Cached HTML cannot depend on the user agent.
 */
export const APP_LOADING_SCRIPT = `if(navigator.userAgent.indexOf(${JSON.stringify(APP_UA_TOKEN)})>=0)document.documentElement.classList.add(${JSON.stringify(APP_LOADING_CLASS)})`;

/** Inline scripts rendered with is:inline: their hashes join script-src. */
export const INLINE_SCRIPTS: readonly string[] = [APP_LOADING_SCRIPT];

export const CSP_DIRECTIVES = [
  "default-src 'self'",
  // Product images may come from an upstream retailer's CDN (UPSTREAM_API_URL) and avatars from a sign-in provider.
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;
