// What the built worker answers at its edge, whatever path it is asked for: the security headers on every kind of answer.
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
