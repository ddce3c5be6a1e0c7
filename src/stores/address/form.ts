/**
 * Adding or editing an address (/addressDetail, `?id=` to edit; spec §3, §5): the recipient, the phone as the country
 * writes it, the region chosen level by level from the areas call (Indonesia province → city → district, Malaysia
 * state → city and an optional area; Singapore has none), the street, the postal code and the default flag, checked
 * with the form rules (src/shared/contract/rules.ts) before saving. Saved, it goes back to where the page says.
 *
 * The fields are a map store (a draft the shopper edits, seeded once from the list when editing); each level's
 * choices are a query keyed by the code of the choice above it, so going back to a province lists its cities at once.
 * In Malaysia a valid postcode the shopper types fills in its state and city, which stay editable (issue 29).
 */
import { atom, computed, map, onMount, type ReadableAtom } from 'nanostores';
import type { AddressFields, AreaChoice, PostcodePlace } from '../../shared/contract/address';
import { addressAdd, addressAreas, addressPostcode, addressUpdate } from '../../shared/contract/refs/address';
import { digitsOnly, isPostalCode, isValidPhone, phoneMaxLength, postalCodeLength } from '../../shared/contract/rules';
import { type AreaLevel, COUNTRIES, type CountryCode } from '../../shared/countries';
import { addressRules } from '../../shared/address-forms';
import { type Lang, localizePath } from '../../shared/lang';
import { toReturnPath } from '../../shared/return-path';
import { api } from '../api';
import { tr } from '../i18n';
import { createFetcherStore } from '../query';
import { flashToast } from '../toast';
import { $addresses } from './book';

export const EMPTY_ADDRESS: AddressFields = {
  first_name: '',
  last_name: '',
  phone: '',
  state: '',
  city: '',
  area: '',
  address_line1: '',
  address_line2: '',
  postal_code: '',
  is_default: 0,
};

export interface AddressFormState {
  /** Null while the address to edit loads. */
  fields: AddressFields | null;
  /** The address to edit is not the member's (or the list could not be read). */
  missing: boolean;
  /** It was the default when opened: it stays one until another is made the default. */
  wasDefault: boolean;
  /** A save was tried: the fields' errors show from then on. */
  tried: boolean;
  saving: boolean;
  /** The state and city the last postcode typed filled in, for the form to announce; null until one did. */
  filled: PostcodePlace | null;
}

/** The fields the form rules refuse, for a country. */
export function addressProblems(fields: AddressFields, country: CountryCode): Set<keyof AddressFields> {
  const problems = new Set<keyof AddressFields>();
  if (fields.first_name.trim() === '') problems.add('first_name');
  if (!isValidPhone(COUNTRIES[country].dialCode, fields.phone)) problems.add('phone');
  for (const level of addressRules(country).levels) if (fields[level].trim() === '') problems.add(level);
  if (fields.address_line1.trim() === '') problems.add('address_line1');
  if (!isPostalCode(country, fields.postal_code)) problems.add('postal_code');
  return problems;
}

/** The choices of one level under the code `$parent` holds: null while they load, none without a parent. */
function areaChoices($parent: ReadableAtom<string | null>): ReadableAtom<AreaChoice[] | null> {
  const $list = createFetcherStore<AreaChoice[], unknown>(['address/areas/', $parent], {
    fetcher: (_path, parent) => api.request(addressAreas, { parent: String(parent) }),
  });
  return computed([$parent, $list], (parent, { data, error }) => (parent === null ? [] : (data ?? (error ? [] : null))));
}

/** The code of the choice named `name` among `choices`. */
const codeOf = (choices: AreaChoice[] | null, name: string | undefined) => choices?.find((c) => c.name === name)?.code ?? null;

