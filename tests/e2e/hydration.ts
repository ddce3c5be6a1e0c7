import { expect, type Page } from '@playwright/test';

/** Waits until the page's client:load islands have hydrated (Astro drops `ssr` from an island once React runs it). */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr][client="load"]')).toHaveCount(0);
}
