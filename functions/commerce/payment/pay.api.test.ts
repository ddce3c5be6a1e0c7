// Paying an order through the commerce API on the seeded D1, with the gateway's development stand-in in-process:
// e-wallets and QR approved on its page, cards tokenised and charged by it, its callbacks replayed, reordered, forged.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { xenditStandIn } from '../../dev/xendit';
import { STAND_IN_KEYS, standInCallbackToken } from '../../providers/payment-gateway/stand-in-keys';
import { merchantName, toGatewayAmount } from '../../providers/payment-gateway/gateway';
import { getPaymentRequest } from '../../providers/payment-gateway/payment-requests';
import type { CallInput } from '../../../src/shared/contract/call';
import type { OrderPlaced } from '../../../src/shared/contract/order';
import type * as paymentContract from '../../../src/shared/contract/payment';
import { BUY_TYPE } from '../../../src/shared/contract/constants';
import { orderConfirm, orderCreate, orderPayInfo } from '../../../src/shared/contract/refs/order';
import { cancelPayment, payOrder, paymentCallback, paymentOptions, paymentStatus } from '../../../src/shared/contract/refs/payment';
import { COUNTRIES, type CountryCode } from '../../../src/shared/countries';
import { ERR } from '../../../src/shared/errors';
import { DB, newShopper, send, type Shopper, skuWhere } from '../../../tests/api/shopper';
import worker from '../../../src/worker';
import { closeOverdueOrders, closeStatements } from '../order/close';
import { dbFor } from '../../platform/db';
import { commerce } from '../app';

const ORIGIN = { 'X-Forwarded-Origin': 'http://localhost' };

async function placeOrder(shopper: Shopper, quantity = 1): Promise<OrderPlaced & { sku_id: number; product_id: number }> {
  const sku = await skuWhere(shopper.country, `s.stock >= ${quantity + 5} AND s.price > 0`);
  const selection = { items: [{ sku_no: sku.sku_no, quantity }], buy_type: BUY_TYPE.buyNow, use_coins: false };
  const preview = await send(orderConfirm, selection, { token: shopper.token, country: shopper.country });
  expect(preview.body.code).toBe(0);
  const placed = await send(
    orderCreate,
    { ...selection, expected_total: preview.body.data.amounts.total, idempotency_key: `key-${crypto.randomUUID()}` },
    { token: shopper.token, country: shopper.country },
  );
  expect(placed.body.code).toBe(0);
  return { ...placed.body.data, sku_id: sku.sku_id, product_id: sku.product_id };
}

function pay(shopper: Shopper, input: CallInput<typeof paymentContract.payOrder>) {
  return send(payOrder, input, { token: shopper.token, country: shopper.country, headers: ORIGIN });
}

const row = (country: CountryCode, sql: string, ...args: unknown[]) =>
  DB[country]
    .prepare(sql)
    .bind(...args)
    .first<Record<string, unknown>>();

async function orderRow(country: CountryCode, orderNo: string) {
  return (await row(country, 'SELECT * FROM orders WHERE order_no = ?', orderNo))!;
}

async function paymentRow(country: CountryCode, paymentNo: string) {
  return (await row(country, 'SELECT * FROM payments WHERE payment_no = ?', paymentNo))!;
}

/** The shopper's decision on the stand-in's page (approve, decline, expire, replay), as the browser posts it. */
async function decide(actionUrl: string, decision: string, back = 'http://localhost/checkout') {
  const res = await xenditStandIn.request(
    actionUrl.replace(/^\/dev\/xendit/, '').replace(/\?.*$/, ''),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision, return: back }).toString(),
    },
    env,
  );
  return res.status;
}

/** A payment callback as the gateway posts it, with this database's callback token unless told another. */
async function callback(event: CallInput<typeof paymentContract.paymentCallback>, token?: string) {
  return send(paymentCallback, event, { headers: { 'x-callback-token': token ?? (await standInCallbackToken(env)) } });
}

/** A payment webhook of the Payments API (payment.capture unless the caller sets another event). */
function succeeded(payment: Record<string, unknown>, eventKey: string, amount = payment.amount as number) {
  const currency = payment.currency as 'IDR' | 'SGD' | 'MYR';
  return {
    event: 'payment.capture',
    data: {
      payment_id: eventKey,
      payment_request_id: payment.gateway_id,
      reference_id: payment.payment_no,
      request_amount: toGatewayAmount(amount, currency),
      currency,
      status: 'SUCCEEDED',
    },
  };
}

const CARD_YEAR = new Date().getFullYear() + 2;

