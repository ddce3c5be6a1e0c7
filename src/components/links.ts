/** Where the chrome's outside links go. */
import { localizePath, type Lang } from '../shared/lang';

export type AppPlatform = 'ios' | 'android';

/**
 * The company site for 'about us' (spec §2: an external site, opened in a new tab) is operator configuration.
 * Without it, 'about us' leads to our own /about page.
 */
export function aboutUsLink(lang: Lang): { href: string; external: boolean } {
  const external: unknown = import.meta.env.PUBLIC_ABOUT_US_URL;
  if (typeof external === 'string' && /^https:\/\//.test(external)) return { href: external, external: true };
  return { href: localizePath('/about', lang), external: false };
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

export function orderDetailUrl(orderNo: string, lang: Lang): string {
  return localizePath(`/orderDetail/${encodeURIComponent(orderNo)}`, lang);
}

/** encodeURIComponent, not URLSearchParams: built for every card of a list, and the runtime's class costs more. */
export function productDetailUrl(productNo: string, lang: Lang): string {
  return `${localizePath('/commodDetail', lang)}?product_no=${encodeURIComponent(productNo)}`;
}

/**
 * The store listings are operator configuration (PUBLIC_IOS_APP_URL, PUBLIC_ANDROID_APP_URL). Until the listings are
 * published, each store's search for our name is the one address that cannot send a shopper to somebody else's app.
 */
export function appStoreUrl(platform: AppPlatform): string {
  const configured: unknown = platform === 'ios' ? import.meta.env.PUBLIC_IOS_APP_URL : import.meta.env.PUBLIC_ANDROID_APP_URL;
  if (typeof configured === 'string' && /^https:\/\//.test(configured)) return configured;
  return platform === 'ios' ? 'https://apps.apple.com/search?term=KedaiKita' : 'https://play.google.com/store/search?q=KedaiKita&c=apps';
}

/** The platform a /downloadApp visit is for: the QR code's ?platform= first, else the device, else unknown. */
export function downloadPlatform(query: string | null, userAgent: string): AppPlatform | null {
  if (query === 'ios' || query === 'android') return query;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}
