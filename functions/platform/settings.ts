/**
 * The server's side of each country (the country registry, src/shared/countries.ts, has what the browser may know):
 * the checkout (issue 14: coins, limits, the payment deadline, shipping templates, where cash on delivery is offered),
 * after-sales, and the warehouse and courier shipments leave by. One entry per country (README "Adding a country").
 * Money is in the country's minor units. The browser learns these values only through the API's answers
 * (order/confirm, payment info, the after-sales preview), never by trusting its own copy.
 */
import { MAX_CART_QUANTITY } from '../../src/shared/constants';
import { COUNTRIES, type CountryCode, type CurrencyCode, perCountry } from '../../src/shared/countries';
import type { PayEwalletChannel, QrChannel } from '../../src/shared/contract/constants';

export interface ShippingRate {
  /** The fee for the first kilogram or part of it. */
  firstKg: number;
  /** Each further kilogram or part of it. */
  perExtraKg: number;
}

export interface CheckoutSettings {
  currency: CurrencyCode;
  coins: {
    /** Coins are redeemed in steps of this many coins (spec §5: value per N coins)… */
    step: number;
    /** …each worth this much. */
    stepValue: number;
    /** Coins pay at most this share of the payment, in percent (spec §5). */
    capPercent: number;
    /** One coin is earned per this much paid for the goods (credited when receipt is confirmed). */
    earnEvery: number;
    /** Coins earned in a month run out at the end of this many months later, the oldest first (points/expiry.ts). */
    expireMonths: number;
  };
  /** Coins a member created by their first sign-in is given (promotion/welcome.ts); 0 for none. 500 is Rp5.000, S$5 or RM5. */
  welcomeCoins: number;
  /** An unpaid order closes this long after it was placed (spec §4). */
  payMinutes: number;
  /** A delivered order the shopper has not confirmed is confirmed by the scheduled job this many days after delivery. */
  autoConfirmDays: number;
  /** Orders one member may place per day (1103045). */
  dailyOrderLimit: number;
  /** Different SKUs in one order (1103046). */
  maxSkusPerOrder: number;
  /** Units of one SKU in one order (1103056). */
  maxPerItem: number;
  shipping: {
    /**
     * The warehouse's city as addresses name its province or state ('DKI Jakarta'), compared without case and
     * without an administrative prefix; null when the whole country is one city (Singapore).
     */
    warehouseState: string | null;
    inCity: ShippingRate;
    outOfCity: ShippingRate;
  };
  cod: {
    /** Provinces or states where couriers collect cash (compared like warehouseState); empty: not offered here. */
    states: readonly string[];
    /** The largest order total paid in cash. */
    maxTotal: number;
  };
  ewallets: readonly PayEwalletChannel[];
  qr: QrChannel;
}

/** After-sales (spec §9: "set server-side: values not shown"); the browser learns them from the preview's answer. */
export interface AfterSaleSettings {
  /** Applications are accepted this many days after delivery (or completion, when no delivery was recorded). */
  timeLimitDays: number;
  /** Applications per order line, whatever became of them (1103042). */
  maxApplicationsPerLine: number;
  /** Photos per application. */
  photoLimit: number;
  /** Bytes per photo. */
  photoMaxBytes: number;
  /**
   * The merchant's automatic rule, applied by the scheduled job: a refund-only application for an order that has not
   * shipped is approved without a reviewer (nothing is to inspect, and the goods never left).
   */
  autoApproveRefundOnlyBeforeShipment: boolean;
  /** Where returns are sent (shown to the shopper in status 6). */
  returnAddress: string;
}

/** Where a country's parcels leave from (spec §9: one warehouse per country) and the courier booked for them. */
export interface ShippingOrigin {
  warehouse: { name: string; phone: string; address: string; postal: string };
  /** courier_company and courier_type as Biteship's couriers API names them. */
  courier: { company: string; type: string };
}

interface CountrySettings {
  checkout: Omit<CheckoutSettings, 'currency'>;
  afterSale: Pick<AfterSaleSettings, 'returnAddress'>;
  origin: ShippingOrigin;
}

const AFTER_SALE_COMMON = {
  timeLimitDays: 7,
  maxApplicationsPerLine: 3,
  photoLimit: 6,
  photoMaxBytes: 2 * 1024 * 1024,
  autoApproveRefundOnlyBeforeShipment: true,
};