export function createAddressForm(options: { addressId: string | null; country: CountryCode; lang: Lang; from: string | null }) {
  const { addressId, country, lang } = options;
  // The cascade's levels (the country registry's), each listed under the code of the one chosen above it; where no
  // published data set lists a country's regions, the shopper writes them and nothing is asked of the server.
  const { levels, areas, postcodeFills } = addressRules(country);
  const dial = COUNTRIES[country].dialCode;
  const $form = map<AddressFormState>({
    fields: addressId ? null : EMPTY_ADDRESS,
    missing: false,
    wasDefault: false,
    tried: false,
    saving: false,
    filled: null,
  });

  // Editing: the address comes from the member's list, once; the phone back to the national number the form takes.
  onMount($form, () => {
    if (!addressId) return;
    return $addresses.subscribe(({ data, error }) => {
      const s = $form.get();
      if (s.fields || s.missing || (!data && !error)) return;
      const found = data?.find((a) => a.address_id === addressId);
      if (found) {
        const { address_id: _, country: __, ...fields } = found;
        $form.set({ ...s, fields: { ...fields, phone: found.phone.slice(dial.length) }, wasDefault: found.is_default === 1 });
      } else $form.setKey('missing', true);
    });
  });

  const $fields = computed($form, (s) => s.fields);
  const $states = areaChoices(atom(levels.length > 0 && areas !== null ? '' : null));
  const $cities = areaChoices(computed([$fields, $states], (f, states) => (levels.includes('city') ? codeOf(states, f?.state) : null)));
  const $districts = areaChoices(computed([$fields, $cities], (f, cities) => (levels.includes('area') ? codeOf(cities, f?.city) : null)));
  const $choices = computed([$states, $cities, $districts], (state, city, area) => ({ state, city, area }));

  const change = (patch: Partial<AddressFields>) => {
    const { fields } = $form.get();
    if (fields) $form.setKey('fields', { ...fields, ...patch });
  };

  /** Choosing a level empties the ones under it: their choices belong to the old one. */
  const below = (level: AreaLevel): Partial<AddressFields> =>
    Object.fromEntries(levels.slice(levels.indexOf(level) + 1).map((under) => [under, '']));

  /**
   * Fills in the state and city of a postcode the shopper typed. A postcode of two towns fills the state only, keeping
   * a city already chosen in it. No answer, or an answer for a postcode no longer in the field, changes nothing.
   */
  async function fillFromPostcode(postal_code: string): Promise<void> {
    // Silent: the shopper can still choose the state and city.
    const place = await api.request(addressPostcode, { postal_code }, { silent: true }).catch(() => null);
    const { fields } = $form.get();
    if (!place || fields?.postal_code !== postal_code) return;
    const city = place.city || (fields.state === place.state ? fields.city : '');
    $form.set({ ...$form.get(), fields: { ...fields, state: place.state, city }, filled: place });
  }

  async function save(): Promise<void> {
    const s = $form.get();
    $form.setKey('tried', true);
    if (!s.fields || s.saving || addressProblems(s.fields, country).size > 0) return;
    const trimmed = Object.fromEntries(
      Object.entries(s.fields).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ) as AddressFields;
    $form.setKey('saving', true);
    try {
      await (addressId ? api.request(addressUpdate, { ...trimmed, address_id: addressId }) : api.request(addressAdd, trimmed));
      flashToast(tr('address.saved'));
      const back = toReturnPath(options.from, '/addressManage');
      location.assign(localizePath(back.pathname, lang) + back.search);
    } catch {
      // The API client has shown why; the form stays as it was.
      $form.setKey('saving', false);
    }
  }

  return {
    $form,
    $choices,
    save,
    setText: (key: Exclude<keyof AddressFields, 'phone' | 'postal_code' | 'is_default'>, value: string) => change({ [key]: value }),
    setPhone: (text: string) => change({ phone: digitsOnly(text, phoneMaxLength(dial)) }),
    setPostalCode: async (text: string) => {
      const postal_code = digitsOnly(text, postalCodeLength(country));
      const before = $form.get().fields?.postal_code;
      change({ postal_code });
      if (postcodeFills && postal_code !== before && isPostalCode(country, postal_code)) await fillFromPostcode(postal_code);
    },
    choose: (level: AreaLevel, name: string) => {
      change({ [level]: name, ...below(level) });
      // What the postcode filled in is no longer what the form shows: the note under the postcode goes.
      $form.setKey('filled', null);
    },
    setDefault: (on: boolean) => change({ is_default: on ? 1 : 0 }),
  };
}

export type AddressForm = ReturnType<typeof createAddressForm>;
