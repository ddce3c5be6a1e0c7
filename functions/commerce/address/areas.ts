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
import type { CountryCode } from '../../../src/shared/countries';

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

/** The choices under `parent` ('' for the first level) in a country's form; empty for an unknown parent. */
export function areaChoices(country: CountryCode, parent: string): AreaChoice[] {
  if (country === 'ID') return indonesianAreas().get(parent) ?? [];
  if (country === 'MY') return (parent === '' ? getStates() : getCities(parent)).map((name) => ({ code: name, name }));
  return [];
}

/** Which of an address's region fields does not fit the ones above it (or the postcode), if any. */
export function misfitRegion(
  country: CountryCode,
  address: { state: string; city: string; area: string; postal_code: string },
): 'state' | 'city' | 'area' | 'postal_code' | null {
  if (country === 'SG') return address.postal_code.length === 6 ? null : 'postal_code';
  if (address.postal_code.length !== 5) return 'postal_code';
  const pick = (parent: string, name: string) => areaChoices(country, parent).find((a) => a.name === name);
  const state = pick('', address.state);
  if (!state) return 'state';
  const city = pick(state.code, address.city);
  if (!city) return 'city';
  if (country === 'MY') return getPostcodes(state.name, city.name).includes(address.postal_code) ? null : 'postal_code';
  return pick(city.code, address.area) ? null : 'area';
}
