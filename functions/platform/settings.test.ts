// The checkout offers only what the payment gateway takes in each country, and compares provinces as addresses write them.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { WALLET_CHANNELS } from '../providers/payment-gateway/channels';
import { CHECKOUT_SETTINGS, isInWarehouseCity, stateKey } from './settings';

describe('checkout settings', () => {
  it.each(COUNTRY_CODES)('offers in %s only e-wallets the gateway takes there', (country) => {
    for (const channel of CHECKOUT_SETTINGS[country].ewallets) expect(WALLET_CHANNELS[country]).toContain(channel);
  });

  it('reads a province with or without its administrative prefix, in any case', () => {
    expect(stateKey('DKI Jakarta')).toBe(stateKey('Daerah Khusus Ibukota Jakarta'));
    expect(stateKey('DKI JAKARTA')).toBe('jakarta');
    expect(stateKey('Wp Kuala Lumpur')).toBe(stateKey('Wilayah Persekutuan Kuala Lumpur'));
    expect(isInWarehouseCity(CHECKOUT_SETTINGS.ID, 'Daerah Khusus Ibukota Jakarta')).toBe(true);
    expect(isInWarehouseCity(CHECKOUT_SETTINGS.ID, 'Jawa Barat')).toBe(false);
    expect(isInWarehouseCity(CHECKOUT_SETTINGS.MY, 'Wp Kuala Lumpur')).toBe(true);
    expect(isInWarehouseCity(CHECKOUT_SETTINGS.MY, 'Pulau Pinang')).toBe(false);
    expect(isInWarehouseCity(CHECKOUT_SETTINGS.SG, '')).toBe(true);
  });
});
