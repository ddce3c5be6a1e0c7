/**
 * The couriers' texts we know, as codes the pages translate (issue 29): an event's note as a kind, its location as a
 * place. Read when an event is answered, not when it is stored, so events already stored are named too and the list
 * can grow without a migration. Anything not listed here is free text and is shown as the courier wrote it.
 */
import type { TrackingKind, TrackingPlace } from '../../../src/shared/contract/constants';
import { COUNTRY_CODES } from '../../../src/shared/countries';
import { SHIPPING_ORIGINS } from '../../platform/settings';

/** A text as we compare it: no case, single spaces, no closing full stop. */
const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');

/**
 * Notes by what they say. The first three are the development stand-in's (functions/dev/logistics.ts), written as
 * couriers write them in English; "line haul" is the couriers' name for the trunk leg between two hubs.
 */
const KIND_OF_NOTE: ReadonlyMap<string, TrackingKind> = new Map<string, TrackingKind>([
  ['picked up from the warehouse', 'warehouse_pickup'],
  ['line haul', 'line_haul'],
  ['linehaul', 'line_haul'],
  ['in line haul', 'line_haul'],
  ['on the way to the recipient', 'to_recipient'],
  ['delivered to the recipient', 'delivered_to_recipient'],
]);

const PLACE_OF_LOCATION: ReadonlyMap<string, TrackingPlace> = new Map<string, TrackingPlace>([
  ['line haul', 'line_haul'],
  ['linehaul', 'line_haul'],
  // Our warehouses by the names we book pickups from (the couriers echo them).
  ...COUNTRY_CODES.map((country) => [normal(SHIPPING_ORIGINS[country].warehouse.name), `warehouse_${country}`] as const),
]);

export function kindOfNote(note: string): TrackingKind | null {
  return KIND_OF_NOTE.get(normal(note)) ?? null;
}

export function placeOfLocation(location: string): TrackingPlace | null {
  return PLACE_OF_LOCATION.get(normal(location)) ?? null;
}
