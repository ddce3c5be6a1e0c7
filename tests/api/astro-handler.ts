// Stands in for @astrojs/cloudflare/handler in the api project only (vitest alias): Astro's handler needs the
// virtual modules of an `astro build`, and these tests cover the worker's /api half. Pages are tested end to end.
export function handle(request: Request): Response {
  return new Response(`pages are not served in api tests: ${new URL(request.url).pathname}`, { status: 404 });
}
