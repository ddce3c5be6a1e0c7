import { describe, expect, it } from 'vitest';
import { DISALLOWED, PUBLIC_PAGES, robotsTxt, sitemapXml } from './sitemap';

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://shop.test', { product_nos: ['P-1&2'], category_ids: [101] });

  it('lists every public page, category and product in the three languages', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength((PUBLIC_PAGES.length + 2) * 3);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://shop.test/',
        'https://shop.test/id/faqs',
        'https://shop.test/zh/commodityList?typeId=101',
        'https://shop.test/id/commodDetail?product_no=P-1%262',
      ]),
    );
  });

  it('gives each URL its alternates, English as x-default', () => {
    const first = xml.match(/<url>.*?<\/url>/)?.[0] ?? '';
    expect(first).toContain('hreflang="id" href="https://shop.test/id"');
    expect(first).toContain('hreflang="zh-CN" href="https://shop.test/zh"');
    expect(first).toContain('hreflang="x-default" href="https://shop.test/"');
  });
});

describe('robots.txt', () => {
  const robots = robotsTxt('https://shop.test');
  const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);

  it('points at the sitemap and keeps crawlers off the API and member pages in every language', () => {
    expect(robots).toContain('Sitemap: https://shop.test/sitemap.xml');
    expect(disallowed).toEqual(expect.arrayContaining(['/api/', '/me', '/id/me', '/zh/cart', '/zh/login']));
  });

  it('blocks no public page (Disallow matches by prefix)', () => {
    const publicPaths = [...PUBLIC_PAGES, '/commodityList', '/commodDetail'].flatMap((p) => [
      p,
      `/id${p === '/' ? '' : p}`,
      `/zh${p === '/' ? '' : p}`,
    ]);
    for (const path of publicPaths)
      expect(
        disallowed.filter((d) => path.startsWith(d)),
        path,
      ).toEqual([]);
    expect(DISALLOWED.every((p) => p.startsWith('/'))).toBe(true);
  });
});
