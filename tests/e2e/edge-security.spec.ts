// What the built worker answers at its edge, whatever path it is asked for: the security headers on every kind of
// answer, no redirect to another host, and malformed addresses as the not-found page, never a failure with a trace.
import { request as httpRequest } from 'node:http';
import { expect, test, type APIResponse } from '@playwright/test';
import { SECURITY_HEADERS } from '../../functions/edge/security-headers';

/** Header names as Playwright reports them (lower case). */
function expectSecurityHeaders(res: APIResponse, what: string) {
  const headers = res.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'Content-Security-Policy') expect(headers['content-security-policy'], `${what}: ${name}`).toContain(value);
    else expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
}

/**
 * A GET sent as written, with no client-side URL parsing (Playwright's client would turn '\' into '/'), answered
 * without following redirects.
 */
function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET', headers: { Accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('security headers', () => {
  test('are on rendered and prerendered pages, the API, errors and redirects', async ({ request }) => {
    const answers: [string, APIResponse, number][] = [
      ['rendered page', await request.get('/cate'), 200],
      ['prerendered policy page', await request.get('/privacy'), 200],
      ['prerendered page in Indonesian', await request.get('/id/privacy'), 200],
      ['API call', await request.get('/api/nav/type/list'), 200],
      ['API error', await request.get('/api/no/such/call'), 404],
      ['not-found page', await request.get('/no-such-page'), 404],
      ['language redirect', await request.get('/en/cate', { maxRedirects: 0 }), 308],
      ['remembered-language redirect', await request.get('/', { maxRedirects: 0, headers: { Cookie: 'lang=id' } }), 302],
    ];
    for (const [what, res, status] of answers) {
      expect(res.status(), what).toBe(status);
      expectSecurityHeaders(res, what);
    }
  });

  test('keep the page’s own script policy next to frame-ancestors', async ({ request }) => {
    const policy = (await request.get('/cate')).headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

test.describe('redirects stay on this site', () => {
  const OFFSITE = [
    '/en//evil.example',
    '/en//evil.example?x=1',
    '/en/\\evil.example',
    '/en/%5Cevil.example',
    '/en/%5C%5Cevil.example',
    '/en/%2F%2Fevil.example',
    '/en/%2Fevil.example',
    '/en/%09/evil.example',
    '/en/%252F%252Fevil.example',
    '/id//evil.example',
    '//evil.example/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/\\evil.example/',
  ];
  for (const path of OFFSITE) {
    test(`GET ${path}`, async ({ baseURL }) => {
      const res = await rawGet(baseURL!, path);
      expect(res.status, path).toBeLessThan(500);
      if (res.location !== undefined) {
        expect(new URL(res.location, baseURL).origin, `${path} → ${res.location}`).toBe(new URL(baseURL!).origin);
        expect(res.location, path).not.toMatch(/^[/\\]{2}|\\|%5c|%2f/i);
      }
    });
  }

  test('the language list links back only to a page of this site', async ({ request }) => {
    for (const from of ['%2Fid%2F%2Fevil.example', '%2Fzh%2F%5Cevil.example', '%2Fid%2F%252F%252Fevil.example']) {
      const html = await (await request.get(`/setLanguage?from=${from}`)).text();
      const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!);
      expect(hrefs.length, from).toBeGreaterThan(3);
      for (const href of hrefs) expect(href, `${from}: ${href}`).not.toMatch(/^[/\\]{2}|\\|evil/i);
    }
  });
});

test.describe('malformed addresses', () => {
  for (const path of ['/%', '/%E0%A4%A', '/id/%E0%A4%A', '/commodityList?keyword=%E0%A4%A', '/commodDetail?product_no=%']) {
    test(`GET ${path} is the not-found page, without a trace`, async ({ baseURL }) => {
      const res = await rawGet(baseURL!, path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body).toMatch(/^<!DOCTYPE html>/i);
      expect(res.body).not.toMatch(/\n\s+at |node_modules|\.m?[jt]s:\d+:\d+/);
    });
  }
});
