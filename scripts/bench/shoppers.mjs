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
const benchEmail = (i) => `bench${i}@kedaikita.test`;
/**
 * The shopper of the checkout interactions (interactions.mjs), apart from the numbered ones the order targets go
 * round, whose carts and vouchers they change. Its cart and vouchers come from the API (prepareCheckoutShopper).
 */
export const CHECKOUT_SHOPPER = 'checkout';
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

/**
 * One bench shopper, numbered `i` (or named: the checkout shopper): a member with a session, a default address in
 * Jakarta and an earlier completed order.
 */
function shopperStatements(i) {
  const no = `M-BENCH-${i}`;
  const member = `(SELECT id FROM members WHERE member_no = '${no}')`;
  const hash = createHash('sha256').update(benchToken(i)).digest('hex');
  return [
    `INSERT INTO members (member_no, email, user_name, points, status, created_at) VALUES ('${no}', '${benchEmail(i)}', 'Bench ${i}', 0, 1, ${CREATED_AT});`,
    `INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES ('${hash}', ${member}, ${CREATED_AT}, 4102444800000);`,
    `INSERT INTO addresses (address_id, member_id, first_name, last_name, phone, country, state, city, area, address_line1, address_line2, postal_code, is_default, created_at, updated_at)
       VALUES ('A-BENCH-${i}', ${member}, 'Bench', 'Shopper', '6281234567890', 'ID', 'DKI Jakarta', 'Jakarta Selatan', 'Kebayoran Baru', 'Jl. Wijaya I No. 25', '', '12170', 1, ${CREATED_AT}, ${CREATED_AT});`,
    `INSERT INTO orders (order_no, member_id, status, created_at, currency, address, paid_at) VALUES ('SO-BENCH-${i}', ${member}, 'completed', ${CREATED_AT}, 'IDR', '{}', ${CREATED_AT});`,
  ];
}

export function writeBenchShoppers(root) {
  const statements = [
    `UPDATE skus SET stock = 1000000000 WHERE id = ${BENCH_SKU};`,
    ...flashSale(BENCH_FLASH.hot, 1_000_000_000),
    ...flashSale(BENCH_FLASH.soldOut, 0),
  ];
  for (let i = 0; i < BENCH_SHOPPERS; i++) statements.push(...shopperStatements(i));
  statements.push(...shopperStatements(CHECKOUT_SHOPPER));
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
  return {
    Cookie: shopperCookies(i)
      .map((c) => `${c.name}=${c.value}`)
      .join('; '),
    Origin: origin,
    'Sec-Fetch-Site': 'same-origin',
  };
}

/** A bench shopper's cookies as the BFF sets them at a login: the HttpOnly session, and the marker scripts read. */
export function shopperCookies(i) {
  return [
    { name: 'sid', value: benchToken(i), httpOnly: true },
    { name: 'signed_in', value: '1' },
  ];
}

/** Lines and vouchers of the checkout shopper: a cart as a shopper who fills one has it. */
export const CHECKOUT_CART = { lines: 5, vouchers: [10_000, 15_000, 20_000, 25_000], coins: 2_000 };

/**
 * Gives the checkout shopper (CHECKOUT_SHOPPER) its cart and vouchers through the worker at `baseUrl`, as a shopper
 * gets them: the first CHECKOUT_CART.lines products in stock added with cart/add (one unit each, their first SKU), and
 * through the development aids (the worker must run with ENVIRONMENT=development) four fixed-discount vouchers every
 * one of which the cart can use (no minimum spend) and coins to spend. Answers the cart's SKU numbers.
 */
export async function prepareCheckoutShopper(baseUrl) {
  const origin = new URL(baseUrl).origin;
  const headers = { 'Content-Type': 'application/json', ...shopperHeaders(CHECKOUT_SHOPPER, origin) };
  const call = async (path, body) => {
    const res = await fetch(new URL(path, baseUrl), { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
    const answer = JSON.parse(text);
    if (path.startsWith('/api/') && answer.code !== 0) throw new Error(`${path} answered ${text.slice(0, 300)}`);
    return answer.data ?? answer;
  };
  const { list } = await call('/api/consumer/product/list', { page_num: 1, page_size: 40 });
  const skus = list
    .filter((p) => p.flag_sold_out !== 1)
    .slice(0, CHECKOUT_CART.lines)
    .map((p) => `${p.product_no}-1`);
  for (const sku of skus) await call('/api/cart/add', { sku_no: sku, quantity: 1 });
  const email = benchEmail(CHECKOUT_SHOPPER);
  for (const [n, amount] of CHECKOUT_CART.vouchers.entries())
    await call('/dev/voucher', { email, amount_off: amount, min_spend: 0, title: `Bench voucher ${n + 1}` });
  await call('/dev/coins', { email, coins: CHECKOUT_CART.coins });
  return skus;
}
