/**
 * sitemap.xml: every public page in the three languages, each URL with its hreflang alternates, so search engines
 * show the shopper's language. Member, checkout and login pages are left out (robots.txt keeps crawlers off them).
 */
import type { CallOutput } from '../shared/contract/call';
import type { sitemap } from '../shared/contract/catalog';
import { escapeHtml } from '../shared/html';
import { DEFAULT_LANG, LANGS, localizePath } from '../shared/lang';

/** Public pages without parameters. */
export const PUBLIC_PAGES = [
  '/',
  '/cate',
  '/about',
  '/faqs',
  '/refundPolicy',
  '/agreement',
  '/policyTerms',
  '/privacy',
  '/vouchertcs',
  '/downloadApp',
  '/activities',
];

/** One <url> per language of a page, each listing all languages (and x-default, English) as alternates. */
function urlEntries(barePath: string, query: string, origin: URL | string): string[] {
  const href = (lang: (typeof LANGS)[number]) => new URL(localizePath(barePath, lang) + query, origin).href;
  const alternates = [
    ...LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(href(l))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(href(DEFAULT_LANG))}"/>`,
  ].join('');
  return LANGS.map((l) => `<url><loc>${escapeHtml(href(l))}</loc>${alternates}</url>`);
}

export function sitemapXml(origin: URL | string, entries: CallOutput<typeof sitemap>): string {
  const urls = [
    ...PUBLIC_PAGES.flatMap((p) => urlEntries(p, '', origin)),
    ...entries.category_ids.flatMap((id) => urlEntries('/commodityList', `?typeId=${id}`, origin)),
    ...entries.product_nos.flatMap((no) => urlEntries('/commodDetail', `?product_no=${encodeURIComponent(no)}`, origin)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Paths crawlers stay off: the API, development tools, member and checkout screens, login screens. */
export const DISALLOWED = [
  '/api/',
  '/dev/',
  '/fragments/',
  '/me',
  '/setting',
  '/cart',
  '/order',
  '/checkout',
  '/payment',
  '/address',
  '/message',
  '/points',
  '/coupons',
  '/couponsList',
  '/afterSale',
  '/refunds',
  '/refund-settings',
  '/applyRefund',
  '/shipmentTracking',
  '/tracking',
  '/delete',
  '/search',
  '/login',
  '/emailLogin',
  '/accountLogin',
  '/verificationCode',
  '/forgetPassword',
  '/verifyPhone',
  '/bindPhone',
  '/verifyEmail',
  '/bindEmail',
  '/setLanguage',
  '/setting-country',
];

export function robotsTxt(origin: URL | string): string {
  const rules = DISALLOWED.flatMap((p) => [`Disallow: ${p}`, `Disallow: /id${p}`, `Disallow: /zh${p}`]);
  return `User-agent: *\nAllow: /\n${rules.join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