const SETTINGS: Record<CountryCode, CountrySettings> = {
  ID: {
    checkout: {
      coins: { step: 100, stepValue: 1_000, capPercent: 10, earnEvery: 1_000, expireMonths: 12 },
      welcomeCoins: 500,
      payMinutes: 30,
      autoConfirmDays: 7,
      dailyOrderLimit: 20,
      maxSkusPerOrder: 30,
      maxPerItem: MAX_CART_QUANTITY,
      shipping: {
        warehouseState: 'DKI Jakarta',
        inCity: { firstKg: 9_000, perExtraKg: 3_000 },
        outOfCity: { firstKg: 18_000, perExtraKg: 6_000 },
      },
      cod: { states: ['DKI Jakarta', 'Jawa Barat', 'Banten', 'Jawa Tengah', 'DI Yogyakarta', 'Jawa Timur'], maxTotal: 2_000_000 },
      ewallets: ['OVO', 'DANA', 'SHOPEEPAY', 'GOPAY'],
      qr: 'QRIS',
    },
    afterSale: { returnAddress: 'Gudang Retur, Jl. Gaya Motor Raya No. 8, Sunter, Jakarta Utara 14330, Indonesia' },
    origin: {
      warehouse: { name: 'Warehouse Jakarta', phone: '622150000000', address: 'Jl. Gatot Subroto 1, Jakarta Selatan', postal: '12930' },
      courier: { company: 'jne', type: 'reg' },
    },
  },
  SG: {
    checkout: {
      coins: { step: 100, stepValue: 100, capPercent: 10, earnEvery: 100, expireMonths: 12 },
      welcomeCoins: 500,
      payMinutes: 30,
      autoConfirmDays: 7,
      dailyOrderLimit: 20,
      maxSkusPerOrder: 30,
      maxPerItem: MAX_CART_QUANTITY,
      shipping: {
        warehouseState: null,
        inCity: { firstKg: 400, perExtraKg: 100 },
        outOfCity: { firstKg: 400, perExtraKg: 100 },
      },
      cod: { states: [], maxTotal: 0 },
      ewallets: ['GRABPAY'],
      qr: 'PAYNOW',
    },
    afterSale: { returnAddress: 'Returns Centre, 21 Changi South Avenue 2, Singapore 486153' },
    // Booked by the development stand-in until an aggregator in Singapore is chosen (docs/decisions/logistics-aggregator.md).
    origin: {
      warehouse: { name: 'Warehouse Singapore', phone: '6560000000', address: '1 Changi South Lane', postal: '486070' },
      courier: { company: 'ninjavan', type: 'standard' },
    },
  },
  MY: {
    checkout: {
      coins: { step: 100, stepValue: 100, capPercent: 10, earnEvery: 100, expireMonths: 12 },
      welcomeCoins: 500,
      payMinutes: 30,
      autoConfirmDays: 7,
      dailyOrderLimit: 20,
      maxSkusPerOrder: 30,
      maxPerItem: MAX_CART_QUANTITY,
      shipping: {
        warehouseState: 'Kuala Lumpur',
        inCity: { firstKg: 500, perExtraKg: 100 },
        outOfCity: { firstKg: 800, perExtraKg: 200 },
      },
      cod: { states: ['Kuala Lumpur', 'Selangor', 'Putrajaya'], maxTotal: 50_000 },
      ewallets: ['TOUCHNGO', 'GRABPAY'],
      qr: 'DUITNOW',
    },
    afterSale: { returnAddress: 'Pusat Pemulangan, Lot 5, Jalan Sungai Besi, 57100 Kuala Lumpur, Malaysia' },
    // Booked by the development stand-in until an aggregator in Malaysia is chosen (docs/decisions/logistics-aggregator.md).
    origin: {
      warehouse: { name: 'Warehouse Kuala Lumpur', phone: '60320000000', address: '1 Jalan Sultan Ismail, Kuala Lumpur', postal: '50250' },
      courier: { company: 'jnt', type: 'ez' },
    },
  },
};

export const CHECKOUT_SETTINGS = perCountry<CheckoutSettings>((code) => ({
  ...SETTINGS[code].checkout,
  currency: COUNTRIES[code].currency,
}));
export const AFTER_SALE_SETTINGS = perCountry<AfterSaleSettings>((code) => ({ ...AFTER_SALE_COMMON, ...SETTINGS[code].afterSale }));
export const SHIPPING_ORIGINS = perCountry<ShippingOrigin>((code) => SETTINGS[code].origin);

/** A province or state's name as the settings compare it: no case, no administrative prefix ('DKI', 'WP', …). */
export function stateKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/^(dki|daerah khusus ibukota|di|daerah istimewa|wp|w\.p\.|wilayah persekutuan)\s+/, '')
    .trim();
}

/** True when the destination is in the warehouse's city (1–2 days, spec §9). */
export function isInWarehouseCity(settings: CheckoutSettings, state: string): boolean {
  const warehouse = settings.shipping.warehouseState;
  return warehouse === null || stateKey(warehouse) === stateKey(state);
}
