// The voucher campaigns of each country (spec §3 Voucher) and the demo member's claimed vouchers. Amounts are in the
// country's minor units at the level a local shop would offer (Rp50.000 off Rp300.000, S$8 off S$60, RM15 off RM120).
// Re-seeding updates a campaign in place and keeps how many were claimed; the demo member's coupons are added once.
import { SEED_COUNTRIES } from './countries.mjs';
import { literal } from './sql.mjs';
import { SHOP_LANGS, t, textIn } from './words.mjs';

/** The claim window of every campaign: 2026-01-01 to 2027-12-31 (UTC). */
const CLAIM_START = Date.UTC(2026, 0, 1);
const CLAIM_END = Date.UTC(2028, 0, 1) - 1;
/** The demo member's coupons stay valid until 2030-01-01, so the demo works whenever it is run. */
const DEMO_CLAIMED_AT = Date.UTC(2026, 0, 1);
const DEMO_VALID_UNTIL = Date.UTC(2030, 0, 1);
/** The aisle the category voucher covers: Milk & Dairy (every product on its shelves). */
export const DAIRY_AISLE = 301;

/** Money as the country's shoppers read it in a title: Rp50.000, S$8, RM15 (whole units; S$ and RM cents when any). */
function money(country, minor) {
  const { symbol, digits } = SEED_COUNTRIES[country].money;
  if (digits === 0) return `${symbol}${minor.toLocaleString('de-DE')}`;
  const unit = 10 ** digits;
  return `${symbol}${minor % unit === 0 ? String(minor / unit) : (minor / unit).toFixed(digits)}`;
}

/** The campaign's title in en, id and zh-CN. */
function titles(country, key, f) {
  const m = (v) => money(country, v);
  switch (key) {
    case 'fixed':
      return t(
        `${m(f.amountOff)} off orders over ${m(f.minSpend)}`,
        `Diskon ${m(f.amountOff)} min. belanja ${m(f.minSpend)}`,
        `满${m(f.minSpend)}减${m(f.amountOff)}`,
      );
    case 'percent':
      return t(
        `${f.percentOff}% off, up to ${m(f.maxOff)}`,
        `Diskon ${f.percentOff}% hingga ${m(f.maxOff)}`,
        `${10 - f.percentOff / 10}折优惠，最高减${m(f.maxOff)}`,
      );
    case 'shipping':
      return t(`${m(f.amountOff)} off shipping`, `Potongan ongkir ${m(f.amountOff)}`, `运费减免${m(f.amountOff)}`);
    case 'dairy':
      return t(`${m(f.amountOff)} off milk & dairy`, `Diskon ${m(f.amountOff)} susu & olahan susu`, `乳制品立减${m(f.amountOff)}`);
    case 'newUser':
      return t(`New member: ${m(f.amountOff)} off`, `Member baru: diskon ${m(f.amountOff)}`, `新人专享立减${m(f.amountOff)}`);
    case 'app':
      return t(`App only: ${f.percentOff}% off`, `Khusus aplikasi: diskon ${f.percentOff}%`, `App专享${10 - f.percentOff / 10}折`);
    default:
      return t(`${m(f.amountOff)} off when you pay online`, `Diskon ${m(f.amountOff)} bayar online`, `在线支付立减${m(f.amountOff)}`);
  }
}

/** What sets each campaign apart besides its figures. */
const RULES = {
  fixed: { no: 'SAVE', kind: 'discount', stackable: 0 },
  percent: { no: 'PCT10', kind: 'discount', stackable: 1 },
  shipping: { no: 'SHIP', kind: 'shipping', stackable: 1, grantOnSignup: 1 },
  dairy: { no: 'DAIRY', kind: 'discount', stackable: 1, allProducts: 0 },
  newUser: { no: 'NEW', kind: 'discount', stackable: 1, newUserOnly: 1, grantOnSignup: 1 },
  app: { no: 'APP', kind: 'discount', stackable: 0, appOnly: 1 },
  online: { no: 'ONLINE', kind: 'discount', stackable: 1, onlineOnly: 1 },
};

