// The seed's side of each country (README "Adding a country"): the database its SQL goes to, how its shelf prices and
// voucher titles read, its demo member's phone and addresses, and its voucher campaigns. These Node scripts cannot
// import the country registry (src/shared/countries.ts); seed.test.ts holds the codes, databases and money to it.

/**
 * Per country:
 * - money: how voucher titles write amounts (the currency's symbol, and digits of its minor units);
 * - rupiahPerMinor: rupiah per minor unit at shelf-price level, not the exchange rate (a litre of UHT milk is about
 *   Rp19,500 in Jakarta, S$3 in Singapore and RM7 in Kuala Lumpur);
 * - demoPhone: the demo member's dial code and phone (an account key like members.phone);
 * - demoAddresses: the demo member's addresses, the default first (home, in the capital), then one more; names as the
 *   form's two fields take them (first field first), phones as account keys;
 * - vouchers: the campaigns' figures in minor units (vouchers.mjs): exactly one of amountOff / percentOff.
 */
export const SEED_COUNTRIES = {
  ID: {
    database: 'storefront-id',
    money: { symbol: 'Rp', digits: 0 },
    rupiahPerMinor: 1,
    demoPhone: ['62', '6281234567890'],
    demoAddresses: [
      {
        first_name: 'Rina',
        last_name: 'Wijaya',
        phone: '6281234567890',
        state: 'DKI Jakarta',
        city: 'Jakarta Selatan',
        area: 'Kebayoran Baru',
        address_line1: 'Jl. Wijaya I No. 25',
        address_line2: 'RT 005/RW 003',
        postal_code: '12170',
      },
      {
        first_name: 'Budi',
        last_name: 'Wijaya',
        phone: '6281398765432',
        state: 'Jawa Barat',
        city: 'Bandung',
        area: 'Coblong',
        address_line1: 'Jl. Ir. H. Juanda No. 102',
        address_line2: '',
        postal_code: '40135',
      },
    ],
    vouchers: {
      fixed: { amountOff: 50_000, minSpend: 300_000 },
      percent: { percentOff: 10, maxOff: 25_000, minSpend: 100_000 },
      shipping: { amountOff: 15_000, minSpend: 50_000 },
      dairy: { amountOff: 10_000, minSpend: 60_000 },
      newUser: { amountOff: 25_000, minSpend: 100_000 },
      app: { percentOff: 8, maxOff: 20_000, minSpend: 150_000 },
      online: { amountOff: 30_000, minSpend: 250_000 },
    },
  },
  SG: {
    database: 'storefront-sg',
    money: { symbol: 'S$', digits: 2 },
    rupiahPerMinor: 65,
    demoPhone: ['65', '6581234567'],
    demoAddresses: [
      {
        first_name: 'Tan',
        last_name: 'Mei Ling',
        phone: '6581234567',
        state: 'East Region',
        city: 'Tampines',
        area: 'Tampines East',
        address_line1: 'Blk 201 Tampines Street 21',
        address_line2: '#08-1234',
        postal_code: '520201',
      },
      {
        first_name: 'Tan',
        last_name: 'Mei Ling',
        phone: '6591234567',
        state: 'Central Region',
        city: 'Downtown Core',
        area: 'Raffles Place',
        address_line1: '1 Raffles Place',
        address_line2: '#20-01',
        postal_code: '048616',
      },
    ],
    vouchers: {
      fixed: { amountOff: 800, minSpend: 6_000 },
      percent: { percentOff: 10, maxOff: 600, minSpend: 3_000 },
      shipping: { amountOff: 400, minSpend: 2_000 },
      dairy: { amountOff: 200, minSpend: 1_500 },
      newUser: { amountOff: 500, minSpend: 2_500 },
      app: { percentOff: 8, maxOff: 500, minSpend: 4_000 },
      online: { amountOff: 600, minSpend: 5_000 },
    },
  },
  MY: {
    database: 'storefront-my',
    money: { symbol: 'RM', digits: 2 },
    rupiahPerMinor: 28,
    demoPhone: ['60', '60123456789'],
    demoAddresses: [
      {
        first_name: 'Nurul Aisyah',
        last_name: 'binti Ahmad',
        phone: '60123456789',
        state: 'Wilayah Persekutuan Kuala Lumpur',
        city: 'Kuala Lumpur',
        area: 'Bangsar Baru',
        address_line1: 'No. 15, Jalan Telawi 3',
        address_line2: '',
        postal_code: '59100',
      },
      {
        first_name: 'Lim',
        last_name: 'Wei Jie',
        phone: '60167654321',
        state: 'Selangor',
        city: 'Petaling Jaya',
        area: 'SS 2',
        address_line1: '23, Jalan SS 2/24',
        address_line2: '',
        postal_code: '47300',
      },
    ],
    vouchers: {
      fixed: { amountOff: 1_500, minSpend: 12_000 },
      percent: { percentOff: 10, maxOff: 1_200, minSpend: 5_000 },
      shipping: { amountOff: 800, minSpend: 3_000 },
      dairy: { amountOff: 400, minSpend: 3_000 },
      newUser: { amountOff: 1_000, minSpend: 5_000 },
      app: { percentOff: 8, maxOff: 1_000, minSpend: 8_000 },
      online: { amountOff: 1_200, minSpend: 10_000 },
    },
  },
};
