/**
 * Member addresses (spec §7 lists address calls as "not shown"; named in the spec's style, docs/decisions/address-calls.md).
 * Signed in only: a guest gets the 401 envelope like every member call.
 */
import { Hono } from 'hono';
import type { CommerceContext, CommerceEnv } from '../../platform/context';
import {
  type AddressFields,
  addressAdd,
  addressAreas,
  addressDelete,
  addressList,
  addressPostcode,
  addressSetDefault,
  addressUpdate,
  defaultAddress,
} from '../../../src/shared/contract/address';
import { isValidPhone } from '../../../src/shared/contract/rules';
import { type AreaLevel, COUNTRIES } from '../../../src/shared/countries';
import { addressRules } from '../../../src/shared/address-forms';
import { ApiError, ERR } from '../../../src/shared/errors';
import { route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { addAddress, addressesOf, defaultAddressOf, deleteAddress, setDefaultAddress, updateAddress } from './addresses';
import { areaChoices, misfitRegion, postcodePlace } from './areas';

export const addressRoutes = new Hono<CommerceEnv>();

/** The checks the schema cannot make: the phone by the country's rule, the regions against each other. */
function checkedFields(c: CommerceContext, fields: AddressFields): AddressFields {
  const country = c.get('country');
  const misfit = isValidPhone(COUNTRIES[country].dialCode, fields.phone) ? misfitRegion(country, fields) : 'phone';
  if (misfit) throw new ApiError(ERR.INVALID_PARAMETER, `invalid parameter: ${misfit}`);
  // A region field the country's form does not have (Singapore has none) is not kept, whatever was sent.
  const { levels, areaText } = addressRules(country);
  const kept = (level: AreaLevel) => levels.includes(level) || (level === 'area' && areaText !== null);
  return {
    ...fields,
    state: kept('state') ? fields.state : '',
    city: kept('city') ? fields.city : '',
    area: kept('area') ? fields.area : '',
  };
}

route(addressRoutes, defaultAddress, async (c) => defaultAddressOf(c.get('db'), (await requireMember(c)).id));

route(addressRoutes, addressList, async (c) => addressesOf(c.get('db'), (await requireMember(c)).id));

route(addressRoutes, addressAdd, async (c, body) => {
  const member = await requireMember(c);
  return addAddress(c.get('db'), c.get('country'), member.id, checkedFields(c, body));
});

route(addressRoutes, addressUpdate, async (c, { address_id, ...fields }) => {
  const member = await requireMember(c);
  return updateAddress(c.get('db'), c.get('country'), member.id, address_id, checkedFields(c, fields));
});

route(addressRoutes, addressDelete, async (c, { address_id }) => {
  await deleteAddress(c.get('db'), (await requireMember(c)).id, address_id);
  return null;
});

route(addressRoutes, addressSetDefault, async (c, { address_id }) => {
  await setDefaultAddress(c.get('db'), (await requireMember(c)).id, address_id);
  return null;
});

route(addressRoutes, addressAreas, async (c, { parent }) => {
  await requireMember(c);
  return areaChoices(c.get('country'), parent);
});

route(addressRoutes, addressPostcode, async (c, { postal_code }) => {
  await requireMember(c);
  return postcodePlace(c.get('country'), postal_code);
});
