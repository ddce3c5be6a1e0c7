import { describe, expect, it } from 'vitest';
import { APP_UA_TOKEN } from '../shared/platform';
import { APP_LOADING_CLASS } from '../shared/constants';
import { APP_LOADING_SCRIPT, CSP_DIRECTIVES, INLINE_SCRIPTS } from './security';

describe('content security policy', () => {
  it('hashes every inline script we render', () => {
    expect(INLINE_SCRIPTS).toContain(APP_LOADING_SCRIPT);
  });

  it('marks the page as loading only inside our native app', () => {
    const run = (userAgent: string) => {
      const classes = new Set<string>();
      const env = { navigator: { userAgent }, document: { documentElement: { classList: { add: (c: string) => classes.add(c) } } } };
      new Function('navigator', 'document', APP_LOADING_SCRIPT)(env.navigator, env.document);
      return classes;
    };
    expect(run(`Mozilla/5.0 (Linux; Android 14) ${APP_UA_TOKEN}/2.1`).has(APP_LOADING_CLASS)).toBe(true);
    expect(run('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1').size).toBe(0);
  });

  it('allows nothing from other origins except images, and no plugins or base rewriting', () => {
    expect(CSP_DIRECTIVES).toContain("default-src 'self'");
    expect(CSP_DIRECTIVES).toContain("object-src 'none'");
    expect(CSP_DIRECTIVES).toContain("base-uri 'self'");
    expect(CSP_DIRECTIVES.filter((d) => /https:|\*/.test(d))).toEqual(["img-src 'self' data: blob: https:"]);
  });
});
