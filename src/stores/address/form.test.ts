import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../shared/contract/address';
import { ERR } from '../../shared/errors';
import { type FakeAnswer, type FakeCall, fakeMemberApi, refuse } from '../../../tests/unit/fake-api';
import { $memberKey, $memberState } from '../me/member';
import { mutateCache } from '../query';
import { addressProblems, createAddressForm, EMPTY_ADDRESS } from './form';

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
const AREAS: Record<string, { code: string; name: string }[]> = {
  '': [
    { code: '31', name: 'Daerah Khusus Ibukota Jakarta' },
    { code: '32', name: 'Jawa Barat' },
  ],
  '32': [{ code: '32.73', name: 'Kota Bandung' }],
  '32.73': [
    { code: '32.73.01', name: 'Sukasari' },
    { code: '32.73.02', name: 'Coblong' },
  ],
};

type Form = ReturnType<typeof createAddressForm>;
let stops: (() => void)[] = [];

/** A signed-in member's page showing `form`: the member, the areas and the list answer; `answer` the rest. */
function show(form: Form, answer: (call: FakeCall) => FakeAnswer = () => undefined, addresses: Address[] | number = [BANDUNG]) {
  const calls = fakeMemberApi((call) => {
    if (call.path === '/member/address/areas') return { data: AREAS[call.query.get('parent') ?? ''] ?? [] };
    if (call.path === '/member/address/list') return typeof addresses === 'number' ? refuse(addresses) : { data: addresses };
    return answer(call);
  });
  stops = [form.$form.listen(() => {}), form.$choices.listen(() => {})];
  return calls;
}

const open = (over: Partial<Parameters<typeof createAddressForm>[0]> = {}) =>
  createAddressForm({ addressId: null, country: 'ID', lang: 'en', from: null, ...over });

beforeEach(() => vi.stubGlobal('location', { assign: vi.fn() }));
afterEach(() => {
  for (const stop of stops) stop();
  cleanStores($memberState, $memberKey);
  $memberState.set('loading');
  mutateCache(() => true);
  vi.unstubAllGlobals();
});

describe('the form rules', () => {
  it("refuse what the country's form needs and lacks", () => {
    expect([...addressProblems(EMPTY_ADDRESS, 'ID')]).toEqual([
      'first_name',
      'phone',
      'state',
      'city',
      'area',
      'address_line1',
      'postal_code',
    ]);
    expect([...addressProblems(EMPTY_ADDRESS, 'SG')]).toEqual(['first_name', 'phone', 'address_line1', 'postal_code']);
    const { address_id: _, country: __, ...fields } = BANDUNG;
    expect(addressProblems({ ...fields, phone: '81234567890' }, 'ID').size).toBe(0);
    expect([...addressProblems({ ...fields, phone: '81234567890', postal_code: '401' }, 'ID')]).toEqual(['postal_code']);
  });
});

