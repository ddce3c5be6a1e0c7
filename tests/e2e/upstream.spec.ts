// One data path (issue 12): with UPSTREAM_API_URL set, pages render from the backend it names and the browser's /api
// calls reach that same backend. A second built worker runs against a stand-in backend (upstream-stand-in.ts) on
// local D1 databases that are empty (a fresh persist directory, no migrations): any D1 read there fails with "no such
// table", so a page that shows the stand-in's catalog read nothing locally.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { startBuiltWorker } from '../../scripts/serve-built.mjs';
import { STORE_NO } from '../../src/shared/constants';
import { freePort } from './free-port.mjs';
import { type ReceivedRequest, type StandIn, startUpstream, UPSTREAM_CATALOG } from './upstream-stand-in';

const { product, similar, category } = UPSTREAM_CATALOG;

/** The spec's headers (§7) on every call, for an English page of the default country. */
const SPEC_HEADERS = { language: 'en', 'x-locale': 'ID', platform: 'H5', 'x-store-no': STORE_NO };

// One worker start for the file: its tests run in order, in one Playwright worker.
test.describe.configure({ mode: 'default' });

let upstream: StandIn;
let worker: ChildProcess;
let persistTo: string;
let origin: string;

test.beforeAll(async () => {
  // Here, not as a fixture condition: a test-scoped one (isMobile) is read after beforeAll, which would start a worker
  // for nothing. What is proved does not depend on the width, so the desktop project alone runs the file.
  test.skip(!!test.info().project.use.isMobile, 'the data path is the same at every width');
  test.setTimeout(120_000);
  upstream = await startUpstream();
  persistTo = mkdtempSync(join(tmpdir(), 'storefront-empty-d1-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  worker = startBuiltWorker(
    { host: '127.0.0.1', port, persistTo, inspectorPort: await freePort(), quiet: true, vars: { UPSTREAM_API_URL: upstream.url } },
    { detached: true },
  );
  // robots.txt makes no API call: waiting on it leaves the stand-in's record to the tests.
  const serving = () =>
    fetch(`${origin}/robots.txt`)
      .then((r) => r.ok)
      .catch(() => false);
  await expect.poll(serving, { timeout: 100_000, intervals: [250] }).toBe(true);
});

test.afterAll(async () => {
  if (worker?.pid && worker.exitCode === null) {
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    process.kill(-worker.pid, 'SIGTERM');
    await exited;
  }
  await upstream?.close();
  if (persistTo) rmSync(persistTo, { recursive: true, force: true });
});

/** A path of the second worker (the suite's own server, baseURL, reads the seed). */
const at = (path: string) => `${origin}${path}`;

/**
 * The request the stand-in received for `method path`, made by the pages' server (`from: 'page'`) or forwarded by the
 * BFF for the browser (`from: 'browser'`): only the BFF sends X-Forwarded-Origin, the shopper's origin.
 */
async function receivedCall(method: string, path: string, from: 'page' | 'browser'): Promise<ReceivedRequest> {
  const find = () =>
    upstream.received.find(
      (r) =>
        r.method === method &&
        r.path === path &&
        (from === 'browser' ? r.headers['x-forwarded-origin'] === origin : !r.headers['x-forwarded-origin']),
    );
  await expect.poll(find, { message: `${method} ${path} from the ${from}` }).toBeDefined();
  const call = find()!;
  expect(call.headers).toMatchObject(SPEC_HEADERS);
  return call;
}

const card = (page: Page, productNo: string) => page.locator(`[data-product-no="${productNo}"]`).first();

test('the worker under test has empty local databases: a direct D1 read fails', async ({ request }) => {
  // The development outbox reads D1 itself, without the API: on tables that do not exist it fails.
  expect((await request.get(at('/dev/outbox.json'))).status()).toBe(500);
});

test('the home page shows the upstream categories, curated section and recommendations', async ({ page }) => {
  await page.goto(at('/'));
  await expect(page.getByRole('heading', { name: UPSTREAM_CATALOG.section })).toBeVisible();
  await expect(card(page, product.no)).toContainText(product.name);
  await expect(card(page, product.no)).toContainText(product.priceText);
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category.name })).toBeVisible();

  await receivedCall('GET', '/nav/type/list', 'page');
  await receivedCall('GET', '/cms/api/decoration', 'page');
  const recommend = await receivedCall('POST', '/consumer/product/product_recommend', 'page');
  expect(recommend.body).toMatchObject({ page_num: 1 });
  // The browser's start-up calls go through the BFF to the same backend.
  const load = await receivedCall('POST', '/support/api/app/load', 'browser');
  expect(load.headers.deviceid).toBeTruthy();
});

test('a category list shows the upstream products of the category', async ({ page }) => {
  await page.goto(at(`/commodityList?typeId=${category.id}`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(card(page, product.no)).toContainText(product.name);
  await expect(card(page, product.no)).toContainText(product.priceText);
  const list = await receivedCall('POST', '/consumer/product/list', 'page');
  expect(list.body).toMatchObject({ type_id: category.id, page_num: 1 });
});

test('the product detail page shows the upstream product, counts its view and loads its similar products there', async ({ page }) => {
  await page.goto(at(`/commodDetail?product_no=${product.no}`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('main').getByText(product.priceText).first()).toBeVisible();
  await receivedCall('GET', `/consumer/product/min_sku_detail/${product.no}`, 'page');

  const view = await receivedCall('POST', '/consumer/product/visit/views', 'browser');
  expect(view.body).toEqual({ product_no: product.no });

  const similarRegion = page.getByRole('region', { name: 'Similar products' });
  await similarRegion.scrollIntoViewIfNeeded();
  await expect(card(page, similar.no)).toContainText(similar.name);
  const similarCall = await receivedCall('POST', '/consumer/product/similar', 'page');
  expect(similarCall.body).toMatchObject({ product_no: product.no });
});

test("the search box's suggestions come from the upstream", async ({ page }) => {
  await page.goto(at('/cate'));
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.click();
  await box.fill('durian');
  // The first focus downloads and hydrates the search island, on a machine that also runs the second worker.
  await expect(page.getByRole('link', { name: product.name })).toBeVisible({ timeout: 15_000 });
  const suggest = await receivedCall('POST', '/search/suggest', 'browser');
  expect(suggest.body).toEqual({ keyword: 'durian' });
});

test('the sitemap lists the upstream catalog, and only it', async ({ request }) => {
  const res = await request.get(at('/sitemap.xml'));
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const products = [...xml.matchAll(/<loc>[^<]*\/commodDetail\?product_no=([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(new Set(products)).toEqual(new Set([product.no, similar.no]));
  expect(xml).toContain(`/zh/commodityList?typeId=${category.id}</loc>`);
  await receivedCall('GET', '/consumer/product/sitemap', 'page');
});
