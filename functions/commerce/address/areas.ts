/**
 * The address form's cascades (spec §3, §5) from published data, not from our tables: Indonesia's provinces,
 * regencies/cities and districts from idn-area-data (the government's codes), Malaysia's states, cities and their
 * postcodes from malaysia-postcodes. Singapore has no cascade: its six-digit postal code names the building.
 * The Indonesian CSVs are bundled as text and parsed once per isolate, on the first request that needs them.
 */
import { getCities, getPostcodes, getStates } from 'malaysia-postcodes';
import districtsCsv from 'idn-area-data/data/districts.csv?raw';
import provincesCsv from 'idn-area-data/data/provinces.csv?raw';
import regenciesCsv from 'idn-area-data/data/regencies.csv?raw';
import type { AreaChoice } from '../../../src/shared/contract/address';
import type { AreaLevel, AreaSource, CountryCode } from '../../../src/shared/countries';
import { addressRules } from '../../../src/shared/address-forms';

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

interface AreaData {
  /** The choices under `parent` ('' for the first level); empty for an unknown parent. */
  choices(parent: string): AreaChoice[];
  /** Whether a postcode belongs to the chosen state and city, where the data set knows each city's postcodes. */
  postcodeFits?(state: string, city: string, postalCode: string): boolean;
}

/** Each data set a country's cascade may read (the country registry names it, src/shared/countries.ts). */
const AREA_DATA: Record<AreaSource, AreaData> = {
  'idn-area-data': { choices: (parent) => indonesianAreas().get(parent) ?? [] },
  'malaysia-postcodes': {
    choices: (parent) => (parent === '' ? getStates() : getCities(parent)).map((name) => ({ code: name, name })),
    postcodeFits: (state, city, postalCode) => getPostcodes(state, city).includes(postalCode),
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
