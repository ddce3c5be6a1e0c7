// The order detail's flow against a stubbed transport: loading, the order, not found (not the member's, unknown, not a
// number), another failure and its retry, and asking again with the order still shown (an action, the pay clock).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { later, ok, type FakeAnswer, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { $toast } from '../toast';
import { $orderDetail, openOrder, refreshOrder, retryOrder } from './detail';

const UNPAID = { order_no: 'SO7', status: 'unpaid' };
const CLOSED = { order_no: 'SO7', status: 'cancelled' };

let close: () => void = () => {};
let unlisten: () => void = () => {};
beforeEach(() => {
  $toast.set(null);
  unlisten = $orderDetail.listen(() => {});
});
afterEach(() => {
  close();
  unlisten();
  vi.unstubAllGlobals();
});

function open(reply: () => FakeAnswer | Promise<FakeAnswer>) {
  const calls = fakeApi(reply);
  close = openOrder('SO7');
  return calls;
}

describe('the order detail', () => {
  it('asks for nothing before it opens; loading, then the order', async () => {
    const { reply, answer } = later();
    const calls = fakeApi(() => reply);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    expect($orderDetail.get()).toEqual({ order: null, outcome: 'loading' });
    close = openOrder('SO7');
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/order/trade/detail/SO7']));
    expect($orderDetail.get().outcome).toBe('loading');
    answer(ok(UNPAID));
    await vi.waitFor(() => expect($orderDetail.get()).toEqual({ order: UNPAID, outcome: 'ok' }));
  });

  it.each([
    ['not the member’s', 1103005],
    ['unknown', 1103001],
    ['not an order number', 1101020],
  ])('is missing when the order is %s (%i), silently', async (_what, code) => {
    open(() => refuse(code));
    await vi.waitFor(() => expect($orderDetail.get().outcome).toBe('missing'));
    expect($toast.get()).toBeNull();
  });

  it('says another failure, and a retry asks again from nothing', async () => {
    let answer: FakeAnswer | Promise<FakeAnswer> = refuse(1101001);
    const calls = open(() => answer);
    await vi.waitFor(() => expect($orderDetail.get().outcome).toBe('failed'));
    const second = later();
    answer = second.reply;
    retryOrder();
    await vi.waitFor(() => expect($orderDetail.get().outcome).toBe('loading'));
    second.answer(ok(UNPAID));
    await vi.waitFor(() => expect($orderDetail.get()).toEqual({ order: UNPAID, outcome: 'ok' }));
    expect(calls).toHaveLength(2);
  });

  it('asks again with the order still shown, then shows what it became (an action, the time to pay run out)', async () => {
    let answer: FakeAnswer | Promise<FakeAnswer> = ok(UNPAID);
    const calls = open(() => answer);
    await vi.waitFor(() => expect($orderDetail.get().outcome).toBe('ok'));
    const closing = later();
    answer = closing.reply;
    refreshOrder();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect($orderDetail.get()).toEqual({ order: UNPAID, outcome: 'ok' });
    closing.answer(ok(CLOSED));
    await vi.waitFor(() => expect($orderDetail.get().order).toEqual(CLOSED));
  });

  it('asks afresh each time it opens, and shows nothing once closed', async () => {
    let answer = ok(UNPAID);
    const calls = open(() => answer);
    await vi.waitFor(() => expect($orderDetail.get().order).toEqual(UNPAID));
    close();
    expect($orderDetail.get()).toEqual({ order: null, outcome: 'loading' });
    answer = ok(CLOSED);
    close = openOrder('SO7');
    await vi.waitFor(() => expect($orderDetail.get().order).toEqual(CLOSED));
    expect(calls).toHaveLength(2);
  });
});
