import { afterEach, describe, expect, it, vi } from 'vitest';
import { aboutUsLink, categoryListUrl, downloadAppUrl, productDetailUrl } from './links';

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
    expect(productDetailUrl('A&B 1', 'en')).toBe('/commodDetail?product_no=A%26B+1');
  });

  it('points the download QR codes at our absolute /downloadApp URL per platform', () => {
    expect(downloadAppUrl('ios', 'en', 'https://shop.test')).toBe('https://shop.test/downloadApp?platform=ios');
    expect(downloadAppUrl('android', 'id', new URL('https://shop.test/x'))).toBe(
      'https://shop.test/id/downloadApp?platform=android',
    );
  });

  it('sends about us to the configured company site in a new tab', () => {
    vi.stubEnv('PUBLIC_ABOUT_US_URL', 'https://company.test/about');
    expect(aboutUsLink('en')).toEqual({ href: 'https://company.test/about', external: true });
  });

  it('falls back to the about block of our home page when no company site is configured', () => {
    vi.stubEnv('PUBLIC_ABOUT_US_URL', '');
    expect(aboutUsLink('id')).toEqual({ href: '/id#about-us', external: false });
    vi.stubEnv('PUBLIC_ABOUT_US_URL', 'javascript:alert(1)');
    expect(aboutUsLink('en')).toEqual({ href: '/#about-us', external: false });
  });
});
