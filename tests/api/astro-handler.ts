// Stands in for @astrojs/cloudflare/handler in the api project only (vitest alias): Astro's handler needs the
// virtual modules of an `astro build`, and these tests cover the worker's /api half. Pages are tested end to end.
/** A path whose "page" throws, as a failure around Astro would: the worker's own error answer is tested with it. */
export const FAILING_PAGE = '/__failing-page';

export function handle(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith(FAILING_PAGE)) throw new Error('rendering failed');
  return new Response(`pages are not served in api tests: ${pathname}`, { status: 404 });
}
