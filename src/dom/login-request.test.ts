import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_MESSAGE } from '../shared/constants';
import { allowedOrigins, asksForLogin, trustedOrigin } from './login-request';

describe('a LOGIN message (spec §4)', () => {
  it('asks for the login as an object or a JSON string, but not our own log-out notice', () => {
    expect(asksForLogin({ type: 'LOGIN' })).toBe(true);
    expect(asksForLogin('{"type":"LOGIN"}')).toBe(true);
    expect(asksForLogin({ type: 'LOGIN', message: LOGGED_OUT_MESSAGE })).toBe(false);
    expect(asksForLogin({ type: 'LOGOUT' })).toBe(false);
    expect(asksForLogin('LOGIN')).toBe(false);
    expect(asksForLogin(null)).toBe(false);
  });

  it('is taken from this origin and the allowed embedding hosts only', () => {
    const allowed = allowedOrigins(' https://partner.example , http://localhost:8080, javascript:alert(1), https://a.example/path');
    expect(allowed).toEqual(['https://partner.example', 'http://localhost:8080']);
    expect(trustedOrigin('https://shop.example', 'https://shop.example', allowed)).toBe(true);
    expect(trustedOrigin('https://partner.example', 'https://shop.example', allowed)).toBe(true);
    expect(trustedOrigin('https://evil.example', 'https://shop.example', allowed)).toBe(false);
    expect(trustedOrigin('null', 'https://shop.example', allowedOrigins(undefined))).toBe(false);
  });
});
