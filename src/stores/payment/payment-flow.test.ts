// The payment state machine of /checkout without a page: opening the order (paid, closed, missing, back from the
// gateway's page, back to a payment still open), paying each way (e-wallet, QR, saved and new card, cash on delivery),
// waiting on a payment until it is decided, changing the way to pay while waiting, and each refusal the checkout handles. Only the transport (fetch, the gateway's tokenisation) is stubbed.
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS } from '../../shared/contract/constants';
import {
  $cardHolder,
  $newCard,
  $payChoice,
  $payment,
  $saveNewCard,
  $showCardErrors,
  changePaymentMethod,
  choosePayment,
  editCardHolder,
  editNewCard,
  openCheckout,
  pay,
  POLL_MS,
  setSaveNewCard,
  timeUp,
} from './payment-flow';
import { PAYMENT_OPTIONS, paymentState } from './fixtures';

type Answer = { code: number; data?: unknown } | 'network';

const GATEWAY = { tokenUrl: 'https://gateway.test/v2/credit_card_tokens', publicKey: 'xnd_public_test' };
const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** The API behind fetch: each path answers its answers in turn, the last one again and again; the gateway tokenises. */
function stubApi(answers: Record<string, Answer[]>, token: { id?: string; status: string } = { id: 'tok_valid_123', status: 'VERIFIED' }) {
  const calls: { path: string; query: URLSearchParams; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === GATEWAY.tokenUrl) {
        calls.push({ path: 'gateway', query: new URLSearchParams(), body: JSON.parse(String(init?.body)) });
        return Response.json(token);
      }
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const path = pathname.replace(/^\/api/, '');
      calls.push({ path, query: searchParams, body: init?.body ? JSON.parse(String(init.body)) : {} });
      const queue = answers[path];
      if (!queue) throw new Error(`no answer for ${path}`);
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return Response.json({ code: answer.code, msg: answer.code ? 'refused' : 'success', data: answer.data ?? null });
    }),
  );
  return { calls, to: (path: string) => calls.filter((c) => c.path === path) };
}

const ok = (data: unknown) => ({ code: 0, data });

function order(status: string = ORDER_STATUS.pendingPayment, payment_status = 'unpaid') {
  return {
    order_no: 'SO1',
    status,
    payment_status,
    payment_method: null,
    pay_deadline: Date.now() + 30 * 60_000,
    lines: [],
    amounts: { total: 64_000, currency_code: 'IDR' },
    address: { first_name: 'Rina', last_name: 'Wijaya', phone: '6281234567890' },
  };
}

/** An unpaid order of Indonesia with its options, as the page opens it. */
function unpaid(more: Record<string, Answer[]> = {}) {
  return stubApi({
    '/order/pay_info': [ok(order())],
    '/payment/options': [ok(PAYMENT_OPTIONS)],
    '/payment/ewallet/list': [ok([{ link_id: 'L-1', channel: 'OVO', account: '+62 •••• 2222' }])],
    ...more,
  });
}

const open = (paymentNo = '') => openCheckout({ orderNo: 'SO1', paymentNo, country: 'ID' });

