import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE, DELETION_REASON } from '../../shared/contract/constants';
import { ERR } from '../../shared/errors';
import { FAKE_MEMBER, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { $userInfo } from '../state';
import { codeAccounts, createDeletion, deletionReady, pickAccount } from './deletion';

const EMAIL = { type: ACCOUNT_TYPE.email, email: FAKE_MEMBER.email } as const;

beforeEach(() => {
  // logOut tells the page's other scripts through a window message.
  vi.stubGlobal('window', { postMessage: vi.fn() });
  vi.stubGlobal('location', { origin: 'http://localhost' });
  $userInfo.setKey('userInfo', FAKE_MEMBER);
});
afterEach(() => vi.unstubAllGlobals());

describe("the member's accounts for the code", () => {
  it('are the phone, then the e-mail; the chosen one, else the first', () => {
    const accounts = codeAccounts(FAKE_MEMBER);
    expect(accounts.map((a) => a.kind)).toEqual(['phone', 'email']);
    expect(pickAccount(accounts, null)?.kind).toBe('phone');
    expect(pickAccount(accounts, 'email')?.account).toEqual(EMAIL);
    expect(codeAccounts({ ...FAKE_MEMBER, phone: '' }).map((a) => a.kind)).toEqual(['email']);
  });
});

describe('deleting the account', () => {
  it('needs a reason, an account and six digits', () => {
    const deletion = createDeletion();
    expect(deletionReady(deletion.$deletion.get(), EMAIL)).toBe(false);
    deletion.setReason(DELETION_REASON.noLongerUsing);
    deletion.setCode('123456');
    expect(deletionReady(deletion.$deletion.get(), undefined)).toBe(false);
    expect(deletionReady(deletion.$deletion.get(), EMAIL)).toBe(true);
  });

  it('starts again with no code when the other account is chosen', () => {
    const deletion = createDeletion();
    deletion.setCode('123456');
    deletion.chooseAccount('email');
    expect(deletion.$deletion.get()).toMatchObject({ kind: 'email', code: '' });
  });

  it('closes the account, logs out here too and keeps the erase day', async () => {
    const calls = fakeApi((call) =>
      call.path === '/member/user/delete' ? { data: { erase_after: '2030-01-10T00:00:00.000Z' } } : undefined,
    );
    const deletion = createDeletion();
    deletion.setReason(DELETION_REASON.other);
    deletion.setCode('123456');
    const deleting = deletion.submit(EMAIL);
    expect(deletion.$deletion.get().deleting).toBe(true);
    await deleting;
    expect(calls.map((c) => c.path)).toEqual(['/member/user/delete', '/member/user/logout']);
    expect(calls[0]?.body).toEqual({ reason: DELETION_REASON.other, type_id: ACCOUNT_TYPE.email, check_code: '123456' });
    expect(deletion.$deletion.get()).toMatchObject({ deleting: false, eraseAfter: '2030-01-10T00:00:00.000Z', error: '' });
    expect($userInfo.get().userInfo).toBeNull();
  });

  it("keeps the member and says the refusal's message (the server's, where the page has no text)", async () => {
    fakeApi(() => refuse(ERR.UNFINISHED_ORDERS));
    const deletion = createDeletion();
    deletion.setReason(DELETION_REASON.other);
    deletion.setCode('123456');
    deletion.fail('earlier failure');
    await deletion.submit(EMAIL);
    expect(deletion.$deletion.get()).toMatchObject({ deleting: false, eraseAfter: null, error: 'refused' });
    expect($userInfo.get().userInfo).toEqual(FAKE_MEMBER);
  });

  it('sends nothing when not ready', async () => {
    const calls = fakeApi(() => undefined);
    const deletion = createDeletion();
    deletion.setCode('12');
    await deletion.submit(EMAIL);
    expect(calls).toEqual([]);
  });
});
