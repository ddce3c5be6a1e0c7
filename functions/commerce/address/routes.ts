/**
 * Member addresses (spec §7 lists address calls as "not shown"; named in the spec's style, docs/decisions.md).
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
  addressSetDefault,
  addressUpdate,
  defaultAddress,
} from '../../../src/shared/contract/address';
import { isValidPhone } from '../../../src/shared/contract/rules';
import { COUNTRIES } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { addAddress, addressesOf, defaultAddressOf, deleteAddress, setDefaultAddress, updateAddress } from './addresses';
import { areaChoices, misfitRegion } from './areas';

export const addressRoutes = new Hono<CommerceEnv>();

/** The checks the schema cannot make: the phone by the country's rule, the regions against each other. */
function checkedFields(c: CommerceContext, fields: AddressFields): AddressFields {
  const country = c.get('country');
  const misfit = isValidPhone(COUNTRIES[country].dialCode, fields.phone) ? misfitRegion(country, fields) : 'phone';
  if (misfit) throw new ApiError(ERR.INVALID_PARAMETER, `invalid parameter: ${misfit}`);
  // Singapore's form has no province, city or district: whatever was sent is not kept.
  return country === 'SG' ? { ...fields, state: '', city: '', area: '' } : fields;
}

route(addressRoutes, defaultAddress, async (c) => defaultAddressOf(c, (await requireMember(c)).id));

route(addressRoutes, addressList, async (c) => addressesOf(c, (await requireMember(c)).id));

route(addressRoutes, addressAdd, async (c, body) => {
  const member = await requireMember(c);
  return addAddress(c, member.id, checkedFields(c, body));
});

route(addressRoutes, addressUpdate, async (c, { address_id, ...fields }) => {
  const member = await requireMember(c);
  return updateAddress(c, member.id, address_id, checkedFields(c, fields));
});

route(addressRoutes, addressDelete, async (c, { address_id }) => {
  await deleteAddress(c, (await requireMember(c)).id, address_id);
  return null;
});

route(addressRoutes, addressSetDefault, async (c, { address_id }) => {
  await setDefaultAddress(c, (await requireMember(c)).id, address_id);
  return null;
});

route(addressRoutes, addressAreas, async (c, { parent }) => {
  await requireMember(c);
  return areaChoices(c.get('country'), parent);
});