let assign = vi.fn();
let replace = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.fn();
  replace = vi.fn();
  vi.stubGlobal('location', { pathname: '/', search: '', assign, replace });
  $payment.listen(() => {});
});
afterEach(() => {
  cleanStores($payment);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('opening the checkout', () => {
  it('is missing without an order number, and asks nothing', async () => {
    const api = unpaid();
    await openCheckout({ orderNo: '', paymentNo: '', country: 'ID' });
    expect($payment.get()).toEqual({ step: 'missing' });
    expect(api.calls).toHaveLength(0);
  });

  it('loads, then offers the ways to pay with the first e-wallet chosen and the linked accounts (Indonesia)', async () => {
    const api = unpaid();
    expect($payment.get()).toEqual({ step: 'loading' });
    await open();
    expect($payment.get()).toMatchObject({ step: 'choosing', failure: null, order: { order_no: 'SO1' }, options: PAYMENT_OPTIONS });
    expect($payment.get()).toMatchObject({ wallets: [{ channel: 'OVO' }] });
    expect($payChoice.get()).toBe('ewallet:OVO');
    expect(api.to('/order/pay_info')[0]!.query.get('order_no')).toBe('SO1');
  });

  it('asks for no linked e-wallets outside Indonesia, and chooses the QR when no e-wallet is offered', async () => {
    const api = unpaid({ '/payment/options': [ok({ ...PAYMENT_OPTIONS, ewallets: [] })] });
    await openCheckout({ orderNo: 'SO1', paymentNo: '', country: 'SG' });
    expect(api.to('/payment/ewallet/list')).toHaveLength(0);
    expect($payment.get()).toMatchObject({ step: 'choosing', wallets: [] });
    expect($payChoice.get()).toBe('qr');
  });

  it('offers the ways to pay even when the linked e-wallets cannot be had', async () => {
    unpaid({ '/payment/ewallet/list': [{ code: 1101001 }] });
    await open();
    expect($payment.get()).toMatchObject({ step: 'choosing', wallets: [], options: PAYMENT_OPTIONS });
  });

  it('sends a paid order to payment success', async () => {
    const api = unpaid({ '/order/pay_info': [ok(order(ORDER_STATUS.pendingShipment))] });
    await open();
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
    expect($payment.get()).toEqual({ step: 'loading' });
    expect(api.to('/payment/options')).toHaveLength(0);
  });

  it('says a closed order timed out', async () => {
    unpaid({ '/order/pay_info': [ok(order(ORDER_STATUS.closed))] });
    await open();
    expect($payment.get()).toEqual({ step: 'timedOut' });
  });

  it.each([
    ['an order that cannot be had', { code: 1103002 }, { step: 'missing' }],
    ['a network failure', 'network', { step: 'missing' }],
    ['a payment timed out (1104007)', { code: 1104007 }, { step: 'timedOut' }],
  ] as const)('handles %s', async (_name, answer, state) => {
    unpaid({ '/order/pay_info': [answer] });
    await open();
    expect($payment.get()).toEqual(state);
  });

  it('sends an order already paid (1104006 on the options) to payment success', async () => {
    unpaid({ '/payment/options': [{ code: 1104006 }] });
    await open();
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('says why the payment the gateway sent the shopper back with did not pay, without taking focus', async () => {
    const api = unpaid({ '/payment/status': [ok(paymentState('ewallet', 'failed', { error_code: 1104005 }))] });
    await open('PAY-1');
    expect(api.to('/payment/status')[0]!.query.get('payment_no')).toBe('PAY-1');
    expect($payment.get()).toMatchObject({ step: 'choosing', failure: { key: 'error.1104005', focus: false }, options: PAYMENT_OPTIONS });
  });

  it('says nothing of a payment the gateway sent the shopper back with that paid', async () => {
    unpaid({ '/payment/status': [ok(paymentState('ewallet', 'successful'))] });
    await open('PAY-1');
    expect($payment.get()).toMatchObject({ step: 'choosing', failure: null });
  });

  it('waits on a payment still being approved, and lands on payment success once it paid', async () => {
    const api = unpaid({
      '/payment/status': [
        ok(paymentState('ewallet', 'processing')),
        ok(paymentState('ewallet', 'processing')),
        ok(paymentState('ewallet', 'successful')),
      ],
    });
    await open('PAY-1');
    expect($payment.get()).toMatchObject({ step: 'waiting', payment: { payment_no: 'PAY-1' }, options: PAYMENT_OPTIONS });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(api.to('/payment/status')).toHaveLength(3);
  });
});

describe('paying', () => {
  it('an e-wallet opens its page, and the methods come back', async () => {
    const api = unpaid({ '/payment/pay': [ok(paymentState('ewallet', 'processing', { action_url: 'https://pay.test/ovo' }))] });
    await open();
    const paying = pay(GATEWAY);
    expect($payment.get().step).toBe('paying');
    await paying;
    expect(api.to('/payment/pay')[0]!.body).toEqual({ order_no: 'SO1', method: 'ewallet', channel: 'OVO' });
    expect(assign).toHaveBeenCalledWith('https://pay.test/ovo');
    expect($payment.get()).toMatchObject({ step: 'choosing', failure: null });
  });

  it('by QR shows the code and waits; a declined one says why and takes focus', async () => {
    const api = unpaid({
      '/payment/pay': [ok(paymentState('qr', 'processing', { qr_string: 'QR-CONTENT' }))],
      '/payment/status': ['network', ok(paymentState('qr', 'processing')), ok(paymentState('qr', 'failed', { error_code: 1104005 }))],
    });
    await open();
    choosePayment('qr');
    await pay(GATEWAY);
    expect(api.to('/payment/pay')[0]!.body).toEqual({ order_no: 'SO1', method: 'qr' });
    expect($payment.get()).toMatchObject({ step: 'waiting', payment: { qr_string: 'QR-CONTENT' } });
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect($payment.get().step).toBe('waiting');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect($payment.get()).toMatchObject({ step: 'choosing', failure: { key: 'error.1104005', focus: true } });
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(api.to('/payment/status')).toHaveLength(3);
  });

  it('by QR: a payment closed with its order says the payment timed out', async () => {
    unpaid({
      '/payment/pay': [ok(paymentState('qr', 'processing', { qr_string: 'QR' }))],
      '/payment/status': [ok(paymentState('qr', 'failed', { error_code: 1104007, order_status: ORDER_STATUS.closed }))],
    });
    await open();
    choosePayment('qr');
    await pay(GATEWAY);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect($payment.get()).toEqual({ step: 'timedOut' });
  });

  it('a saved card is answered at once and lands on payment success', async () => {
    const api = unpaid({ '/payment/pay': [ok(paymentState('card', 'successful'))] });
    await open();
    choosePayment('card:C-1');
    await pay(GATEWAY);
    expect(api.to('/payment/pay')[0]!.body).toEqual({ order_no: 'SO1', method: 'card', card_id: 'C-1' });
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('cash on delivery lands on payment success', async () => {
    const api = unpaid({ '/payment/pay': [ok(paymentState('cod', 'processing'))] });
    await open();
    choosePayment('cod');
    await pay(GATEWAY);
    expect(api.to('/payment/pay')[0]!.body).toEqual({ order_no: 'SO1', method: 'cod' });
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('a new card with a wrong field sends nothing and the fields say what is wrong', async () => {
    const api = unpaid();
    await open();
    choosePayment('newcard');
    editNewCard({ number: '4000000000001092', expiry: `12/${NEXT_YEAR}`, cvn: '12' });
    expect($showCardErrors.get()).toBe(false);
    await pay(GATEWAY);
    expect($showCardErrors.get()).toBe(true);
    expect(api.to('gateway')).toHaveLength(0);
    expect(api.to('/payment/pay')).toHaveLength(0);
    expect($payment.get()).toMatchObject({ step: 'choosing', failure: null });
  });

  it('a new card is tokenised with the gateway and only its token is sent', async () => {
    const api = unpaid({ '/payment/pay': [ok(paymentState('card', 'successful'))] });
    await open();
    choosePayment('newcard');
    editNewCard({ number: '4000000000001091', expiry: `12/${NEXT_YEAR}`, cvn: '123' });
    expect($newCard.get().number).toBe('4000000000001091');
    await pay(GATEWAY);
    expect(api.to('gateway')[0]!.body).toMatchObject({ card_number: '4000000000001091', card_cvn: '123', is_multiple_use: false });
    expect(api.to('/payment/pay')[0]!.body).toEqual({ order_no: 'SO1', method: 'card', token_id: 'tok_valid_123' });
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('"Save this card" asks for the holder (the recipient and the e-mail to start with), tokenises for multiple use and sends the card to save', async () => {
    const api = unpaid({ '/payment/pay': [ok(paymentState('card', 'successful'))] });
    await open();
    expect($saveNewCard.get()).toBe(false);
    expect($cardHolder.get()).toMatchObject({ firstName: 'Rina', lastName: 'Wijaya', dial: '62', phone: '81234567890', bank: '' });
    choosePayment('newcard');
    editNewCard({ number: '4000000000001091', expiry: `12/${NEXT_YEAR}`, cvn: '123' });
    setSaveNewCard(true);
    // No bank and no e-mail yet: the fields say so, nothing leaves.
    editCardHolder({ email: '' });
    await pay(GATEWAY);
    expect($showCardErrors.get()).toBe(true);
    expect(api.to('gateway')).toHaveLength(0);
    editCardHolder({ email: 'rina@example.com', bank: 'BCA' });
    await pay(GATEWAY);
    expect(api.to('gateway')[0]!.body).toMatchObject({ card_number: '4000000000001091', is_multiple_use: true });
    expect(api.to('/payment/pay')[0]!.body).toEqual({
      order_no: 'SO1',
      method: 'card',
      token_id: 'tok_valid_123',
      save_card: {
        brand: 'VISA',
        last_four: '1091',
        exp_month: 12,
        exp_year: 2000 + Number(NEXT_YEAR),
        first_name: 'Rina',
        last_name: 'Wijaya',
        country_code: '62',
        phone: '81234567890',
        email: 'rina@example.com',
        bank: 'BCA',
      },
    });
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('a new card its bank declines says why, keeps the expiry and clears the number and CVN', async () => {
    unpaid({ '/payment/pay': [{ code: 1104005, data: { decline: 'funds' } }] });
    await open();
    choosePayment('newcard');
    editNewCard({ number: '4000000000000002', expiry: `12/${NEXT_YEAR}`, cvn: '123' });
    await pay(GATEWAY);
    expect($payment.get()).toMatchObject({ step: 'choosing', failure: { key: 'payment.cardDeclinedFunds', focus: true } });
    expect($newCard.get()).toEqual({ number: '', expiry: `12/${NEXT_YEAR}`, cvn: '' });
    expect($showCardErrors.get()).toBe(false);
    expect($payChoice.get()).toBe('newcard');
  });

  it('a new card the gateway will not tokenise says so, and our API is not asked', async () => {
    const api = stubApi(
      { '/order/pay_info': [ok(order())], '/payment/options': [ok(PAYMENT_OPTIONS)], '/payment/ewallet/list': [ok([])] },
      { status: 'FAILED' },
    );
    await open();
    choosePayment('newcard');
    editNewCard({ number: '4000000000001091', expiry: `12/${NEXT_YEAR}`, cvn: '123' });
    await pay(GATEWAY);
    expect($payment.get()).toMatchObject({ step: 'choosing', failure: { key: 'payment.cardRejected', focus: true } });
    expect(api.to('/payment/pay')).toHaveLength(0);
  });

  it.each([
    ['a declined payment (1104005)', { code: 1104005 }, { step: 'choosing', failure: { key: 'error.1104005', focus: true } }],
    ['a payment still processing (1104004)', { code: 1104004 }, { step: 'choosing', failure: { key: 'error.1104004', focus: true } }],
    ['a network failure', 'network', { step: 'choosing', failure: { key: 'checkout.failed', focus: true } }],
    ['a closed order (1104007)', { code: 1104007 }, { step: 'timedOut' }],
  ] as const)('says what happened to %s', async (_name, answer, state) => {
    unpaid({ '/payment/pay': [answer] });
    await open();
    await pay(GATEWAY);
    expect($payment.get()).toMatchObject(state);
  });

  it('sends an order paid meanwhile (1104006) to payment success', async () => {
    unpaid({ '/payment/pay': [{ code: 1104006 }] });
    await open();
    await pay(GATEWAY);
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('clears the last failure when paying again', async () => {
    unpaid({ '/payment/pay': [{ code: 1104005 }, ok(paymentState('qr', 'processing', { qr_string: 'QR' }))] });
    await open();
    await pay(GATEWAY);
    expect($payment.get()).toMatchObject({ failure: { key: 'error.1104005' } });
    choosePayment('qr');
    const again = pay(GATEWAY);
    expect($payment.get()).toMatchObject({ step: 'paying' });
    await again;
    expect($payment.get().step).toBe('waiting');
  });

  it('pays once: nothing while paying, nothing before the options are known', async () => {
    const api = unpaid({ '/payment/pay': [ok(paymentState('card', 'successful'))] });
    await pay(GATEWAY);
    expect(api.calls).toHaveLength(0);
    await open();
    choosePayment('card:C-1');
    const first = pay(GATEWAY);
    await pay(GATEWAY);
    await first;
    expect(api.to('/payment/pay')).toHaveLength(1);
  });
});

describe('coming back to a payment still open', () => {
  const OPEN_QR = paymentState('qr', 'processing', {
    payment_no: 'PAY-9',
    channel: 'QRIS',
    qr_string: 'QR-OPEN',
    expires_at: Date.now() + 60_000,
  });

  /** An unpaid order whose options answer its QR payment still open. */
  const resumable = (more: Record<string, Answer[]> = {}) =>
    unpaid({
      '/order/pay_info': [ok(order(ORDER_STATUS.pendingPayment, 'processing'))],
      '/payment/options': [ok({ ...PAYMENT_OPTIONS, open_payment: OPEN_QR })],
      ...more,
    });

  it('shows the open QR again and waits on it, and lands on payment success once it paid', async () => {
    const api = resumable({ '/payment/status': [ok(paymentState('qr', 'processing')), ok(paymentState('qr', 'successful'))] });
    await open();
    expect($payment.get()).toMatchObject({ step: 'waiting', payment: OPEN_QR, change: 'idle', options: { cards: PAYMENT_OPTIONS.cards } });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(api.to('/payment/status')[0]!.query.get('payment_no')).toBe('PAY-9');
    expect(replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('waits on the payment the gateway sent the shopper back with, also answered as open, as one payment', async () => {
    const api = resumable({ '/payment/status': [ok(OPEN_QR)] });
    await open('PAY-9');
    expect($payment.get()).toMatchObject({ step: 'waiting', payment: { payment_no: 'PAY-9' } });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    // One look on opening, then one per interval.
    expect(api.to('/payment/status')).toHaveLength(2);
  });

  it('changes the payment method: the payment is cancelled, nothing more is asked, the ways to pay come back', async () => {
    const api = resumable({
      '/payment/status': [ok(OPEN_QR)],
      '/payment/cancel': [ok(paymentState('qr', 'cancelled', { payment_no: 'PAY-9' }))],
    });
    await open();
    const changing = changePaymentMethod();
    expect($payment.get()).toMatchObject({ step: 'waiting', change: 'changing' });
    await changePaymentMethod();
    await changing;
    expect(api.to('/payment/cancel').map((c) => c.body)).toEqual([{ payment_no: 'PAY-9' }]);
    expect($payment.get()).toMatchObject({ step: 'choosing', failure: null, options: { cards: PAYMENT_OPTIONS.cards } });
    expect($payment.get()).toMatchObject({ order: { payment_status: 'cancelled' } });
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(api.to('/payment/status')).toHaveLength(0);
  });

  it('changes from a QR payment started on this page, and pays by card instead', async () => {
    const api = unpaid({
      '/payment/pay': [ok(paymentState('qr', 'processing', { qr_string: 'QR' })), ok(paymentState('card', 'successful'))],
      '/payment/status': [ok(paymentState('qr', 'processing'))],
      '/payment/cancel': [ok(paymentState('qr', 'cancelled'))],
    });
    await open();
    choosePayment('qr');
    await pay(GATEWAY);
    await changePaymentMethod();
    expect($payment.get().step).toBe('choosing');
    choosePayment('card:C-1');
    await pay(GATEWAY);
    expect(api.to('/payment/pay').map((c) => c.body)).toEqual([
      { order_no: 'SO1', method: 'qr' },
      { order_no: 'SO1', method: 'card', card_id: 'C-1' },
    ]);
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('lands on payment success when the gateway took the payment first (1104006)', async () => {
    resumable({ '/payment/cancel': [{ code: 1104006 }] });
    await open();
    await changePaymentMethod();
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('says the payment timed out when the order closed meanwhile (1104007)', async () => {
    resumable({ '/payment/cancel': [{ code: 1104007 }] });
    await open();
    await changePaymentMethod();
    expect($payment.get()).toEqual({ step: 'timedOut' });
  });

  it.each([
    ['the gateway could not be reached (1103025)', { code: 1103025 }],
    ['a network failure', 'network'],
  ] as const)('keeps waiting on the payment and says the change failed when %s', async (_name, answer) => {
    const api = resumable({ '/payment/cancel': [answer], '/payment/status': [ok(OPEN_QR)] });
    await open();
    await changePaymentMethod();
    expect($payment.get()).toMatchObject({ step: 'waiting', payment: OPEN_QR, change: 'failed' });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(api.to('/payment/status')).toHaveLength(1);
  });

  it('stays timed out when the clock ran out while changing', async () => {
    const api = resumable({ '/payment/cancel': [ok(paymentState('qr', 'cancelled'))] });
    await open();
    const changing = changePaymentMethod();
    timeUp();
    await changing;
    expect($payment.get()).toEqual({ step: 'timedOut' });
    expect(api.to('/payment/cancel')).toHaveLength(1);
  });

  it('changes nothing unless a payment is waited on', async () => {
    const api = unpaid();
    await open();
    await changePaymentMethod();
    expect(api.to('/payment/cancel')).toHaveLength(0);
    expect($payment.get()).toMatchObject({ step: 'choosing' });
  });
});

describe('the deadline', () => {
  it('times the order out on the page clock', async () => {
    unpaid();
    timeUp();
    expect($payment.get()).toEqual({ step: 'loading' });
    await open();
    timeUp();
    expect($payment.get()).toEqual({ step: 'timedOut' });
  });

  it('still lands on payment success when a payment waited on pays in the last second', async () => {
    unpaid({
      '/payment/pay': [ok(paymentState('qr', 'processing', { qr_string: 'QR' }))],
      '/payment/status': [ok(paymentState('qr', 'successful'))],
    });
    await open();
    choosePayment('qr');
    await pay(GATEWAY);
    timeUp();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(replace).toHaveBeenCalledWith('/paymentSuccess?order_no=SO1');
  });

  it('stays timed out when a payment waited on is then declined', async () => {
    unpaid({
      '/payment/pay': [ok(paymentState('qr', 'processing', { qr_string: 'QR' }))],
      '/payment/status': [ok(paymentState('qr', 'failed', { error_code: 1104005 }))],
    });
    await open();
    choosePayment('qr');
    await pay(GATEWAY);
    timeUp();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect($payment.get()).toEqual({ step: 'timedOut' });
  });
});

describe('leaving the page', () => {
  it('stops asking about a payment and starts again from loading', async () => {
    const api = unpaid({
      '/payment/pay': [ok(paymentState('qr', 'processing', { qr_string: 'QR' }))],
      '/payment/status': [ok(paymentState('qr', 'processing'))],
    });
    await open();
    choosePayment('qr');
    await pay(GATEWAY);
    cleanStores($payment);
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(api.to('/payment/status')).toHaveLength(0);
    expect($payment.get()).toEqual({ step: 'loading' });
    expect($payChoice.get()).toBe('');
  });
});