/** A card token from the stand-in, as Xendit.js makes it in the browser: single-use unless the card is to be saved. */
async function cardToken(number: string, multipleUse = false): Promise<string> {
  const res = await xenditStandIn.request(
    '/v2/credit_card_tokens',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa(`${STAND_IN_KEYS.publicKey}:`)}` },
      body: JSON.stringify({
        card_number: number,
        card_exp_month: '12',
        card_exp_year: String(CARD_YEAR),
        card_cvn: '123',
        is_multiple_use: multipleUse,
      }),
    },
    env,
  );
  return ((await res.json()) as { id: string }).id;
}

describe('payment options', () => {
  it('offers the country e-wallets and QR, and cash on delivery with the reason when not', async () => {
    const jakarta = await newShopper('ID');
    const order = await placeOrder(jakarta);
    const options = await send(paymentOptions, { order_no: order.order_no }, { token: jakarta.token });
    expect(options.body.data).toMatchObject({ ewallets: ['OVO', 'DANA', 'SHOPEEPAY', 'GOPAY'], qr: 'QRIS', cards: [] });
    expect(options.body.data.cod).toEqual({ available: true, reason: null });

    // An address outside the provinces couriers collect cash in.
    await DB.ID.prepare("UPDATE orders SET address = json_set(address, '$.state', 'Bali') WHERE order_no = ?").bind(order.order_no).run();
    const bali = await send(paymentOptions, { order_no: order.order_no }, { token: jakarta.token });
    expect(bali.body.data.cod).toEqual({ available: false, reason: 'area' });
    await DB.ID.prepare("UPDATE orders SET address = json_set(address, '$.state', 'DKI Jakarta') WHERE order_no = ?")
      .bind(order.order_no)
      .run();

    // Above the cash cap (kept consistent with the order's CHECKs).
    await DB.ID.prepare(
      'UPDATE orders SET retail_total = retail_total + 3000000, subtotal = subtotal + 3000000, total = total + 3000000 WHERE order_no = ?',
    )
      .bind(order.order_no)
      .run();
    const big = await send(paymentOptions, { order_no: order.order_no }, { token: jakarta.token });
    expect(big.body.data.cod).toEqual({ available: false, reason: 'order_value' });
    const refused = await pay(jakarta, { order_no: order.order_no, method: 'cod' });
    expect(refused.body.code).toBe(ERR.PAYMENT_INVALID);
    expect(refused.body.data).toEqual({ reason: 'order_value' });

    const sg = await newShopper('SG');
    const sgOrder = await placeOrder(sg);
    const sgOptions = await send(paymentOptions, { order_no: sgOrder.order_no }, { token: sg.token, country: 'SG' });
    expect(sgOptions.body.data).toMatchObject({ ewallets: ['GRABPAY'], qr: 'PAYNOW', cod: { available: false, reason: 'country' } });
  });

  it('refuses cash on delivery for an order holding an online-only voucher (1103010)', async () => {
    const shopper = await newShopper('ID');
    const order = await placeOrder(shopper);
    const now = Date.now();
    const voucherNo = `V-${crypto.randomUUID().slice(0, 12)}`;
    await DB.ID.batch([
      DB.ID.prepare(
        `INSERT INTO vouchers (voucher_no, kind, amount_off, online_only, claim_start_at, claim_end_at, valid_days, total_quantity, claimed, created_at)
         VALUES (?, 'discount', 1, 1, ?, ?, 7, 1, 1, ?)`,
      ).bind(voucherNo, now - 1000, now + 86_400_000, now),
      DB.ID.prepare(
        `INSERT INTO member_vouchers (coupon_no, member_id, voucher_id, claimed_at, valid_until, uses, order_id)
         SELECT ?, ?, v.id, ?, ?, 1, o.id FROM vouchers v, orders o WHERE v.voucher_no = ? AND o.order_no = ?`,
      ).bind(`C-${voucherNo}`, shopper.memberId, now, now + 86_400_000, voucherNo, order.order_no),
    ]);
    const options = await send(paymentOptions, { order_no: order.order_no }, { token: shopper.token });
    expect(options.body.data.cod).toEqual({ available: false, reason: 'online_only_voucher' });
    expect((await pay(shopper, { order_no: order.order_no, method: 'cod' })).body.code).toBe(ERR.UNSUPPORTED_VOUCHER_PAYMENT);
  });
});

describe('paying an order', () => {
  it.each(['ID', 'SG', 'MY'] as const)(
    'by e-wallet in %s: the request, the payment and the confirmation all carry the order total; paid once',
    async (country) => {
      const shopper = await newShopper(country);
      const order = await placeOrder(shopper, 2);
      const salesBefore = (await row(country, 'SELECT sales_count FROM products WHERE id = ?', order.product_id))!.sales_count as number;
      const channel = ({ ID: 'OVO', SG: 'GRABPAY', MY: 'TOUCHNGO' } as const)[country];
      const started = await pay(shopper, { order_no: order.order_no, method: 'ewallet', channel });
      expect(started.body.code).toBe(0);
      expect(started.body.data).toMatchObject({ status: 'processing', order_status: 'unpaid', merchant_name: null, error_code: null });
      const payment = await paymentRow(country, started.body.data.payment_no);
      expect(payment.amount).toBe(order.amounts.total);
      expect(payment.currency).toBe(COUNTRIES[country].currency);

      // The stand-in's page shows what it was asked for; a paid callback with exactly that amount pays the order.
      expect(await decide(started.body.data.action_url!, 'approve')).toBe(303);
      const paid = await orderRow(country, order.order_no);
      expect(paid).toMatchObject({ status: 'to_ship', payment_method: 'ewallet' });
      expect(paid.paid_at).toBeTypeOf('number');
      const info = await send(orderPayInfo, { order_no: order.order_no }, { token: shopper.token, country });
      expect(info.body.data.amounts.total).toBe(order.amounts.total);
      expect(info.body.data.payment_status).toBe('successful');
      const state = await send(paymentStatus, { payment_no: String(payment.payment_no) }, { token: shopper.token, country });
      expect(state.body.data).toMatchObject({ status: 'successful', order_status: 'to_ship' });

      // Replayed ten times, and followed by a late 'failed' and 'expired': nothing changes, nothing is counted twice.
      for (let i = 0; i < 10; i++) expect(await decide(started.body.data.action_url!, 'replay')).toBe(303);
      const after = await paymentRow(country, payment.payment_no as string);
      for (const event of ['payment.failure', 'payment_request.expiry']) {
        const body = succeeded(after, `py-late-${event}`);
        expect((await callback({ ...body, event })).status).toBe(200);
      }
      expect((await paymentRow(country, payment.payment_no as string)).status).toBe('successful');
      const sales = (await row(country, 'SELECT sales_count FROM products WHERE id = ?', order.product_id))!.sales_count;
      expect(sales).toBe(salesBefore + 2);
      const messages = await DB[country]
        .prepare("SELECT params FROM messages WHERE member_id = ? AND kind = 'order'")
        .bind(shopper.memberId)
        .all<{ params: string }>();
      expect(messages.results.map((m) => JSON.parse(m.params))).toEqual([{ event: 'paid', order_no: order.order_no }]);
      const successes = await row(country, "SELECT count(*) AS n FROM payments WHERE order_id = ? AND status = 'successful'", paid.id);
      expect(successes!.n).toBe(1);
    },
  );

  it('answers a QR string with its payee, and in development the stand-in page that plays the payer app', async () => {
    const shopper = await newShopper('ID');
    const order = await placeOrder(shopper);
    const started = await pay(shopper, { order_no: order.order_no, method: 'qr' });
    expect(started.body.data.qr_string).toContain('QRIS');
    // Issued to the business the gateway account is registered with: configured, else the shop's name.
    expect(started.body.data.merchant_name).toBe('KedaiKita');
    expect(merchantName({ ...env, XENDIT_MERCHANT_NAME: ' PT Kedai Kita Nusantara ' })).toBe('PT Kedai Kita Nusantara');
    expect(started.body.data.action_url).toContain('/dev/xendit/payment_requests/');
    expect(await decide(started.body.data.action_url!, 'approve', `http://localhost/checkout?order_no=${order.order_no}`)).toBe(303);
    expect((await orderRow('ID', order.order_no)).status).toBe('to_ship');
  });

  it('refuses a forged, a mis-priced and a stale success; tolerates unknown payments', async () => {
    const shopper = await newShopper('ID');
    const order = await placeOrder(shopper);
    const started = await pay(shopper, { order_no: order.order_no, method: 'ewallet', channel: 'DANA' });
    const payment = await paymentRow('ID', started.body.data.payment_no);
    let tried = 0;
    let wrong = 0;
    const check = async () => {
      tried++;
      if ((await orderRow('ID', order.order_no)).status !== 'unpaid') wrong++;
    };
    // Without the token, or with another one: 403, nothing applied.
    expect((await callback(succeeded(payment, 'py-forged'), '')).status).toBe(403);
    await check();
    const token = await standInCallbackToken(env);
    expect((await callback(succeeded(payment, 'py-forged'), 'x'.repeat(token.length))).status).toBe(403);
    await check();
    // Another amount: answered 200 (the gateway stops retrying), never paid, said as 1104009.
    for (let i = 0; i < 3; i++) {
      expect((await callback(succeeded(payment, 'py-cheap', (payment.amount as number) - 1))).status).toBe(200);
      await check();
    }
    const state = await send(paymentStatus, { payment_no: String(payment.payment_no) }, { token: shopper.token });
    expect(state.body.data).toMatchObject({ status: 'failed', error_code: ERR.PAYMENT_AMOUNT_WRONG });
    // Another currency.
    const other = succeeded(payment, 'py-usd');
    expect((await callback({ ...other, data: { ...other.data, currency: 'SGD' } })).status).toBe(200);
    await check();
    // A success for a payment we gave up on is honoured only when the gateway says so: the stand-in's request is undecided.
    expect((await callback(succeeded(payment, 'py-unconfirmed'))).status).toBe(200);
    await check();
    // A payment that is not ours.
    expect((await callback(succeeded({ ...payment, payment_no: 'PID000000000000000000' }, 'py-unknown'))).status).toBe(200);
    expect(tried).toBe(7);
    expect(wrong).toBe(0);
  });

  it('pays by a new card at once; a declined card fails (1104005) and the order can be paid again', async () => {
    const shopper = await newShopper('ID');
    const order = await placeOrder(shopper);
    const declined = await pay(shopper, { order_no: order.order_no, method: 'card', token_id: await cardToken('4000000000000002') });
    expect(declined.body.code).toBe(ERR.PAYMENT_FAILED);
    // The bank's reason in the shopper's words (the gateway's own word stays in our row).
    expect(declined.body.data).toEqual({ decline: 'declined' });
    expect((await orderRow('ID', order.order_no)).status).toBe('unpaid');
    const paid = await pay(shopper, { order_no: order.order_no, method: 'card', token_id: await cardToken('4000000000001091') });
    expect(paid.body.code).toBe(0);
    expect(paid.body.data).toMatchObject({ method: 'card', status: 'successful', order_status: 'to_ship' });
    expect((await orderRow('ID', order.order_no)).payment_method).toBe('card');
    const again = await pay(shopper, { order_no: order.order_no, method: 'card', token_id: await cardToken('4000000000001091') });
    expect(again.body.code).toBe(ERR.PAYMENT_SUCCESSFUL);
  });

  it('saves a new card ticked "Save this card" once the payment succeeds: not after a decline, not twice, paid with next time', async () => {
    const shopper = await newShopper('ID');
    const saveCard = (lastFour: string) =>
      ({
        brand: 'VISA',
        last_four: lastFour,
        exp_month: 12,
        exp_year: CARD_YEAR,
        first_name: 'Rina',
        last_name: 'Wijaya',
        country_code: '62',
        phone: '081234567890',
        email: 'rina@example.com',
        bank: 'BCA',
      }) as const;
    const cards = async () =>
      (
        await DB.ID.prepare('SELECT brand, last_four, exp_month, exp_year, first_name, bank FROM payment_cards WHERE member_id = ?')
          .bind(shopper.memberId)
          .all()
      ).results;
    const first = await placeOrder(shopper);

    // A holder the saved card could not have refuses the payment before anything is charged.
    const badPhone = { ...saveCard('1091'), phone: '12345678' };
    const refused = await pay(shopper, {
      order_no: first.order_no,
      method: 'card',
      token_id: await cardToken('4000000000001091', true),
      save_card: badPhone,
    });
    expect(refused.body.code).toBe(ERR.INVALID_PARAMETER);
    expect(
      await row('ID', 'SELECT count(*) AS n FROM payments WHERE order_id = (SELECT id FROM orders WHERE order_no = ?)', first.order_no),
    ).toEqual({ n: 0 });

    const declined = await pay(shopper, {
      order_no: first.order_no,
      method: 'card',
      token_id: await cardToken('4000000000000002', true),
      save_card: saveCard('0002'),
    });
    expect(declined.body.code).toBe(ERR.PAYMENT_FAILED);
    expect(await cards()).toEqual([]);

    const paid = await pay(shopper, {
      order_no: first.order_no,
      method: 'card',
      token_id: await cardToken('4000000000001091', true),
      save_card: saveCard('1091'),
    });
    expect(paid.body.data).toMatchObject({ status: 'successful', order_status: 'to_ship' });
    expect(await cards()).toEqual([
      { brand: 'VISA', last_four: '1091', exp_month: 12, exp_year: CARD_YEAR, first_name: 'Rina', bank: 'BCA' },
    ]);

    // The same card typed again (a new token) and ticked again: paid, and still one card.
    const second = await placeOrder(shopper);
    const again = await pay(shopper, {
      order_no: second.order_no,
      method: 'card',
      token_id: await cardToken('4000000000001091', true),
      save_card: saveCard('1091'),
    });
    expect(again.body.data).toMatchObject({ status: 'successful' });
    expect(await cards()).toHaveLength(1);

    // Next time the card is offered, and its multiple-use token pays again.
    const third = await placeOrder(shopper);
    const options = await send(paymentOptions, { order_no: third.order_no }, { token: shopper.token });
    expect(options.body.data.cards).toMatchObject([{ brand: 'VISA', last_four: '1091' }]);
    const withSaved = await pay(shopper, { order_no: third.order_no, method: 'card', card_id: options.body.data.cards[0]!.card_id });
    expect(withSaved.body.data).toMatchObject({ method: 'card', status: 'successful' });

    // Cards are saved in Indonesia only: asking elsewhere is refused before the charge.
    const sg = await newShopper('SG');
    const sgOrder = await placeOrder(sg);
    const sgSave = await pay(sg, {
      order_no: sgOrder.order_no,
      method: 'card',
      token_id: await cardToken('4000000000001091', true),
      save_card: saveCard('1091'),
    });
    expect(sgSave.body.code).toBe(ERR.PAYMENT_INVALID);
    expect((await orderRow('SG', sgOrder.order_no)).status).toBe('unpaid');
  });

  it('refuses a second payment while one is processing, and replaces one older than a few minutes', async () => {
    const shopper = await newShopper('ID');
    const order = await placeOrder(shopper);
    const first = await pay(shopper, { order_no: order.order_no, method: 'ewallet', channel: 'OVO' });
    const racing = await Promise.all([1, 2].map(() => pay(shopper, { order_no: order.order_no, method: 'qr' })));
    expect(racing.map((r) => r.body.code)).toEqual([ERR.PAYMENT_PROCESSING, ERR.PAYMENT_PROCESSING]);
    await DB.ID.prepare('UPDATE payments SET created_at = created_at - 600000 WHERE payment_no = ?').bind(first.body.data.payment_no).run();
    const second = await pay(shopper, { order_no: order.order_no, method: 'qr' });
    expect(second.body.code).toBe(0);
    expect((await paymentRow('ID', first.body.data.payment_no)).status).toBe('cancelled');
    // The replaced request is paid after all, then the new one: the order is paid once, the second payment refunded.
    expect(await decide(first.body.data.action_url!, 'approve')).toBe(303);
    expect((await orderRow('ID', order.order_no)).status).toBe('to_ship');
    expect(await decide(second.body.data.action_url!, 'approve')).toBe(303);
    expect((await paymentRow('ID', second.body.data.payment_no)).status).toBe('refunded');
    expect((await paymentRow('ID', first.body.data.payment_no)).status).toBe('successful');
  });

  it('confirms cash on delivery in Jakarta without the gateway; refuses it in Singapore with the reason', async () => {
    const shopper = await newShopper('ID');
    const order = await placeOrder(shopper);
    const cod = await pay(shopper, { order_no: order.order_no, method: 'cod' });
    expect(cod.body.data).toMatchObject({ method: 'cod', status: 'processing', order_status: 'to_ship', action_url: null });
    expect(await orderRow('ID', order.order_no)).toMatchObject({ status: 'to_ship', payment_method: 'cod', paid_at: null });
    const sg = await newShopper('SG');
    const sgOrder = await placeOrder(sg);
    const refused = await pay(sg, { order_no: sgOrder.order_no, method: 'cod' });
    expect(refused.body).toMatchObject({ code: ERR.PAYMENT_INVALID, data: { reason: 'country' } });
  });

  it("keeps members apart: another member's order, payment and card are not found", async () => {
    const owner = await newShopper('ID');
    const intruder = await newShopper('ID');
    const order = await placeOrder(owner);
    const started = await pay(owner, { order_no: order.order_no, method: 'ewallet', channel: 'OVO' });
    expect((await pay(intruder, { order_no: order.order_no, method: 'qr' })).body.code).toBe(ERR.ORDER_NOT_FOUND);
    const status = await send(paymentStatus, { payment_no: started.body.data.payment_no }, { token: intruder.token });
    expect(status.body.code).toBe(ERR.PAYMENT_NOT_FOUND);
    const options = await send(paymentOptions, { order_no: order.order_no }, { token: intruder.token });
    expect(options.body.code).toBe(ERR.ORDER_NOT_FOUND);
    await DB.ID.prepare(
      `INSERT INTO payment_cards (card_id, member_id, gateway_token, brand, last_four, exp_month, exp_year, first_name, last_name, phone, email, bank, created_at)
       VALUES ('C-owner-card', ?, 'tok', 'VISA', '1091', 12, 2099, 'A', 'B', '6281234500000', 'a@example.com', 'BCA', 0)`,
    )
      .bind(owner.memberId)
      .run();
    const other = await placeOrder(intruder);
    expect((await pay(intruder, { order_no: other.order_no, method: 'card', card_id: 'C-owner-card' })).body.code).toBe(
      ERR.PAYMENT_NOT_FOUND,
    );
  });
});

