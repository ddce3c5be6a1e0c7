/** Member addresses (spec §7 lists address calls as "not shown"; named in the spec's style). */
import * as v from 'valibot';
import { COUNTRY_CODES } from '../countries';
import { defineCall } from './call';
import { Flag, NoInput, NoOutput, text } from './common';

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

/** Text with something in it besides spaces, of at most `max` characters. */
const filled = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/\S/));

/**
 * The address form's fields (spec §3, §5). The country is the request's (each country's members live in its own
 * database), so it is not a field; the phone is the national number as the country writes it (rules.ts phoneOf,
 * checked on the server with the country's dial code). Province, city and district are the names the areas call
 * lists; the server checks them against each other, and a Malaysian postcode against its state and city.
 */
export const AddressFields = v.object({
  first_name: filled(64),
  last_name: v.pipe(v.string(), v.maxLength(64)),
  phone: v.pipe(v.string(), v.regex(/^\d{8,13}$/)),
  state: v.pipe(v.string(), v.maxLength(100)),
  city: v.pipe(v.string(), v.maxLength(100)),
  area: v.pipe(v.string(), v.maxLength(100)),
  address_line1: filled(200),
  address_line2: v.pipe(v.string(), v.maxLength(200)),
  postal_code: v.pipe(v.string(), v.regex(/^\d{5,6}$/)),
  /** 1 makes it the default; 0 leaves the default where it is (the member's first address is the default anyway). */
  is_default: Flag,
});
export type AddressFields = v.InferOutput<typeof AddressFields>;

const AddressId = text(1, 32);

export const addressList = defineCall({
  method: 'GET',
  path: '/member/address/list',
  summary: "The member's addresses, the default first, then the most recently changed.",
  access: 'member',
  input: NoInput,
  output: v.array(Address),
  ours: true,
});

export const addressAdd = defineCall({
  method: 'POST',
  path: '/member/address/add',
  summary: "Adds an address; the member's first becomes the default. Answers the stored address.",
  access: 'member',
  input: AddressFields,
  output: Address,
  ours: true,
});

export const addressUpdate = defineCall({
  method: 'POST',
  path: '/member/address/update',
  summary: "Changes one of the member's addresses (1101021 when it is not theirs). Answers the stored address.",
  access: 'member',
  input: v.object({ ...AddressFields.entries, address_id: AddressId }),
  output: Address,
  ours: true,
});

export const addressDelete = defineCall({
  method: 'POST',
  path: '/member/address/delete',
  summary: "Deletes one of the member's addresses; deleting the default makes the most recently changed one the default.",
  access: 'member',
  input: v.object({ address_id: AddressId }),
  output: NoOutput,
  ours: true,
});

export const addressSetDefault = defineCall({
  method: 'POST',
  path: '/member/address/set_default',
  summary: "Makes one of the member's addresses the default, the old default no longer.",
  access: 'member',
  input: v.object({ address_id: AddressId }),
  output: NoOutput,
  ours: true,
});

/** One choice of the address form's cascade: Indonesia's codes are the government's, Malaysia's are the names. */
export const AreaChoice = v.object({ code: v.string(), name: v.string() });
export type AreaChoice = v.InferOutput<typeof AreaChoice>;

export const addressAreas = defineCall({
  method: 'GET',
  path: '/member/address/areas',
  summary:
    "The choices of one level of the request country's address form: without parent its provinces (states), with a parent's code the cities in it, then (Indonesia) the districts. Empty in Singapore, and for an unknown parent.",
  access: 'member',
  input: v.object({ parent: v.optional(v.pipe(v.string(), v.maxLength(100)), '') }),
  output: v.array(AreaChoice),
  ours: true,
});

/** Where a postcode lies, as the form fills it in: the state and city names the areas call lists. */
export const PostcodePlace = v.object({
  state: v.string(),
  /** Empty where the postcode serves more than one town: the shopper chooses. */
  city: v.string(),
});
export type PostcodePlace = v.InferOutput<typeof PostcodePlace>;

export const addressPostcode = defineCall({
  method: 'GET',
  path: '/member/address/postcode',
  summary:
    'The state and city of a postcode of the request country, for the address form to fill in (Malaysia, from the same data set as the areas call); null for a postcode it does not know, and in Indonesia and Singapore, whose forms have nothing a postcode fills.',
  access: 'member',
  input: v.object({ postal_code: v.pipe(v.string(), v.regex(/^\d{5,6}$/)) }),
  output: v.nullable(PostcodePlace),
  ours: true,
});
