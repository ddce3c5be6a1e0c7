import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../shared/contract/address';
import { ERR } from '../../shared/errors';
import { type FakeAnswer, type FakeCall, fakeMemberApi, refuse } from '../../../tests/unit/fake-api';
import { $memberKey, $memberState } from '../me/member';
import { mutateCache } from '../query';
import { $toast } from '../toast';
import { $addressChange, $addresses } from './book';

const BANDUNG: Address = {
  address_id: 'A-1',
  first_name: 'Budi',
  last_name: 'Santoso',
  phone: '6281234567890',
  country: 'ID',
  state: 'Jawa Barat',
  city: 'Kota Bandung',
  area: 'Coblong',
  address_line1: 'Jl. Dago No. 1',
  address_line2: '',
  postal_code: '40132',
  is_default: 1,
};
const JAKARTA: Address = { ...BANDUNG, address_id: 'A-2', first_name: 'Ani', is_default: 0 };

let stops: (() => void)[] = [];

/** A signed-in member's page showing the book, whose calls answer as `answer` says. */
function stubApi(answer: (call: FakeCall) => FakeAnswer) {
  const calls = fakeMemberApi(answer);
  stops = [$addresses.listen(() => {}), $addressChange.listen(() => {})];
  return calls;
}

beforeEach(() => $toast.set(null));
afterEach(() => {
  for (const stop of stops) stop();
  cleanStores($memberState, $memberKey);
  $memberState.set('loading');
  mutateCache(() => true);
  vi.unstubAllGlobals();
});

describe('the address book', () => {
  it('asks for the list once the member is known', async () => {
    const calls = stubApi(() => ({ data: [BANDUNG] }));
    expect($addresses.get().data).toBeUndefined();
    await vi.waitFor(() => expect($addresses.get().data).toEqual([BANDUNG]));
    expect(calls.map((c) => c.path)).toEqual(['/member/user/info', '/member/address/list']);
  });

  it('keeps the failure, which the API client has told', async () => {
    stubApi(() => refuse(ERR.SYSTEM_CALL_EXCEPTION));
    await vi.waitFor(() => expect($addresses.get().error).toBeDefined());
    expect($addresses.get().data).toBeUndefined();
    expect($toast.get()?.text).toBe('refused');
  });

  it('makes another address the default, says so, and shows the list as the server now has it', async () => {
    let list = [BANDUNG, JAKARTA];
    const calls = stubApi((call) => {
      if (call.path === '/member/address/set_default')
        list = [
          { ...JAKARTA, is_default: 1 },
          { ...BANDUNG, is_default: 0 },
        ];
      return { data: list };
    });
    await vi.waitFor(() => expect($addresses.get().data).toHaveLength(2));
    const changing = $addressChange.mutate({ kind: 'default', address_id: 'A-2' });
    expect($addressChange.get().loading).toBe(true);
    await changing;
    expect($addressChange.get().loading).toBe(false);
    expect(calls.find((c) => c.path === '/member/address/set_default')?.body).toEqual({ address_id: 'A-2' });
    expect($toast.get()?.text).toBe('address.defaultSet');
    expect($addresses.get().data?.[0]).toMatchObject({ address_id: 'A-2', is_default: 1 });
  });

  it('deletes one, and keeps the list when the delete is refused', async () => {
    let list = [BANDUNG, JAKARTA];
    stubApi((call) => {
      if (call.path !== '/member/address/delete') return { data: list };
      if ((call.body as { address_id: string }).address_id === 'A-1') return refuse(ERR.INVALID_PARAMETER);
      list = [BANDUNG];
      return undefined;
    });
    await vi.waitFor(() => expect($addresses.get().data).toHaveLength(2));
    await $addressChange.mutate({ kind: 'delete', address_id: 'A-2' });
    expect($toast.get()?.text).toBe('address.deleted');
    expect($addresses.get().data).toEqual([BANDUNG]);
    await $addressChange.mutate({ kind: 'delete', address_id: 'A-1' });
    expect($addressChange.get()).toMatchObject({ loading: false });
    expect($addressChange.get().error).toBeDefined();
    expect($addresses.get().data).toEqual([BANDUNG]);
  });
});