describe('a new address', () => {
  it('starts empty, keeps digits only within the lengths, and lists the provinces', async () => {
    const form = open();
    show(form);
    expect(form.$form.get().fields).toEqual(EMPTY_ADDRESS);
    expect(form.$choices.get()).toEqual({ state: null, city: [], area: [] });
    form.setPhone('0812-3456-7890-99');
    form.setPostalCode('40a1325');
    expect(form.$form.get().fields).toMatchObject({ phone: '0812345678909', postal_code: '40132' });
    await vi.waitFor(() => expect(form.$choices.get().state).toHaveLength(2));
  });

  it('has no cascade in Singapore and six digits of postal code', () => {
    const form = open({ country: 'SG' });
    const calls = show(form);
    form.setPostalCode('52a0201x');
    expect(form.$form.get().fields?.postal_code).toBe('520201');
    expect(form.$choices.get()).toEqual({ state: [], city: [], area: [] });
    expect(calls.some((c) => c.path === '/member/address/areas')).toBe(false);
  });

  it('saves nothing while a rule refuses, then adds it trimmed and goes back where the page said', async () => {
    const form = open({ from: '/orderConfirm?buy_type=1', lang: 'id' });
    const calls = show(form);
    await form.save();
    expect(form.$form.get().tried).toBe(true);
    expect(calls.some((c) => c.path === '/member/address/add')).toBe(false);
    form.setText('first_name', ' Budi ');
    form.setPhone('81234567890');
    form.choose('state', 'Jawa Barat');
    form.choose('city', 'Kota Bandung');
    form.choose('area', 'Coblong');
    form.setText('address_line1', 'Jl. Dago No. 1 ');
    form.setPostalCode('40132');
    const saving = form.save();
    expect(form.$form.get().saving).toBe(true);
    await saving;
    expect(calls.find((c) => c.path === '/member/address/add')?.body).toMatchObject({
      first_name: 'Budi',
      address_line1: 'Jl. Dago No. 1',
    });
    expect(location.assign).toHaveBeenCalledWith('/id/orderConfirm?buy_type=1');
  });

  it('stays as it was when the server refuses it', async () => {
    const form = open({ country: 'SG' });
    show(form, () => refuse(ERR.INVALID_PARAMETER));
    form.setText('first_name', 'Mei Ling');
    form.setPhone('91234567');
    form.setText('address_line1', 'Blk 201 Tampines Street 21');
    form.setPostalCode('520201');
    await form.save();
    expect(form.$form.get()).toMatchObject({ saving: false, tried: true });
    expect(form.$form.get().fields?.first_name).toBe('Mei Ling');
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('editing an address', () => {
  it('opens it from the list once the member is known, with its cascade listed, and saves it by id', async () => {
    const form = open({ addressId: 'A-1' });
    const calls = show(form);
    expect(form.$form.get().fields).toBeNull();
    await vi.waitFor(() => expect(form.$form.get().fields?.phone).toBe('81234567890'));
    expect(form.$form.get().wasDefault).toBe(true);
    await vi.waitFor(() => expect(form.$choices.get().area).toHaveLength(2));
    expect(form.$choices.get().city).toEqual(AREAS['32']);

    // A new province empties the city and the district: their choices belonged to the old one.
    form.choose('state', 'Daerah Khusus Ibukota Jakarta');
    expect(form.$form.get().fields).toMatchObject({ city: '', area: '' });
    await vi.waitFor(() => expect(form.$choices.get().city).toEqual([]));
    form.choose('state', 'Jawa Barat');
    form.choose('city', 'Kota Bandung');
    form.choose('area', 'Sukasari');
    await form.save();
    expect(calls.find((c) => c.path === '/member/address/update')?.body).toMatchObject({ address_id: 'A-1', area: 'Sukasari' });
    expect(location.assign).toHaveBeenCalledWith('/addressManage');
  });

  it("is missing when it is not in the member's list, or the list cannot be read", async () => {
    const other = open({ addressId: 'A-9' });
    show(other);
    await vi.waitFor(() => expect(other.$form.get().missing).toBe(true));
    for (const stop of stops) stop();
    mutateCache(() => true);
    const unread = open({ addressId: 'A-1' });
    show(unread, undefined, ERR.SYSTEM_CALL_EXCEPTION);
    await vi.waitFor(() => expect(unread.$form.get().missing).toBe(true));
    expect(unread.$form.get().fields).toBeNull();
  });
});

describe('a Malaysian postcode', () => {
  const PLACES: Record<string, { state: string; city: string }> = {
    '50450': { state: 'Wilayah Persekutuan Kuala Lumpur', city: 'Kuala Lumpur' },
    '86400': { state: 'Johor', city: '' },
  };
  const postcodes = (call: FakeCall): FakeAnswer =>
    call.path === '/member/address/postcode' ? { data: PLACES[call.query.get('postal_code') ?? ''] ?? null } : undefined;

  it('fills in its state and city once it has all its digits; they stay editable', async () => {
    const form = open({ country: 'MY' });
    const calls = show(form, postcodes);
    await form.setPostalCode('5045');
    expect(calls.some((c) => c.path === '/member/address/postcode')).toBe(false);
    await form.setPostalCode('50450');
    expect(form.$form.get()).toMatchObject({
      fields: { state: 'Wilayah Persekutuan Kuala Lumpur', city: 'Kuala Lumpur', postal_code: '50450' },
      filled: { state: 'Wilayah Persekutuan Kuala Lumpur', city: 'Kuala Lumpur' },
    });
    form.choose('state', 'Selangor');
    expect(form.$form.get()).toMatchObject({ fields: { state: 'Selangor', city: '' }, filled: null });
    // The same postcode again (a keystroke that changed nothing) asks nothing and leaves the shopper's choice.
    const asked = calls.length;
    await form.setPostalCode('50450');
    expect(calls.length).toBe(asked);
    expect(form.$form.get().fields?.state).toBe('Selangor');
  });

  it("fills the state only for a postcode of two towns, keeping a town chosen in it; ignores an unknown one's answer", async () => {
    const form = open({ country: 'MY' });
    show(form, postcodes);
    form.choose('state', 'Johor');
    form.choose('city', 'Parit Raja');
    await form.setPostalCode('86400');
    expect(form.$form.get()).toMatchObject({ fields: { state: 'Johor', city: 'Parit Raja' }, filled: { state: 'Johor', city: '' } });
    await form.setPostalCode('99999');
    expect(form.$form.get().fields).toMatchObject({ state: 'Johor', city: 'Parit Raja', postal_code: '99999' });
  });

  it('drops an answer for a postcode no longer in the field', async () => {
    const form = open({ country: 'MY' });
    show(form, postcodes);
    const late = form.setPostalCode('50450');
    await form.setPostalCode('5045');
    await late;
    expect(form.$form.get()).toMatchObject({ fields: { state: '', city: '', postal_code: '5045' }, filled: null });
  });

  it('is not asked in Indonesia or Singapore', async () => {
    for (const [country, code] of [
      ['ID', '40132'],
      ['SG', '520201'],
    ] as const) {
      const form = open({ country });
      const calls = show(form, postcodes);
      await form.setPostalCode(code);
      expect(calls.some((c) => c.path === '/member/address/postcode')).toBe(false);
      for (const stop of stops) stop();
    }
  });
});
