// Signed-in shoppers for the bench, in Indonesia's database: members with sessions and a default address in Jakarta,
// each with an earlier completed order (so no bench order is a first order and every one has the same total), the
// first with three lines in the cart, and one SKU with stock for every order the bench places. The orders a target
// places go round the shoppers, so none reaches the daily order limit.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BENCH_SHOPPERS = 400;
const CREATED_AT = 1767225600000;
/** A session token of the bench (the cookie's value; the database keeps its SHA-256 as the API does). */
export const benchToken = (i) => `bench-session-${i}`;
/** The SKU the bench orders: the first on sale, its stock raised so that no order runs out. */
const BENCH_SKU = '(SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id WHERE p.status = 1 ORDER BY s.id LIMIT 1)';

/**
 * Two flash sales (issue 27): `hot` sells through its Durable Object shards with stock for every order the bench
 * places; `soldOut` sells none (its objects hold no unit, whatever D1's count), so every attempt at it is refused.
 */
export const BENCH_FLASH = { hot: 'P100020-1', soldOut: 'P100021-1' };

const flashSale = (skuNo, units) => [
  `UPDATE skus SET stock = 1000000000 WHERE sku_no = '${skuNo}';`,
  `INSERT INTO flash_sales (sku_id, units, per_member_limit, shards, starts_at, ends_at, created_at)
   SELECT id, ${units}, 1000000000, 8, 0, 4102444800000, 0 FROM skus WHERE sku_no = '${skuNo}';`,
];

export function writeBenchShoppers(root) {
  const statements = [
    `UPDATE skus SET stock = 1000000000 WHERE id = ${BENCH_SKU};`,
    ...flashSale(BENCH_FLASH.hot, 1_000_000_000),
    ...flashSale(BENCH_FLASH.soldOut, 0),
  ];
  for (let i = 0; i < BENCH_SHOPPERS; i++) {
    const no = `M-BENCH-${i}`;
    const member = `(SELECT id FROM members WHERE member_no = '${no}')`;
    const hash = createHash('sha256').update(benchToken(i)).digest('hex');
    statements.push(
      `INSERT INTO members (member_no, email, user_name, points, status, created_at) VALUES ('${no}', 'bench${i}@kedaikita.test', 'Bench ${i}', 0, 1, ${CREATED_AT});`,
      `INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES ('${hash}', ${member}, ${CREATED_AT}, 4102444800000);`,
      `INSERT INTO addresses (address_id, member_id, first_name, last_name, phone, country, state, city, area, address_line1, address_line2, postal_code, is_default, created_at, updated_at)
       VALUES ('A-BENCH-${i}', ${member}, 'Bench', 'Shopper', '6281234567890', 'ID', 'DKI Jakarta', 'Jakarta Selatan', 'Kebayoran Baru', 'Jl. Wijaya I No. 25', '', '12170', 1, ${CREATED_AT}, ${CREATED_AT});`,
      `INSERT INTO orders (order_no, member_id, status, created_at, currency, address, paid_at) VALUES ('SO-BENCH-${i}', ${member}, 'completed', ${CREATED_AT}, 'IDR', '{}', ${CREATED_AT});`,
    );
  }
  statements.push(
    `INSERT INTO cart_items (member_id, sku_id, quantity, added_at, price_at_add)
     SELECT (SELECT id FROM members WHERE member_no = 'M-BENCH-0'), s.id, 1, ${CREATED_AT}, s.price
     FROM skus s JOIN products p ON p.id = s.product_id WHERE p.status = 1 AND s.stock > 0 ORDER BY s.id LIMIT 3;`,
  );
  const file = join(root, '.wrangler/seed/bench-shoppers.sql');
  writeFileSync(file, `${statements.join('\n')}\n`);
  return file;
}

/** The request headers of bench shopper `i`: the session cookie as the BFF sets it, and a same-origin request. */
export function shopperHeaders(i, origin) {
  return { Cookie: `sid=${benchToken(i)}; signed_in=1`, Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
}
