import type { ControlList, CountryConfig } from '../../../src/shared/contract/support';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, CURRENCIES } from '../../../src/shared/countries';

const DEFAULT_CONTROLS: ControlList = { email: true, phone: true, whatsapp: true };

/**
 * Per-country login switches. Defaults are all on (spec §3); an operator turns one off with
 * APP_CONTROL_CONF, e.g. {"SG":{"whatsapp":false}}, without a deploy of code.
 */
function controlOverrides(raw: string | undefined): Partial<Record<CountryCode, Partial<ControlList>>> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<CountryCode, Partial<ControlList>>>) : {};
  } catch {
    return {};
  }
}

export function countryConfigs(rawOverrides: string | undefined): CountryConfig[] {
  const overrides = controlOverrides(rawOverrides);
  return COUNTRY_CODES.map((code) => {
    const c = COUNTRIES[code];
    const o = overrides[code] ?? {};
    const control_list: ControlList = {
      email: typeof o.email === 'boolean' ? o.email : DEFAULT_CONTROLS.email,
      phone: typeof o.phone === 'boolean' ? o.phone : DEFAULT_CONTROLS.phone,
      whatsapp: typeof o.whatsapp === 'boolean' ? o.whatsapp : DEFAULT_CONTROLS.whatsapp,
    };
    return {
      country_code: code,
      country_en_name: c.nameEn,
      dial_code: c.dialCode,
      timezone: c.timezone,
      currency_code: c.currency,
      currency_symbol: CURRENCIES[c.currency].symbol,
      app_control_conf: { control_list },
    };
  });
}
