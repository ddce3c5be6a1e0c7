// The country registry is the one list: the Worker's bindings, the login form's dial codes and the lookups follow it.
import { readFileSync } from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { AUTH_DATABASE } from '../../functions/platform/db';
import {
  COUNTRIES,
  COUNTRY_CODES,
  CURRENCIES,
  countryOfDialCode,
  DEFAULT_COUNTRY,
  DIAL_CODES,
  isCountry,
  perCountry,
  toCountry,
} from './countries';

const wrangler = parseToml(readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8')) as {
  d1_databases: { binding: string; database_name: string; migrations_dir: string }[];
};

describe('the country registry', () => {
  it.each(COUNTRY_CODES)('binds the database of %s in wrangler.toml under the name the registry gives it', (code) => {
    const { binding, name } = COUNTRIES[code].database;
    expect(wrangler.d1_databases.find((d) => d.binding === binding)?.database_name).toBe(name);
  });

  it('has a database in wrangler.toml for each country and the global one, all with the same migrations, and nothing else', () => {
    const bindings = [...COUNTRY_CODES.map((c) => COUNTRIES[c].database.binding), AUTH_DATABASE.binding];
    expect(wrangler.d1_databases.map((d) => d.binding).sort()).toEqual(bindings.sort());
    expect(wrangler.d1_databases.find((d) => d.binding === AUTH_DATABASE.binding)?.database_name).toBe(AUTH_DATABASE.name);
    expect(new Set(wrangler.d1_databases.map((d) => d.migrations_dir))).toEqual(new Set(['migrations']));
  });

  it('gives every country its own dial code, and the login form lists them by country name', () => {
    expect(new Set(DIAL_CODES).size).toBe(COUNTRY_CODES.length);
    const names = DIAL_CODES.map((dial) => COUNTRIES[countryOfDialCode(dial)].nameEn);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(DIAL_CODES.slice(0, 3)).toEqual(['62', '60', '65']);
    for (const code of COUNTRY_CODES) expect(countryOfDialCode(COUNTRIES[code].dialCode)).toBe(code);
  });

  it('names a currency the money formatter knows, and a timezone Intl knows, for every country', () => {
    for (const code of COUNTRY_CODES) {
      expect(Object.keys(CURRENCIES)).toContain(COUNTRIES[code].currency);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: COUNTRIES[code].timezone })).not.toThrow();
    }
  });

  it('takes a country code in any case and falls back to the default', () => {
    expect(toCountry(' sg ')).toBe('SG');
    expect(toCountry('ZZ')).toBe(DEFAULT_COUNTRY);
    expect(toCountry(undefined)).toBe(DEFAULT_COUNTRY);
    expect(isCountry('MY')).toBe(true);
    expect(isCountry('my')).toBe(false);
    expect(isCountry('toString')).toBe(false);
  });

  it('keys a per-country value by every code', () => {
    const lower = perCountry((code) => code.toLowerCase());
    expect(Object.keys(lower)).toEqual(COUNTRY_CODES);
    expect(lower.SG).toBe('sg');
  });
});
