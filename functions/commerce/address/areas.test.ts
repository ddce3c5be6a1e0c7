// Malaysia's states by their names and a postcode's state and city (issue 29), from malaysia-postcodes: what the form
// fills in from a postcode is always an address the server accepts.
import { allPostcodes } from 'malaysia-postcodes';
import { describe, expect, it } from 'vitest';
import { areaChoices, misfitRegion, postcodePlace } from './areas';

describe('Malaysian areas', () => {
  it('names the federal territories in full and every state as Malaysia writes it', () => {
    expect(areaChoices('MY', '').map((s) => s.name)).toEqual([
      'Wilayah Persekutuan Kuala Lumpur',
      'Johor',
      'Kedah',
      'Kelantan',
      'Melaka',
      'Negeri Sembilan',
      'Pahang',
      'Pulau Pinang',
      'Perak',
      'Perlis',
      'Sabah',
      'Sarawak',
      'Selangor',
      'Terengganu',
      'Wilayah Persekutuan Labuan',
      'Wilayah Persekutuan Putrajaya',
    ]);
    expect(areaChoices('MY', 'Wilayah Persekutuan Putrajaya')).toEqual([{ code: 'Putrajaya', name: 'Putrajaya' }]);
    expect(areaChoices('MY', 'Wp Putrajaya')).toEqual([]);
  });

  it.each([
    ['50000', 'Wilayah Persekutuan Kuala Lumpur', 'Kuala Lumpur'],
    ['59100', 'Wilayah Persekutuan Kuala Lumpur', 'Kuala Lumpur'],
    ['62988', 'Wilayah Persekutuan Putrajaya', 'Putrajaya'],
    ['87033', 'Wilayah Persekutuan Labuan', 'Labuan'],
    ['10000', 'Pulau Pinang', 'Pulau Pinang'],
    ['14000', 'Pulau Pinang', 'Bukit Mertajam'],
    ['47300', 'Selangor', 'Petaling Jaya'],
    ['80000', 'Johor', 'Johor Bahru'],
    ['88000', 'Sabah', 'Kota Kinabalu'],
    ['93000', 'Sarawak', 'Kuching'],
  ])('places %s in %s, %s', (postcode, state, city) => {
    expect(postcodePlace('MY', postcode)).toEqual({ state, city });
  });

  it('leaves the town of a postcode that serves two to the shopper, and knows no made-up postcode', () => {
    expect(postcodePlace('MY', '86400')).toEqual({ state: 'Johor', city: '' });
    expect(postcodePlace('MY', '00000')).toBeNull();
    expect(postcodePlace('MY', '99999')).toBeNull();
  });

  it('fills in only what the server then accepts, for every postcode of the data set', () => {
    const postcodes = allPostcodes.flatMap((s) => s.city.flatMap((c) => c.postcode));
    expect(postcodes.length).toBeGreaterThan(2900);
    for (const postal_code of postcodes) {
      const place = postcodePlace('MY', postal_code);
      expect(place, postal_code).not.toBeNull();
      if (place?.city) expect(misfitRegion('MY', { ...place, area: '', postal_code }), postal_code).toBeNull();
    }
  });

  it('places no postcode in Indonesia or Singapore: their forms have nothing a postcode fills', () => {
    expect(postcodePlace('ID', '12190')).toBeNull();
    expect(postcodePlace('SG', '520201')).toBeNull();
  });
});
