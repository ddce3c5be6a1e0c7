/** Where the chrome's outside links go. */
import { localizePath, type Lang } from '../shared/lang';

export type AppPlatform = 'ios' | 'android';

/**
 * The company site for 'about us' (spec §2: an external site, opened in a new tab) is operator configuration.
 * Without it, 'about us' leads to the about block on our own home page.
 */
export function aboutUsLink(lang: Lang): { href: string; external: boolean } {
  const external: unknown = import.meta.env.PUBLIC_ABOUT_US_URL;
  if (typeof external === 'string' && /^https:\/\//.test(external)) return { href: external, external: true };
  return { href: `${localizePath('/', lang)}#about-us`, external: false };
}

/** The download QR codes open our /downloadApp page, which knows the store listing for each platform. */
export function downloadAppUrl(platform: AppPlatform, lang: Lang, origin: URL | string): string {
  return new URL(`${localizePath('/downloadApp', lang)}?platform=${platform}`, origin).href;
}

/** A category opens the product list filtered by it (spec §2: /commodityList with typeId and source category). */
export function categoryListUrl(typeId: number | string, lang: Lang): string {
  const query = new URLSearchParams({ typeId: String(typeId), source: 'category' });
  return `${localizePath('/commodityList', lang)}?${query.toString()}`;
}

export function productDetailUrl(productNo: string, lang: Lang): string {
  return `${localizePath('/commodDetail', lang)}?${new URLSearchParams({ product_no: productNo }).toString()}`;
}