describe('late payments', () => {
  it('refuses to start a payment past the deadline, and refunds a payment that arrives after the close', async () => {
    const shopper = await newShopper('ID');
    const order = await placeOrder(shopper, 2);
    const stockPlaced = (await row('ID', 'SELECT stock FROM skus WHERE id = ?', order.sku_id))!.stock as number;
    const started = await pay(shopper, { order_no: order.order_no, method: 'ewallet', channel: 'OVO' });
    await DB.ID.prepare('UPDATE orders SET pay_deadline = ? WHERE order_no = ?')
      .bind(Date.now() - 1, order.order_no)
      .run();
    const late = await pay(shopper, { order_no: order.order_no, method: 'qr' });
    expect(late.body.code).toBe(ERR.PAYMENT_CANCELLED);
    expect(late.body.msg).toBe('Payment timed out, try later.');
    await closeOverdueOrders(dbFor(env, 'ID'), Date.now());
    expect((await orderRow('ID', order.order_no)).status).toBe('cancelled');
    expect((await row('ID', 'SELECT stock FROM skus WHERE id = ?', order.sku_id))!.stock).toBe(stockPlaced + 2);

    expect(await decide(started.body.data.action_url!, 'approve')).toBe(303);
    const payment = await paymentRow('ID', started.body.data.payment_no);
    expect(payment.status).toBe('refunded');
    expect(payment.refund_id).toBeTruthy();
    expect((await orderRow('ID', order.order_no)).status).toBe('cancelled');
    expect((await row('ID', 'SELECT stock FROM skus WHERE id = ?', order.sku_id))!.stock).toBe(stockPlaced + 2);
    // Replays change nothing more.
    for (let i = 0; i < 3; i++) expect(await decide(started.body.data.action_url!, 'replay')).toBe(303);
    expect((await paymentRow('ID', started.body.data.payment_no)).status).toBe('refunded');
    const info = await send(orderPayInfo, { order_no: order.order_no }, { token: shopper.token });
    expect(info.body.data).toMatchObject({ status: 'cancelled', close_reason: 'timeout', payment_status: 'refunded' });
  });

  it('in development, /dev/jobs lets one order run out of time and runs the scheduled jobs, which close it', async () => {
    const shopper = await newShopper('ID');
    const order = await placeOrder(shopper);
    const other = await placeOrder(shopper);
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request('http://localhost/dev/jobs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ country: 'ID', expire_order_no: order.order_no }),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(await orderRow('ID', order.order_no)).toMatchObject({ status: 'cancelled', close_reason: 'timeout' });
    expect((await orderRow('ID', other.order_no)).status).toBe('unpaid');
    const checkout = await pay(shopper, { order_no: order.order_no, method: 'qr' });
    expect(checkout.body.code).toBe(ERR.PAYMENT_CANCELLED);
  });

  it('a close racing a success callback has exactly one outcome, money and stock consistent', async () => {
    const outcomes = new Set<string>();
    // Each order one way, then side by side: whichever lands first wins whole.
    for (const mode of ['approve then close', 'close then approve', 'together', 'together', 'together', 'together']) {
      const shopper = await newShopper('ID');
      const order = await placeOrder(shopper);
      const stockPlaced = (await row('ID', 'SELECT stock FROM skus WHERE id = ?', order.sku_id))!.stock as number;
      const started = await pay(shopper, { order_no: order.order_no, method: 'ewallet', channel: 'OVO' });
      const { id } = await orderRow('ID', order.order_no);
      // Either may start first: the close's batch, or the shopper's approval with its callback.
      const close = () => dbFor(env, 'ID').batch(closeStatements(dbFor(env, 'ID'), id as number, 'cancelled', Date.now()));
      const approve = () => decide(started.body.data.action_url!, 'approve');
      if (mode === 'approve then close') await approve().then(close);
      else if (mode === 'close then approve') await close().then(approve);
      else await Promise.all([close(), approve()]);
      const final = await orderRow('ID', order.order_no);
      const payment = await paymentRow('ID', started.body.data.payment_no);
      const stock = (await row('ID', 'SELECT stock FROM skus WHERE id = ?', order.sku_id))!.stock;
      outcomes.add(String(final.status));
      if (final.status === 'to_ship') {
        expect(payment.status).toBe('successful');
        expect(stock).toBe(stockPlaced);
      } else {
        expect(final.status).toBe('cancelled');
        expect(payment.status).toBe('refunded');
        expect(stock).toBe(stockPlaced + 1);
      }
    }
    expect([...outcomes].sort()).toEqual(['cancelled', 'to_ship']);
  });
});

describe('resuming and changing a QR or e-wallet payment', () => {
  function options(shopper: Shopper, orderNo: string) {
    return send(paymentOptions, { order_no: orderNo }, { token: shopper.token, country: shopper.country, headers: ORIGIN });
  }

  function cancel(shopper: Shopper, paymentNo: string) {
    return send(cancelPayment, { payment_no: paymentNo }, { token: shopper.token, country: shopper.country });
  }

  /** Runs `decision` on the stand-in's page while the gateway's callback is lost on its way to us. */
  async function decideUnheard(actionUrl: string, decision: string): Promise<void> {
    const passThrough = commerce.request;
    const lost = vi.spyOn(commerce, 'request').mockImplementation(async (input, init, ...rest) => {
      if (input !== '/payment/callback') return passThrough(input, init, ...rest);
      return Response.json({ code: 0, msg: 'success', data: null });
    });
    try {
      expect(await decide(actionUrl, decision)).toBe(303);
    } finally {
      lost.mockRestore();
    }
  }

  it('answers the open PayNow QR again (same code, amount, time left); cancelled, the order is paid by card', async () => {
    const shopper = await newShopper('SG');
    const order = await placeOrder(shopper);
    const started = await pay(shopper, { order_no: order.order_no, method: 'qr' });
    expect(started.body.data).toMatchObject({ method: 'qr', channel: 'PAYNOW', amount: order.amounts.total, currency: 'SGD' });
    const { pay_deadline: deadline } = await orderRow('SG', order.order_no);

    // Coming back: the options answer the same request, and paying again is still refused while it is open.
    const back = await options(shopper, order.order_no);
    expect(back.body.code).toBe(0);
    expect(back.body.data.open_payment).toEqual({
      payment_no: started.body.data.payment_no,
      order_no: order.order_no,
      method: 'qr',
      channel: 'PAYNOW',
      amount: order.amounts.total,
      currency: 'SGD',
      status: 'processing',
      order_status: 'unpaid',
      action_url: expect.stringContaining('/dev/xendit/payment_requests/'),
      qr_string: started.body.data.qr_string,
      // The payee the shopper's app shows: the shop's name while XENDIT_MERCHANT_NAME is not set.
      merchant_name: 'KedaiKita',
      expires_at: deadline,
      error_code: null,
    });
    expect((await pay(shopper, { order_no: order.order_no, method: 'qr' })).body.code).toBe(ERR.PAYMENT_PROCESSING);

    // Changing the way to pay cancels the request at the gateway and here; asked twice, the same answer.
    const cancelled = await cancel(shopper, started.body.data.payment_no);
    expect(cancelled.body.code).toBe(0);
    expect(cancelled.body.data).toMatchObject({ payment_no: started.body.data.payment_no, status: 'cancelled', order_status: 'unpaid' });
    const payment = await paymentRow('SG', started.body.data.payment_no);
    expect(payment).toMatchObject({ status: 'cancelled', failure_code: 'METHOD_CHANGED' });
    expect((await getPaymentRequest(env, payment.gateway_id as string)).status).toBe('CANCELED');
    expect((await cancel(shopper, started.body.data.payment_no)).body).toMatchObject({ code: 0, data: { status: 'cancelled' } });
    expect((await options(shopper, order.order_no)).body.data.open_payment).toBeNull();
    // The cancelled code can no longer be paid.
    expect(await decide(started.body.data.action_url!, 'approve')).toBe(409);

    const paid = await pay(shopper, { order_no: order.order_no, method: 'card', token_id: await cardToken('4000000000001091') });
    expect(paid.body.data).toMatchObject({ method: 'card', status: 'successful', order_status: 'to_ship' });
    expect((await orderRow('SG', order.order_no)).payment_method).toBe('card');
  });

  it('answers an open e-wallet request with the way back to its page, and another method can follow', async () => {
    const shopper = await newShopper('ID');
    const order = await placeOrder(shopper);
    const started = await pay(shopper, { order_no: order.order_no, method: 'ewallet', channel: 'OVO' });
    const open = (await options(shopper, order.order_no)).body.data.open_payment;
    expect(open).toMatchObject({
      payment_no: started.body.data.payment_no,
      method: 'ewallet',
      channel: 'OVO',
      amount: order.amounts.total,
      currency: 'IDR',
      action_url: started.body.data.action_url,
      qr_string: null,
    });
    expect((await cancel(shopper, started.body.data.payment_no)).body.code).toBe(0);
    const qr = await pay(shopper, { order_no: order.order_no, method: 'qr' });
    expect(qr.body.code).toBe(0);
    expect(await decide(qr.body.data.action_url!, 'approve')).toBe(303);
    expect(await orderRow('ID', order.order_no)).toMatchObject({ status: 'to_ship', payment_method: 'qr' });
  });

  it('refuses to cancel a paid payment (1104006) and the order stays paid', async () => {
    const shopper = await newShopper('SG');
    const order = await placeOrder(shopper);
    const started = await pay(shopper, { order_no: order.order_no, method: 'qr' });
    expect(await decide(started.body.data.action_url!, 'approve')).toBe(303);
    expect((await cancel(shopper, started.body.data.payment_no)).body.code).toBe(ERR.PAYMENT_SUCCESSFUL);
    expect((await orderRow('SG', order.order_no)).status).toBe('to_ship');
    expect((await paymentRow('SG', started.body.data.payment_no)).status).toBe('successful');
  });

  it('ends paid when the gateway took the payment just before the cancel, and the late callback changes nothing', async () => {
    const shopper = await newShopper('SG');
    const order = await placeOrder(shopper);
    const started = await pay(shopper, { order_no: order.order_no, method: 'qr' });
    await decideUnheard(started.body.data.action_url!, 'approve');
    expect((await orderRow('SG', order.order_no)).status).toBe('unpaid');

    const refused = await cancel(shopper, started.body.data.payment_no);
    expect(refused.body.code).toBe(ERR.PAYMENT_SUCCESSFUL);
    const paid = await orderRow('SG', order.order_no);
    expect(paid).toMatchObject({ status: 'to_ship', payment_method: 'qr' });
    expect((await paymentRow('SG', started.body.data.payment_no)).status).toBe('successful');

    expect(await decide(started.body.data.action_url!, 'replay')).toBe(303);
    expect((await paymentRow('SG', started.body.data.payment_no)).status).toBe('successful');
    const successes = await row('SG', "SELECT count(*) AS n FROM payments WHERE order_id = ? AND status = 'successful'", paid.id);
    expect(successes!.n).toBe(1);
    const cancelled = await row('SG', "SELECT count(*) AS n FROM payments WHERE order_id = ? AND status = 'cancelled'", paid.id);
    expect(cancelled!.n).toBe(0);
  });

  it('coming back to a request paid or expired unheard settles it: paid goes to payment success, expired frees the order', async () => {
    const shopper = await newShopper('SG');
    const paidOrder = await placeOrder(shopper);
    const paid = await pay(shopper, { order_no: paidOrder.order_no, method: 'qr' });
    await decideUnheard(paid.body.data.action_url!, 'approve');
    expect((await options(shopper, paidOrder.order_no)).body.code).toBe(ERR.PAYMENT_SUCCESSFUL);
    expect((await orderRow('SG', paidOrder.order_no)).status).toBe('to_ship');

    const lapsedOrder = await placeOrder(shopper);
    const lapsed = await pay(shopper, { order_no: lapsedOrder.order_no, method: 'qr' });
    await decideUnheard(lapsed.body.data.action_url!, 'expire');
    const back = await options(shopper, lapsedOrder.order_no);
    expect(back.body.code).toBe(0);
    expect(back.body.data.open_payment).toBeNull();
    expect((await paymentRow('SG', lapsed.body.data.payment_no)).status).toBe('cancelled');
    expect((await pay(shopper, { order_no: lapsedOrder.order_no, method: 'ewallet', channel: 'GRABPAY' })).body.code).toBe(0);
  });

  it("keeps members apart and cards out: another member's cancel is not found (1104002), a card payment is no QR (1104001)", async () => {
    const owner = await newShopper('SG');
    const intruder = await newShopper('SG');
    const order = await placeOrder(owner);
    const started = await pay(owner, { order_no: order.order_no, method: 'qr' });
    expect((await cancel(intruder, started.body.data.payment_no)).body.code).toBe(ERR.PAYMENT_NOT_FOUND);
    expect((await options(intruder, order.order_no)).body.code).toBe(ERR.ORDER_NOT_FOUND);
    expect((await paymentRow('SG', started.body.data.payment_no)).status).toBe('processing');
    expect((await options(owner, order.order_no)).body.data.open_payment?.payment_no).toBe(started.body.data.payment_no);

    expect((await cancel(owner, started.body.data.payment_no)).body.code).toBe(0);
    const declined = await pay(owner, { order_no: order.order_no, method: 'card', token_id: await cardToken('4000000000000002') });
    expect(declined.body.code).toBe(ERR.PAYMENT_FAILED);
    const card = await row('SG', "SELECT payment_no FROM payments WHERE member_id = ? AND method = 'card'", owner.memberId);
    expect((await cancel(owner, card!.payment_no as string)).body.code).toBe(ERR.PAYMENT_INVALID);
  });
});
