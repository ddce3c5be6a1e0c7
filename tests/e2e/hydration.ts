import { expect, type Page, type Request } from '@playwright/test';

/**
 * Waits until the page's islands that hydrate by themselves have: client:load, and client:interaction where its `eager`
 * media query matches (Astro drops `ssr` from an island once React runs it, and keeps the directive's value in `opts`).
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('astro-island[ssr]')].filter((island) => {
            if (island.getAttribute('client') === 'load') return true;
            if (island.getAttribute('client') !== 'interaction') return false;
            const eager = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: { eager?: string } }).value?.eager;
            return !!eager && matchMedia(eager).matches;
          }).length,
      ),
    )
    .toBe(0);
}

const nextPaint = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Follows the page's calls to the API from now on. `settled()` resolves once the client:load islands have hydrated,
 * every call made so far has been answered, and the answers are painted with no new call started by them: the state a
 * check of the finished page needs, reached as soon as it holds (a network-idle wait sits out 500 ms of quiet every
 * time, and counts images and module warm-up as well).
 */
export function trackApiCalls(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async settled() {
      await islandsHydrated(page);
      do {
        await expect.poll(() => inFlight.size).toBe(0);
        await nextPaint(page);
      } while (inFlight.size > 0);
    },
  };
}
