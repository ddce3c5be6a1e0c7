// The order actions against a stubbed transport: asking first, cancelling (with or without a reason, paid or not),
// confirming receipt (with or without coins), a refusal keeping the dialog, buy again to the cart or saying which
// lines could not go back; each order's state its own.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, later, ok, type FakeAnswer, fakeApi, refuse } from '../../../tests/unit/fake-api';
import type { OrderLine } from '../../shared/contract/order';
import { ApiError } from '../../shared/errors';
import { messagesFor } from '../../shared/i18n';
import { $cartCount } from '../cart';
import { $messages } from '../i18n';
import { $userInfo } from '../state';
import { $toast } from '../toast';
import {
  $orderActions,
  type ActionOrder,
  actionStateOf,
  askToCancel,
  askToConfirmReceipt,
  buyAgain,
  cancelOrder,
  confirmReceipt,
  dismiss,
} from './actions';

const lineOf = (sku_no: string): OrderLine => ({
  sku_no,
  product_no: `P-${sku_no}`,
  product_name: `Product ${sku_no}`,
  spec_value: '',
  thumb_image_url: '',
  quantity: 2,
  price: 1000,
  retail_price: 1000,
});

function order(order_no: string, status: ActionOrder['status'], coins = 0, skus = ['A']): ActionOrder {
  return {
    order_no,
    status,
    actions: [],
    lines: skus.map(lineOf),
    amounts: {
      currency_code: 'IDR',
      retail_price: 2000,
      product_discount: 0,
      subtotal: 2000,
      voucher_discount: 0,
      shipping_fee: 0,
      shipping_discount: 0,
      coins_used: 0,
      coins_value: 0,
      total: 2000,
      coins_earned: coins,
    },
  };
}

const stateOf = (orderNo: string) => actionStateOf($orderActions.get(), orderNo);
const body = (calls: FakeCall[], path: string) => calls.find((c) => c.path === path)?.body;

beforeAll(() => $messages.set(messagesFor('en')));
beforeEach(() => {
  $orderActions.set({});
  $toast.set(null);
  $userInfo.setKey('selectSkus', []);
  $cartCount.set(0);
});
afterEach(() => vi.unstubAllGlobals());

describe('cancel', () => {
  it('asks first; keeping the order closes the question without a call', () => {
    const calls = fakeApi(() => ok());
    askToCancel('SO1');
    expect(stateOf('SO1').asking).toBe('cancel');
    expect(stateOf('SO2').asking).toBeNull();
    dismiss('SO1');
    expect(stateOf('SO1').asking).toBeNull();
    expect(calls).toEqual([]);
  });

  it('cancels with the reason trimmed: busy meanwhile, then closed, said, and answered as a change', async () => {
    const { reply, answer } = later();
    const calls = fakeApi(() => reply);
    askToCancel('SO1');
    const cancelling = cancelOrder(order('SO1', 'unpaid'), '  Wrong size ');
    expect(stateOf('SO1').busy).toBe(true);
    expect(stateOf('SO2').busy).toBe(false);
    answer(ok());
    expect(await cancelling).toBe('cancelled');
    expect(body(calls, '/order/trade/cancel')).toEqual({ order_no: 'SO1', reason: 'Wrong size' });
    expect(stateOf('SO1')).toMatchObject({ busy: false, asking: null });
    expect($toast.get()?.text).toBe('Order cancelled');
  });

  it('sends no reason when none was given, and says a paid order is refunded', async () => {
    const calls = fakeApi(() => ok());
    expect(await cancelOrder(order('SO1', 'to_ship'), '   ')).toBe('cancelled');
    expect(body(calls, '/order/trade/cancel')).toEqual({ order_no: 'SO1' });
    expect($toast.get()?.text).toBe(messagesFor('en')['orders.cancelledRefundToast']);
  });

  it('keeps the question open when refused (the status moved on), the API client saying why', async () => {
    fakeApi(() => refuse(1103006));
    askToCancel('SO1');
    expect(await cancelOrder(order('SO1', 'unpaid'), '')).toBeNull();
    expect(stateOf('SO1')).toMatchObject({ busy: false, asking: 'cancel' });
    await vi.waitFor(() => expect($toast.get()?.text).toBe(messagesFor('en')['error.1103006']));
  });
});

