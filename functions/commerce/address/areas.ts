/**
 * The address form's cascades (spec §3, §5) from published data, not from our tables: Indonesia's provinces,
 * regencies/cities and districts from idn-area-data (the government's codes), Malaysia's states, cities and their
 * postcodes from malaysia-postcodes. Singapore has no cascade: its six-digit postal code names the building.
 * The Indonesian CSVs are bundled as text and parsed once per isolate, on the first request that needs them.
 */
import { allPostcodes, getCities, getPostcodes, getStates } from 'malaysia-postcodes';
import districtsCsv from 'idn-area-data/data/districts.csv?raw';
import provincesCsv from 'idn-area-data/data/provinces.csv?raw';
import regenciesCsv from 'idn-area-data/data/regencies.csv?raw';
import type { AreaChoice, PostcodePlace } from '../../../src/shared/contract/address';
import type { AreaLevel, AreaSource, CountryCode } from '../../../src/shared/countries';
import { addressRules } from '../../../src/shared/address-forms';
import { stateKey } from '../../platform/settings';

interface Area extends AreaChoice {
  parent: string;
}

/** Rows of `code,name` or `code,parent_code,name`; only a name is ever quoted (`"Ra""as"`). */
function parseCsv(csv: string, withParent: boolean): Area[] {
  return csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => {
      const first = line.indexOf(',');
      const second = withParent ? line.indexOf(',', first + 1) : first;
      const raw = line.slice(second + 1);
      const name = raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw;
      return { code: line.slice(0, first), parent: withParent ? line.slice(first + 1, second) : '', name };
    });
}

let indonesia: Map<string, AreaChoice[]> | undefined;

/** Indonesia's areas by their parent's code ('' for the provinces). */
function indonesianAreas(): Map<string, AreaChoice[]> {
  if (!indonesia) {
    const byParent = new Map<string, AreaChoice[]>();
    for (const [csv, withParent] of [
      [provincesCsv, false],
      [regenciesCsv, true],
      [districtsCsv, true],
    ] as const) {
      for (const { code, name, parent } of parseCsv(csv, withParent)) {
        const siblings = byParent.get(parent) ?? [];
        siblings.push({ code, name });
        byParent.set(parent, siblings);
      }
    }
    indonesia = byParent;
  }
  return indonesia;
}

/**
 * The states malaysia-postcodes writes otherwise than Malaysia does: its federal territories read "Wp Kuala Lumpur".
 * Their names are Wilayah Persekutuan Kuala Lumpur, Labuan and Putrajaya (the Federal Constitution's First Schedule);
 * the other thirteen states it writes as they are written (areas.test.ts holds all sixteen).
 */
const MY_STATE_NAMES: ReadonlyMap<string, string> = new Map([
  ['Wp Kuala Lumpur', 'Wilayah Persekutuan Kuala Lumpur'],
  ['Wp Labuan', 'Wilayah Persekutuan Labuan'],
  ['Wp Putrajaya', 'Wilayah Persekutuan Putrajaya'],
]);
const MY_PACKAGE_STATES: ReadonlyMap<string, string> = new Map([...MY_STATE_NAMES].map(([ours, proper]) => [proper, ours]));
/** A state as the shopper reads it, from the package's name. */
const properState = (name: string) => MY_STATE_NAMES.get(name) ?? name;
/** A state as the package names it, from the name we show and store (its own names for the territories are not ours). */
const packageState = (name: string) => MY_PACKAGE_STATES.get(name) ?? (MY_STATE_NAMES.has(name) ? null : name);

let malaysianPostcodes: Map<string, PostcodePlace> | undefined;

/**
 * Malaysia's postcodes with their state and city, built once per isolate. Each postcode lies in one state; four serve
 * two towns (86400 Batu Pahat and Parit Raja, for one), whose city is left to the shopper.
 */
function malaysianPostcode(postalCode: string): PostcodePlace | null {
  if (!malaysianPostcodes) {
    const byCode = new Map<string, PostcodePlace>();
    for (const state of allPostcodes) {
      for (const city of state.city) {
        for (const code of city.postcode) {
          const known = byCode.get(code);
          byCode.set(code, { state: properState(state.name), city: known && known.city !== city.name ? '' : city.name });
        }
      }
    }
    malaysianPostcodes = byCode;
  }
  return malaysianPostcodes.get(postalCode) ?? null;
}

interface AreaData {
  /** The choices under `parent` ('' for the first level); empty for an unknown parent. */
  choices(parent: string): AreaChoice[];
  /** Whether a postcode belongs to the chosen state and city, where the data set knows each city's postcodes. */
  postcodeFits?(state: string, city: string, postalCode: string): boolean;
  /** The state and city of a postcode, where the data set knows them; null for one it does not know. */
  postcodePlace?(postalCode: string): PostcodePlace | null;
}

/** Each data set a country's cascade may read (the country registry names it, src/shared/countries.ts). */
const AREA_DATA: Record<AreaSource, AreaData> = {
  'idn-area-data': { choices: (parent) => indonesianAreas().get(parent) ?? [] },
  'malaysia-postcodes': {
    choices: (parent) =>
      (parent === '' ? getStates().map(properState) : getCities(packageState(parent))).map((name) => ({ code: name, name })),
    postcodeFits: (state, city, postalCode) => getPostcodes(packageState(state), city).includes(postalCode),
    postcodePlace: malaysianPostcode,
  },
};

const dataOf = (country: CountryCode): AreaData | null => {
  const source = addressRules(country).areas;
  return source ? AREA_DATA[source] : null;
};

/** The choices under `parent` ('' for the first level) in a country's form; empty for an unknown parent. */
export function areaChoices(country: CountryCode, parent: string): AreaChoice[] {
  return dataOf(country)?.choices(parent) ?? [];
}

/** Which of an address's region fields does not fit the ones above it (or the postcode), if any. */
export function misfitRegion(
  country: CountryCode,
  address: { state: string; city: string; area: string; postal_code: string },
): AreaLevel | 'postal_code' | null {
  const { levels, postalCodeLength } = addressRules(country);
  if (address.postal_code.length !== postalCodeLength) return 'postal_code';
  const data = dataOf(country);
  // Without a published data set the shopper writes each level: it only has to be there.
  if (!data) return levels.find((level) => address[level].trim() === '') ?? null;
  let parent = '';
  for (const level of levels) {
    const chosen = data.choices(parent).find((a) => a.name === address[level]);
    if (!chosen) return level;
    parent = chosen.code;
  }
  const fits = data.postcodeFits?.(address.state, address.city, address.postal_code) ?? true;
  return fits ? null : 'postal_code';
}

/** The state and city a postcode of the country's names, for the form to fill in; null where no data set says. */
export function postcodePlace(country: CountryCode, postalCode: string): PostcodePlace | null {
  return dataOf(country)?.postcodePlace?.(postalCode) ?? null;
}

/**
 * True when an address is inside the country's delivery area: an address of the country, whose province or state
 * (compared as the checkout settings compare states) is one of the country's. Stored addresses are checked again at
 * checkout because they may predate a change of the regions, or come from another country's shop.
 */
export function deliversTo(country: CountryCode, address: { country: string; state: string }): boolean {
  if (address.country !== country) return false;
  const data = dataOf(country);
  if (!data || !addressRules(country).levels.includes('state')) return true;
  const state = stateKey(address.state);
  return data.choices('').some((choice) => stateKey(choice.name) === state);
}
