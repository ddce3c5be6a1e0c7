import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, withSecurityHeaders } from './security-headers';

/** The headers of one path rule of a Cloudflare `_headers` file (the rule line, then indented `Name: value` lines). */
function headersRule(file: string, path: string): Record<string, string> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of file.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules.get(path) ?? {};
}

describe('security headers', () => {
  it('public/_headers gives static files and prerendered pages exactly the Worker’s headers', () => {
    const file = readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8');
    expect(headersRule(file, '/*')).toEqual(SECURITY_HEADERS);
  });

  it('are set on the response itself when its headers can change (no copy of a rendered page)', () => {
    const page = new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } });
    expect(withSecurityHeaders(page)).toBe(page);
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('are added to a response whose headers cannot change', async () => {
    const immutable = Response.redirect('https://shop.example/cate', 302);
    const res = withSecurityHeaders(immutable);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('https://shop.example/cate');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });

  it('keep the page’s own Content-Security-Policy and add frame-ancestors next to it, once', () => {
    const page = new Response('<!doctype html>', {
      headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-x'" },
    });
    const csp = withSecurityHeaders(withSecurityHeaders(page)).headers.get('Content-Security-Policy');
    expect(csp).toBe("default-src 'self'; script-src 'self' 'sha256-x', frame-ancestors 'none'");
  });
});
