import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { login } from './identity';
import { LOGIN_TYPE } from './constants';

describe('login input', () => {
  it('takes the fields of its login type', () => {
    const code = { login_type: LOGIN_TYPE.emailCode, account: 'a@b.co', check_code: '123456' };
    expect(v.is(login.input, code)).toBe(true);
    expect(v.is(login.input, { login_type: LOGIN_TYPE.google, code: 'c', state: 's' })).toBe(true);
    expect(v.is(login.input, { login_type: LOGIN_TYPE.nativeToken })).toBe(true);
  });

  it('refuses a login type without its proof, or with a code outside the rules', () => {
    expect(v.is(login.input, { login_type: LOGIN_TYPE.emailPassword, account: 'a@b.co' })).toBe(false);
    expect(v.is(login.input, { login_type: LOGIN_TYPE.phoneCode, account: '81234567890', check_code: '123456' })).toBe(false);
    expect(v.is(login.input, { login_type: LOGIN_TYPE.emailCode, account: 'a@b.co', check_code: '12345' })).toBe(false);
    expect(v.is(login.input, { login_type: 7 })).toBe(false);
  });

  it('names login_type when it is not one', () => {
    const result = v.safeParse(login.input, { login_type: 9 });
    expect(result.success).toBe(false);
    expect(v.getDotPath(result.issues![0]!)).toBe('login_type');
  });
});