describe('confirm receipt', () => {
  it('confirms after asking, saying the coins it credits', async () => {
    const calls = fakeApi(() => ok());
    askToConfirmReceipt('SO2');
    expect(stateOf('SO2').asking).toBe('confirm_receipt');
    expect(await confirmReceipt(order('SO2', 'shipped', 40))).toBe('received');
    expect(body(calls, '/order/trade/confirm_receipt')).toEqual({ order_no: 'SO2' });
    expect(stateOf('SO2').asking).toBeNull();
    expect($toast.get()?.text).toBe('Receipt confirmed. 40 coins added to your balance.');
  });

  it('says only that it is confirmed when the order earns no coins', async () => {
    fakeApi(() => ok());
    await confirmReceipt(order('SO2', 'shipped'));
    expect($toast.get()?.text).toBe(messagesFor('en')['orders.receivedToast']);
  });

  it('keeps the question open when refused', async () => {
    fakeApi(() => refuse(1103006));
    askToConfirmReceipt('SO2');
    expect(await confirmReceipt(order('SO2', 'shipped'))).toBeNull();
    expect(stateOf('SO2')).toMatchObject({ busy: false, asking: 'confirm_receipt' });
  });
});

describe('buy again', () => {
  const location = { assign: vi.fn() };
  beforeEach(() => {
    location.assign.mockClear();
    vi.stubGlobal('location', location);
  });

  function stubAdds(answer: (sku: string) => FakeAnswer | Promise<FakeAnswer>) {
    const added: string[] = [];
    fakeApi((call) => {
      const sku = (call.body as { sku_no: string }).sku_no;
      added.push(sku);
      return answer(sku);
    });
    return added;
  }

  it('adds every line, one at a time, selects them in the cart and goes there', async () => {
    const first = later();
    const added = stubAdds((sku) => (sku === 'A' ? first.reply : ok({ count: 5 })));
    const buying = buyAgain(order('SO3', 'completed', 0, ['A', 'B']));
    await vi.waitFor(() => expect(added).toEqual(['A']));
    expect(stateOf('SO3').busy).toBe(true);
    first.answer(ok({ count: 4 }));
    await buying;
    expect(added).toEqual(['A', 'B']);
    expect(stateOf('SO3').busy).toBe(false);
    expect($cartCount.get()).toBe(5);
    expect($userInfo.get().selectSkus).toEqual([
      { sku_no: 'A', quantity: 2, buyType: 1 },
      { sku_no: 'B', quantity: 2, buyType: 1 },
    ]);
    expect(location.assign).toHaveBeenCalledWith('/cart');
    // For the cart's page (flashToast); without session storage, here and now.
    expect($toast.get()?.text).toBe('2 items added to your cart');
  });

  it('says which lines could not go back and why, selecting the ones that did, and stays', async () => {
    stubAdds((sku) => (sku === 'GONE' ? refuse(1105007) : ok({ count: 3 })));
    await buyAgain(order('SO3', 'completed', 0, ['A', 'GONE']));
    const { notAdded } = stateOf('SO3');
    expect(notAdded?.added.map((l) => l.sku_no)).toEqual(['A']);
    expect(notAdded?.failed.map((f) => f.line.sku_no)).toEqual(['GONE']);
    expect(notAdded?.failed[0]?.error).toBeInstanceOf(ApiError);
    expect($userInfo.get().selectSkus).toEqual([{ sku_no: 'A', quantity: 2, buyType: 1 }]);
    expect($cartCount.get()).toBe(3);
    expect(location.assign).not.toHaveBeenCalled();
    dismiss('SO3');
    expect(stateOf('SO3').notAdded).toBeNull();
  });

  it('keeps the cart as it was when no line could go back', async () => {
    stubAdds(() => refuse(1105007));
    $cartCount.set(2);
    await buyAgain(order('SO3', 'completed', 0, ['A']));
    expect(stateOf('SO3').notAdded?.added).toEqual([]);
    expect($cartCount.get()).toBe(2);
    expect($userInfo.get().selectSkus).toEqual([]);
  });
});
