import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutUsLink, appStoreUrl, categoryListUrl, downloadAppUrl, downloadPlatform, productDetailUrl } from './links';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('chrome links', () => {
  it('opens a category as the product list filtered by it, in the current language', () => {
    expect(categoryListUrl(12, 'en')).toBe('/commodityList?typeId=12&source=category');
    expect(categoryListUrl('7', 'zh-CN')).toBe('/zh/commodityList?typeId=7&source=category');
  });

  it('links a product card to its detail page with the product number encoded', () => {
    expect(productDetailUrl('P100', 'id')).toBe('/id/commodDetail?product_no=P100');
    expect(productDetailUrl('A&B 1', 'en')).toBe('/commodDetail?product_no=A%26B%201');
  });

  it('points the download QR codes at our absolute /downloadApp URL per platform', () => {
    expect(downloadAppUrl('ios', 'en', 'https://shop.test')).toBe('https://shop.test/downloadApp?platform=ios');
    expect(downloadAppUrl('android', 'id', new URL('https://shop.test/x'))).toBe('https://shop.test/id/downloadApp?platform=android');
  });

  it('sends about us to the configured company site in a new tab', () => {
    vi.stubEnv('PUBLIC_ABOUT_US_URL', 'https://company.test/about');
    expect(aboutUsLink('en')).toEqual({ href: 'https://company.test/about', external: true });
  });

  it('falls back to our about page when no company site is configured', () => {
    vi.stubEnv('PUBLIC_ABOUT_US_URL', '');
    expect(aboutUsLink('id')).toEqual({ href: '/id/about', external: false });
    vi.stubEnv('PUBLIC_ABOUT_US_URL', 'javascript:alert(1)');
    expect(aboutUsLink('en')).toEqual({ href: '/about', external: false });
  });

  it('uses the configured store listings, else each store searching for our name', () => {
    vi.stubEnv('PUBLIC_IOS_APP_URL', 'https://apps.apple.com/app/id1');
    vi.stubEnv('PUBLIC_ANDROID_APP_URL', 'http://insecure.test');
    expect(appStoreUrl('ios')).toBe('https://apps.apple.com/app/id1');
    expect(appStoreUrl('android')).toBe('https://play.google.com/store/search?q=KedaiKita&c=apps');
  });

  it('picks the download platform from the QR code, then the device', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)';
    const pixel = 'Mozilla/5.0 (Linux; Android 15; Pixel 8)';
    expect(downloadPlatform('android', iphone)).toBe('android');
    expect(downloadPlatform(null, iphone)).toBe('ios');
    expect(downloadPlatform('bogus', pixel)).toBe('android');
    expect(downloadPlatform(null, 'Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
  });
});
