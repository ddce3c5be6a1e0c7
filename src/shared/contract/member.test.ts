import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ACCOUNT_TYPE, LOGIN_TYPE, accountKey, login } from './member';

describe('accountKey', () => {
  it('keys a phone by dial code and national number without the trunk 0', () => {
    expect(accountKey(ACCOUNT_TYPE.phone, '081234567890', '62')).toBe('6281234567890');
    expect(accountKey(ACCOUNT_TYPE.phone, '81234567890', '62')).toBe('6281234567890');
    expect(accountKey(ACCOUNT_TYPE.phone, '91234567', '65')).toBe('6591234567');
  });
  it('keys an e-mail trimmed and in lower case', () => {
    expect(accountKey(ACCOUNT_TYPE.email, '  Siti.Rahma@Example.COM ')).toBe('siti.rahma@example.com');
  });
  it('refuses what the rules of §5 refuse', () => {
    expect(accountKey(ACCOUNT_TYPE.phone, '71234567', '65')).toBeNull();
    expect(accountKey(ACCOUNT_TYPE.phone, '81234567890', '1')).toBeNull();
    expect(accountKey(ACCOUNT_TYPE.phone, '+6281234567890', '62')).toBeNull();
    expect(accountKey(ACCOUNT_TYPE.email, 'not-an-email')).toBeNull();
  });
});

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
