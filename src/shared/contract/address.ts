/** Member addresses (spec §7 lists address calls as "not shown"; named in the spec's style). */
import * as v from 'valibot';
import { COUNTRY_CODES } from '../countries';
import { defineCall } from './call';
import { Flag, NoInput } from './common';

/** A member's address as the API answers it (spec §3 Address). */
export const Address = v.object({
  /** Public id of the address (not the database row id). */
  address_id: v.string(),
  first_name: v.string(),
  /** Empty for a recipient with a single name. */
  last_name: v.string(),
  /** Account-key form, like the member's phone: dial code and national number ('6281234567890'). */
  phone: v.string(),
  country: v.picklist(COUNTRY_CODES),
  /** Province. */
  state: v.string(),
  city: v.string(),
  /** District. */
  area: v.string(),
  /** Street address. */
  address_line1: v.string(),
  /** Unit, floor, RT/RW; empty when not given. */
  address_line2: v.string(),
  postal_code: v.string(),
  is_default: Flag,
});
export type Address = v.InferOutput<typeof Address>;

export const defaultAddress = defineCall({
  method: 'GET',
  path: '/member/address/default',
  summary: "The member's default address (the detail page's deliver-to), null when they have none.",
  access: 'member',
  input: NoInput,
  output: v.nullable(Address),
  ours: true,
});
