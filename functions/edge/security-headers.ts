/**
 * The security headers of every response, in one place. The Worker adds them to everything it answers (src/worker.ts:
 * pages, API, errors, redirects); `public/_headers` gives the same to the static files and prerendered pages that
 * Cloudflare's assets layer serves before the Worker runs, and a unit test keeps that file equal to this list.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  // No page of ours is meant to be framed (login and /me could be clickjacked): the old header for old browsers, and
  // frame-ancestors, which browsers ignore in a <meta> policy, so it is a header of its own.
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
};

const CSP = 'Content-Security-Policy';

function addTo(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name !== CSP) headers.set(name, value);
    else if (!headers.get(CSP)?.includes('frame-ancestors')) headers.append(CSP, value);
  }
}

/**
 * The response with the security headers, set in place where the response allows it (pages Astro renders); responses
 * from `fetch`, the cache and the ASSETS binding have immutable headers, so those are copied first. A policy already on
 * the response (Astro's, with the hashes of its scripts) is kept and the frame-ancestors policy is added next to it: a
 * browser enforces both.
 */
export function withSecurityHeaders(response: Response): Response {
  try {
    addTo(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    addTo(copy.headers);
    return copy;
  }
}