/** The campaigns of one country, ids 1… in a fixed order. */
export function voucherCampaigns(country) {
  return Object.entries(SEED_COUNTRIES[country].vouchers).map(([key, f], i) => {
    const r = RULES[key];
    return {
      id: i + 1,
      key,
      voucherNo: `${country}-${r.no}`,
      kind: r.kind,
      amountOff: f.amountOff ?? 0,
      percentOff: f.percentOff ?? 0,
      maxOff: f.maxOff ?? null,
      minSpend: f.minSpend,
      stackable: r.stackable,
      appOnly: r.appOnly ?? 0,
      onlineOnly: r.onlineOnly ?? 0,
      newUserOnly: r.newUserOnly ?? 0,
      allProducts: r.allProducts ?? 1,
      // The welcome pack of a new member (functions/commerce/promotion/welcome.ts).
      grantOnSignup: r.grantOnSignup ?? 0,
      validDays: key === 'newUser' ? 14 : 30,
      totalQuantity: 100_000,
      titles: titles(country, key, f),
    };
  });
}

/** The campaigns the demo member holds: a coupon each, numbered C-DEMO-<country>-<n>. */
export const DEMO_VOUCHER_KEYS = ['fixed', 'percent', 'shipping', 'dairy'];

const CAMPAIGN_COLUMNS = [
  'id',
  'voucher_no',
  'kind',
  'amount_off',
  'percent_off',
  'max_off',
  'min_spend',
  'stackable',
  'app_only',
  'online_only',
  'new_user_only',
  'all_products',
  'grant_on_signup',
  'claim_start_at',
  'claim_end_at',
  'valid_days',
  'total_quantity',
  'created_at',
];

/** The statements that write one country's campaigns and the demo member's coupons (after members.mjs's). */
export function voucherStatements(country, products) {
  const campaigns = voucherCampaigns(country);
  const rows = campaigns.map((v) => [
    v.id,
    v.voucherNo,
    v.kind,
    v.amountOff,
    v.percentOff,
    v.maxOff,
    v.minSpend,
    v.stackable,
    v.appOnly,
    v.onlineOnly,
    v.newUserOnly,
    v.allProducts,
    v.grantOnSignup,
    CLAIM_START,
    CLAIM_END,
    v.validDays,
    v.totalQuantity,
    CLAIM_START,
  ]);
  const tuples = (list) => list.map((r) => `(${r.map(literal).join(', ')})`).join(',\n');
  const updates = CAMPAIGN_COLUMNS.filter((c) => c !== 'id' && c !== 'created_at')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ');
  const dairy = campaigns.find((v) => v.key === 'dairy');
  const dairyProducts = products.filter((p) => Math.floor(p.categoryId / 10) === DAIRY_AISLE).map((p) => [dairy.id, p.id]);
  const demo = DEMO_VOUCHER_KEYS.map((key, i) => [`C-DEMO-${country}-${i + 1}`, campaigns.find((v) => v.key === key).id]);
  return [
    `INSERT INTO vouchers (${CAMPAIGN_COLUMNS.join(', ')}) VALUES\n${tuples(rows)}\nON CONFLICT (id) DO UPDATE SET ${updates};`,
    `INSERT OR REPLACE INTO voucher_texts (voucher_id, lang, title) VALUES\n${tuples(
      campaigns.flatMap((v) => SHOP_LANGS.map((lang) => [v.id, lang, textIn(v.titles, lang)])),
    )};`,
    // The catalog's delete of products took the old rows with it (ON DELETE CASCADE).
    `INSERT OR IGNORE INTO voucher_products (voucher_id, product_id) VALUES\n${tuples(dairyProducts)};`,
    `INSERT INTO member_vouchers (coupon_no, member_id, voucher_id, claimed_at, valid_until)
SELECT v.column1, m.id, v.column2, ${DEMO_CLAIMED_AT}, ${DEMO_VALID_UNTIL}
FROM members m, (VALUES
${tuples(demo)}) v
WHERE m.member_no = 'M-DEMO-${country}'
ON CONFLICT (coupon_no) DO NOTHING;`,
    // Counted from the claims, so a re-seed never counts a coupon twice.
    'UPDATE vouchers SET claimed = (SELECT count(*) FROM member_vouchers mv WHERE mv.voucher_id = vouchers.id);',
  ];
}
