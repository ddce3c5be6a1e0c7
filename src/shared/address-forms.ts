/**
 * The address form of each country (spec §2 /addressDetail): its region levels and the data set they are chosen from,
 * labels and postal code length; the form, the API's checks and the region cascade follow it. Apart from the country
 * registry (./countries.ts), which every page's start-up script loads: only the address screens need it.
 */
import type { AreaLevel, AreaSource, CountryCode } from './countries';
import type { MessageKey } from './messages';

export interface AddressForm {
  /** The region's levels, top first; none where the postal code names the building. */
  levels: readonly AreaLevel[];
  /** The published data set each level is chosen from, under the one above it; null: the shopper writes them. */
  areas: AreaSource | null;
  /** The label of the first level. */
  stateLabel: MessageKey;
  /** An optional free-text district under the cascade (its label), where the cascade stops above districts. */
  areaText: MessageKey | null;
  streetLabel: MessageKey;
  line2Label: MessageKey;
  postalCodeLength: number;
  /** A valid postal code fills in the state and city (the addresses call's postcode place), where the data set knows them. */
  postcodeFills: boolean;
}

export const ADDRESS_FORMS = {
  ID: {
    levels: ['state', 'city', 'area'],
    areas: 'idn-area-data',
    stateLabel: 'address.province',
    areaText: null,
    streetLabel: 'address.street',
    line2Label: 'address.line2',
    postalCodeLength: 5,
    // idn-area-data has no postal codes.
    postcodeFills: false,
  },
  SG: {
    levels: [],
    areas: null,
    stateLabel: 'address.province',
    areaText: null,
    streetLabel: 'address.streetSG',
    line2Label: 'address.unitSG',
    postalCodeLength: 6,
    // The postal code names the building; the state and city are the country, which the address already says.
    postcodeFills: false,
  },
  MY: {
    levels: ['state', 'city'],
    areas: 'malaysia-postcodes',
    stateLabel: 'address.stateMY',
    areaText: 'address.areaMY',
    streetLabel: 'address.street',
    line2Label: 'address.line2',
    postalCodeLength: 5,
    postcodeFills: true,
  },
} satisfies Record<CountryCode, AddressForm>;

export const addressRules = (country: CountryCode): AddressForm => ADDRESS_FORMS[country];
