// Home carousels (issue 18): the banners rotate every 5 s, stop while focus is inside and with reduced motion, and
// their arrows and dots work by keyboard; the curated product rows page with arrows on desktop.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 750;
const ROTATION_MS = 5000;

const carousel = (page: Page) => page.getByRole('region', { name: 'Promotions' });
const dot = (page: Page, n: number) => carousel(page).getByRole('button', { name: `Banner ${n} of 4` });

/** The slide whose left edge is at the track's scroll position (the one on screen). */
const slideInView = (page: Page) =>
  page.locator('[data-carousel-track]').evaluate((track) => {
    const slides = [...track.children] as HTMLElement[];
    return slides.findIndex((s) => Math.abs(s.offsetLeft - track.scrollLeft) < 4) + 1;
  });

test.beforeEach(async ({ page }) => {
  // The pointer stays off the carousel (hovering stops the rotation), and the page's timers run on a clock the test
  // moves on, so a rotation is checked without waiting for it.
  await page.mouse.move(0, 0);
  await page.clock.install();
});

/** Moves the page's clock past one rotation. */
const afterOneRotation = (page: Page) => page.clock.runFor(ROTATION_MS + 500);

test('the banners advance on their own every few seconds', async ({ page }) => {
  await page.goto('/');
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await afterOneRotation(page);
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  await expect(dot(page, 1)).not.toHaveAttribute('aria-current', 'true');
  await expect.poll(() => slideInView(page)).toBe(2);
  await expectNoSeriousA11yViolations(page, { include: '[data-banner-carousel]' });
});

test('the banners stop rotating while focus is inside them', async ({ page }) => {
  await page.goto('/');
  await dot(page, 1).focus();
  await afterOneRotation(page);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => slideInView(page)).toBe(1);
});

test('the banners do not rotate when the shopper asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await afterOneRotation(page);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  // The stop/rotate button offers to start it.
  await expect(carousel(page).getByRole('button', { name: 'Rotate the banners' })).toBeVisible();
});

test('arrows and dots move the banners by keyboard', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await dot(page, 3).focus();
  await page.keyboard.press('Enter');
  await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => slideInView(page)).toBe(3);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => slideInView(page)).toBe(4);
  if (isDesktop(page)) {
    await carousel(page).getByRole('button', { name: 'Next banner' }).focus();
    await page.keyboard.press('Enter');
    // After the last comes the first again.
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => slideInView(page)).toBe(1);
    await carousel(page).getByRole('button', { name: 'Previous banner' }).focus();
    await page.keyboard.press('Enter');
    await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
  }
});

test('the stop button stops the rotation and starts it again', async ({ page }) => {
  await page.goto('/');
  const stop = carousel(page).getByRole('button', { name: 'Stop the banners rotating' });
  await stop.click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(carousel(page).getByRole('button', { name: 'Rotate the banners' })).toBeVisible();
  await afterOneRotation(page);
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
});

test('a curated row pages by its arrows on desktop', async ({ page }) => {
  test.skip(!isDesktop(page), 'phones swipe the row');
  await page.goto('/');
  const row = page.locator('[data-product-row]').first();
  const track = row.locator('.product-grid.row');
  const next = row.getByRole('button', { name: 'More products' });
  const prev = row.getByRole('button', { name: 'Previous products' });
  await expect(prev).toHaveAttribute('aria-disabled', 'true');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
  await expect(prev).toHaveAttribute('aria-disabled', 'false');
  // The first card of the second page is the sixth, whole on screen.
  const box = (await row.locator('li').nth(5).boundingBox())!;
  const rowBox = (await track.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(rowBox.x - 2);
  await prev.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
});
