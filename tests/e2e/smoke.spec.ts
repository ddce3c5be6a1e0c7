import { expect, test } from '@playwright/test';
import { appLoad } from '../../src/shared/contract/refs/support';
import { apiOf } from './api';
import { expectNoSeriousA11yViolations } from './axe';

test('home answers 200 with an HTML page in a language', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-type']).toContain('text/html');
  await expect(page.locator('html')).toHaveAttribute('lang', /^(en|id|zh-CN)$/);
  await expectNoSeriousA11yViolations(page);
});

test('app/load answers code 0 with the three countries', async ({ request }) => {
  const { status, body } = await apiOf(request).envelope(appLoad, {});
  expect(status).toBe(200);
  expect(body.code).toBe(0);
  expect(body.data.countrys.map((c) => c.country_code).sort()).toEqual(['ID', 'MY', 'SG']);
  expect(typeof body.data.server_time).toBe('number');
});

test('robots.txt and sitemap.xml lead crawlers to the catalog in three languages', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml.match(/<loc>[^<]*\/id\/commodDetail\?product_no=/g)?.length ?? 0).toBeGreaterThan(100);
  expect(xml).toContain('/zh/commodityList?typeId=');
});
