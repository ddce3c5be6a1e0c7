// Payment success without a page: the order is shown as answered, asked again while the gateway's word is on its way
// (a limited number of times), and an order that cannot be had says so. Only the transport (fetch) is stubbed.
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS } from '../../shared/contract/constants';
import { $paidOrder, RECHECK_MS, RECHECKS, watchPaidOrder } from './paid-order';

function order(status: string) {
  return { order_no: 'SO1', status, payment_method: 'qr', amounts: { total: 64_000, currency_code: 'IDR' } };
}

/** order/pay_info answering `statuses` in turn (the last one again and again); null is a refusal. */
function stubPayInfo(statuses: (string | null)[]) {
  const fetch = vi.fn(async (url: string) => {
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/order/pay_info');
    const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    return Response.json(
      status === null ? { code: 1103002, msg: 'no order', data: null } : { code: 0, msg: 'success', data: order(status) },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  vi.useFakeTimers();
  $paidOrder.listen(() => {});
});
afterEach(() => {
  cleanStores($paidOrder);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the paid order', () => {
  it('is loading, then shown as answered', async () => {
    const fetch = stubPayInfo([ORDER_STATUS.pendingShipment]);
    expect($paidOrder.get()).toEqual({ step: 'loading' });
    watchPaidOrder('SO1');
    await vi.advanceTimersByTimeAsync(0);
    expect($paidOrder.get()).toMatchObject({ step: 'shown', order: { order_no: 'SO1', status: ORDER_STATUS.pendingShipment } });
    expect(String(fetch.mock.calls[0]![0])).toContain('order_no=SO1');
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is asked again while still unpaid, until it is paid', async () => {
    const fetch = stubPayInfo([ORDER_STATUS.pendingPayment, ORDER_STATUS.pendingPayment, ORDER_STATUS.pendingShipment]);
    watchPaidOrder('SO1');
    await vi.advanceTimersByTimeAsync(0);
    expect($paidOrder.get()).toMatchObject({ step: 'shown', order: { status: ORDER_STATUS.pendingPayment } });
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 2);
    expect($paidOrder.get()).toMatchObject({ step: 'shown', order: { status: ORDER_STATUS.pendingShipment } });
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it(`gives up asking after ${RECHECKS} more times`, async () => {
    const fetch = stubPayInfo([ORDER_STATUS.pendingPayment]);
    watchPaidOrder('SO1');
    await vi.advanceTimersByTimeAsync(RECHECK_MS * (RECHECKS + 5));
    expect(fetch).toHaveBeenCalledTimes(RECHECKS + 1);
    expect($paidOrder.get()).toMatchObject({ step: 'shown', order: { status: ORDER_STATUS.pendingPayment } });
  });

  it('says it is missing when it cannot be had', async () => {
    stubPayInfo([null]);
    watchPaidOrder('SO404');
    await vi.advanceTimersByTimeAsync(0);
    expect($paidOrder.get()).toEqual({ step: 'missing' });
  });

  it('stops asking when the page stops watching, and an answer on its way then changes nothing', async () => {
    const fetch = stubPayInfo([ORDER_STATUS.pendingPayment]);
    const stop = watchPaidOrder('SO1');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(1);
    const again = watchPaidOrder('SO1');
    again();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect($paidOrder.get()).toMatchObject({ step: 'shown' });
  });
});
