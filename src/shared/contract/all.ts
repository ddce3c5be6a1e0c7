/**
 * Every call of the contract, for the server's OpenAPI document and the test that holds it to the route table. Not
 * for islands: they import the calls they make, one by one, so their bundles carry only those.
 */
import * as address from './address';
import * as aftersale from './aftersale';
import type { CallDefinition } from './call';
import * as cart from './cart';
import * as catalog from './catalog';
import * as deletion from './deletion';
import * as identity from './identity';
import * as member from './member';
import * as message from './message';
import * as order from './order';
import * as payment from './payment';
import * as points from './points';
import * as refund from './refund';
import * as profile from './profile';
import * as promotion from './promotion';
import * as search from './search';
import * as shipment from './shipment';
import * as support from './support';

/** The domains, by the tag their calls carry in the OpenAPI document. */
export const DOMAINS = {
  catalog,
  search,
  member,
  identity,
  profile,
  cart,
  order,
  message,
  address,
  support,
  deletion,
  refund,
  payment,
  promotion,
  shipment,
  points,
  aftersale,
} as const;

function isCall(value: unknown): value is CallDefinition {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'input' in value && 'output' in value;
}

// By name within a domain, as an ES module namespace lists its exports: the generated files come out the same whatever
// runs the generator.
const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

export const ALL_CALLS: { domain: string; name: string; call: CallDefinition }[] = Object.entries(DOMAINS).flatMap(([domain, exports]) =>
  Object.entries(exports)
    .sort(byName)
    .flatMap(([name, value]) => (isCall(value) ? [{ domain, name, call: value }] : [])),
);
