/** Start-up call of spec §7: the countries the shop serves and the server's clock. */
import * as v from 'valibot';
import { COUNTRY_CODES } from '../countries';
import { defineCall } from './call';
import { CurrencyCode, NoInput } from './common';

/** Which ways of signing in a country offers (spec §3 app_control_conf). */
export const ControlList = v.object({ email: v.boolean(), phone: v.boolean(), whatsapp: v.boolean() });
export type ControlList = v.InferOutput<typeof ControlList>;

export const CountryConfig = v.object({
  country_code: v.picklist(COUNTRY_CODES),
  country_en_name: v.string(),
  dial_code: v.string(),
  timezone: v.string(),
  currency_code: CurrencyCode,
  currency_symbol: v.string(),
  app_control_conf: v.object({ control_list: ControlList }),
});
export type CountryConfig = v.InferOutput<typeof CountryConfig>;

export const AppConfig = v.object({ countrys: v.array(CountryConfig), server_time: v.number() });
export type AppConfig = v.InferOutput<typeof AppConfig>;

export const appLoad = defineCall({
  method: 'POST',
  path: '/support/api/app/load',
  summary: 'Start-up configuration: the three countries with their login switches, and the server time.',
  access: 'public',
  input: NoInput,
  output: AppConfig,
});
