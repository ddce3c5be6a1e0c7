// The couriers' texts we translate: known notes and places by code, whatever their case and spacing; free text none.
import { describe, expect, it } from 'vitest';
import { kindOfNote, placeOfLocation } from './event-texts';

describe('courier texts', () => {
  it('names the notes we know, whatever their case, spacing or closing full stop', () => {
    expect(kindOfNote('Delivered to the recipient')).toBe('delivered_to_recipient');
    expect(kindOfNote('  DELIVERED to   the recipient. ')).toBe('delivered_to_recipient');
    expect(kindOfNote('Picked up from the warehouse')).toBe('warehouse_pickup');
    expect(kindOfNote('On the way to the recipient')).toBe('to_recipient');
    expect(kindOfNote('Line haul')).toBe('line_haul');
  });

  it('leaves free text and empty notes unnamed: the pages show them as sent', () => {
    expect(kindOfNote('Paket diterima oleh BUDI (satpam)')).toBeNull();
    expect(kindOfNote('Delivered to the recipient, left at the door')).toBeNull();
    expect(kindOfNote('')).toBeNull();
  });

  it('names the line-haul leg and our warehouses, not other places', () => {
    expect(placeOfLocation('line haul')).toBe('line_haul');
    expect(placeOfLocation('Warehouse Jakarta')).toBe('warehouse_ID');
    expect(placeOfLocation('warehouse kuala lumpur')).toBe('warehouse_MY');
    expect(placeOfLocation('Warehouse Singapore')).toBe('warehouse_SG');
    expect(placeOfLocation('JNE Hub Cengkareng')).toBeNull();
    expect(placeOfLocation('')).toBeNull();
  });
});
