// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../tests/unit/fake-api';
import type { Address } from '../../shared/contract/address';
import { SIGNED_IN_COOKIE } from '../../shared/constants';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { mutateCache } from '../../stores/query';
import AddressBook from './AddressBook';
import AddressForm from './AddressForm';

beforeAll(() => provideServerDictionaries(messagesFor));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the islands read the signed-in marker from document.cookie (stores/startup.ts).
  document.cookie = `${SIGNED_IN_COOKIE}=1`;
});
afterEach(() => {
  cleanup();
  // Each test's API answers its own list: none is kept from the test before.
  mutateCache(() => true);
  vi.unstubAllGlobals();
});

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
  // Malaysia's, by name.
  'Wilayah Persekutuan Kuala Lumpur': [{ code: 'Kuala Lumpur', name: 'Kuala Lumpur' }],
};
const MY_STATES = [
  { code: 'Selangor', name: 'Selangor' },
  { code: 'Wilayah Persekutuan Kuala Lumpur', name: 'Wilayah Persekutuan Kuala Lumpur' },
];

/** The API as the islands see it: what each path answers, and the calls made (path and body). */
function stubApi(addresses: Address[], country: 'ID' | 'MY' = 'ID') {
  return fakeApi(({ path, query }) => {
    if (path.endsWith('/member/user/info')) return ok({ user_name: 'budi' });
    if (path.endsWith('/member/address/list')) return ok(addresses);
    if (path.endsWith('/member/address/areas')) {
      const parent = query.get('parent') ?? '';
      return ok(parent === '' && country === 'MY' ? MY_STATES : (AREAS[parent] ?? []));
    }
    if (path.endsWith('/member/address/postcode'))
      return ok(query.get('postal_code') === '50450' ? { state: 'Wilayah Persekutuan Kuala Lumpur', city: 'Kuala Lumpur' } : null);
    return undefined;
  });
}

const locale = { lang: 'en', country: 'ID' } as const;

describe('address form', () => {
  it('opens an address for editing with its province, city and district chosen, and saves it by id', async () => {
    const calls = stubApi([BANDUNG]);
    vi.stubGlobal('location', { ...location, assign: vi.fn() });
    render(<AddressForm locale={locale} signedIn addressId="A-1" />);
    const district = await screen.findByLabelText('District');
    await waitFor(() => expect(district).toHaveProperty('value', 'Coblong'));
    expect(screen.getByLabelText('Province')).toHaveProperty('value', 'Jawa Barat');
    expect(screen.getByLabelText('City')).toHaveProperty('value', 'Kota Bandung');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('81234567890');
    // The default stays the default until another one is made it.
    expect(screen.getByLabelText('Set as default address')).toHaveProperty('disabled', true);

    // A new city empties the district: its choices belonged to the old one.
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'Daerah Khusus Ibukota Jakarta' } });
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveProperty('value', ''));
    expect(district).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls.some((c) => c.path.endsWith('/update'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'Jawa Barat' } });
    await waitFor(() => expect(within(screen.getByLabelText('City')).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Kota Bandung' } });
    await waitFor(() => expect(within(district).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(district, { target: { value: 'Sukasari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/member/address/update'))).toBeTruthy());
    expect(calls.find((c) => c.path.endsWith('/update'))!.body).toMatchObject({
      address_id: 'A-1',
      area: 'Sukasari',
      phone: '81234567890',
    });
  });

  it('fills in the state and city of a Malaysian postcode, says so politely, and lets them be changed', async () => {
    stubApi([], 'MY');
    render(<AddressForm locale={{ lang: 'en', country: 'MY' }} signedIn addressId={null} />);
    const postcode = await screen.findByLabelText('Postal code');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    // The postcode comes before the state and city it fills in.
    expect(postcode.compareDocumentPosition(screen.getByLabelText('State')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(postcode, { target: { value: '50450' } });
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveProperty('value', 'Kuala Lumpur'));
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'Wilayah Persekutuan Kuala Lumpur');
    expect(status.textContent).toBe('State and city filled in from the postal code: Wilayah Persekutuan Kuala Lumpur, Kuala Lumpur');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Selangor' } });
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'Selangor');
    expect(status.textContent).toBe('');
  });

  it('asks Singapore for no province and six digits of postal code', async () => {
    stubApi([]);
    render(<AddressForm locale={{ lang: 'en', country: 'SG' }} signedIn addressId={null} />);
    await screen.findByLabelText('Block and street');
    expect(screen.queryByLabelText('Province')).toBeNull();
    fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: '52a0201x' } });
    expect((screen.getByLabelText('Postal code') as HTMLInputElement).value).toBe('520201');
  });
});

describe('address book', () => {
  it('shows the empty state with the way to add one', async () => {
    stubApi([]);
    render(<AddressBook locale={locale} signedIn />);
    expect(await screen.findByText('You have no shipping address yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a shipping address' }).getAttribute('href')).toBe('/addressDetail');
  });

  it('deletes an address only after the confirmation', async () => {
    const calls = stubApi([BANDUNG, { ...BANDUNG, address_id: 'A-2', first_name: 'Ani', is_default: 0 }]);
    render(<AddressBook locale={locale} signedIn />);
    const list = await screen.findByRole('list', { name: 'Address management' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Default');
    expect(within(list).getAllByRole('button', { name: 'Set as default' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete the address of Ani Santoso' }));
    expect(calls.some((c) => c.path.endsWith('/delete'))).toBe(false);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/member/address/delete'))?.body).toEqual({ address_id: 'A-2' }));
  });
});
