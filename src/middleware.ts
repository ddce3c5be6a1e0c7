import { defineMiddleware } from 'astro:middleware';
import { resolveLocale } from './layouts/request-locale';
import { messagesFor } from './shared/i18n';
import { provideServerDictionaries } from './stores/i18n';

// Islands rendered on the server take their strings from here (in the browser, from the page's JSON).
provideServerDictionaries(messagesFor);

/**
 * Runs after astro-i18n-aut's own middleware (it registers itself with order 'pre' and redirects /en/... to /...).
 * The Content-Security-Policy is not set here: Astro writes it (security.csp, see src/layouts/security.ts) because
 * only the renderer knows the hashes of the scripts and styles it emits. The other security headers are the Worker's,
 * on every response (functions/edge/security-headers.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { lang, country } = resolveLocale(context.url, context.cookies);
  context.locals.lang = lang;
  context.locals.country = country;
  return next();
});
