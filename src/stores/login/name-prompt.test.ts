// The name a new member is asked for after their first login (issue 29, item 16): checked by the profile's rule before
// any call, saved through update_name into the member store, a refusal said in the form; asked only of a member the
// login created whose name the shop made.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_MEMBER, fakeApi, ok, refuse } from '../../../tests/unit/fake-api';
import { ERR } from '../../shared/errors';
import { messagesFor } from '../../shared/i18n';
import { $messages } from '../i18n';
import { $userInfo } from '../state';
import { asksForName, createNamePrompt } from './name-prompt';

const en = messagesFor('en');
const MADE = { ...FAKE_MEMBER, user_name: 'KedaiKita0784', name_chosen: false };

beforeEach(() => {
  $messages.set(en);
  $userInfo.setKey('userInfo', MADE);
});
afterEach(() => {
  vi.unstubAllGlobals();
  $userInfo.setKey('userInfo', null);
});

describe('the name prompt', () => {
  it('says what a name must be and asks nothing for an empty one', async () => {
    const calls = fakeApi(() => undefined);
    const prompt = createNamePrompt();
    prompt.type('   ');
    expect(await prompt.save()).toBe(false);
    expect(prompt.$prompt.get().error).toBe('Use 1 to 40 characters.');
    expect(calls).toEqual([]);
  });

  it('saves the trimmed name through update_name and puts the answered member in the store', async () => {
    const calls = fakeApi(({ body }) => ok({ ...MADE, user_name: body.user_name, name_chosen: true }));
    const prompt = createNamePrompt();
    prompt.type('  Wati  ');
    expect(await prompt.save()).toBe(true);
    expect(calls.map((c) => [c.path, c.body])).toEqual([['/member/user/update_name', { user_name: 'Wati' }]]);
    expect($userInfo.get().userInfo).toMatchObject({ user_name: 'Wati', name_chosen: true });
    expect(prompt.$prompt.get()).toMatchObject({ error: '', busy: false });
  });

  it("says in the form why the API refused the name (another member's)", async () => {
    fakeApi(() => refuse(ERR.NAME_EXISTS));
    const prompt = createNamePrompt();
    prompt.type('Demo Shopper');
    expect(await prompt.save()).toBe(false);
    expect(prompt.$prompt.get()).toMatchObject({ error: en['error.1101001'], busy: false });
    expect($userInfo.get().userInfo?.name_chosen).toBe(false);
  });

  it('is asked only after a login that created a member whose name the shop made', () => {
    expect(asksForName(true)).toBe(true);
    expect(asksForName(false)).toBe(false);
    $userInfo.setKey('userInfo', { ...MADE, name_chosen: true });
    expect(asksForName(true)).toBe(false);
  });
});
