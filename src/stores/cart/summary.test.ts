// The cart summary against a stubbed transport: asked once after a run of changes, the last figures kept while the
// next are asked, an older answer never over a newer one, a failure keeping the figures, nothing selected clearing it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { later, ok, fakeApi, refuse } from '../../../tests/unit/fake-api';
import { BUY_TYPE } from '../../shared/contract/constants';
import { cartSummary } from './fixtures';
import { $cartPricing, $cartSummary, priceSelection, SUMMARY_DEBOUNCE_MS, stopPricing } from './summary';

const sku = (sku_no: string, quantity: number) => ({ sku_no, quantity, buyType: BUY_TYPE.cart });
beforeEach(() => {
  vi.useFakeTimers();
  stopPricing();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the cart summary', () => {
  it('asks once after a run of changes, for the last selection, pricing meanwhile', async () => {
    const calls = fakeApi(() => ok(cartSummary({ subtotal: 3000 })));
    priceSelection([sku('a', 1)]);
    priceSelection([sku('a', 2)]);
    priceSelection([sku('a', 3)]);
    expect($cartPricing.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect($cartPricing.get()).toBe(false));
    expect(calls.map((c) => c.body)).toEqual([{ items: [{ sku_no: 'a', quantity: 3 }] }]);
    expect($cartSummary.get()?.subtotal).toBe(3000);
  });

  it('does not ask again for the selection it priced (a change to a line not selected)', async () => {
    const calls = fakeApi(() => ok(cartSummary({ subtotal: 1000 })));
    priceSelection([sku('a', 1)]);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    priceSelection([sku('a', 1)]);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });

  it('keeps the last figures while the next are asked, and never lets an older answer replace a newer one', async () => {
    const first = later();
    const second = later();
    fakeApi((call) => (JSON.stringify(call.body).includes('"quantity":1') ? first.reply : second.reply));
    priceSelection([sku('a', 1)]);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    priceSelection([sku('a', 2)]);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    second.answer(ok(cartSummary({ subtotal: 2000 })));
    await vi.waitFor(() => expect($cartSummary.get()?.subtotal).toBe(2000));
    first.answer(ok(cartSummary({ subtotal: 1000 })));
    await vi.advanceTimersByTimeAsync(0);
    expect($cartSummary.get()?.subtotal).toBe(2000);
    expect($cartPricing.get()).toBe(false);

    const third = later();
    fakeApi(() => third.reply);
    priceSelection([sku('a', 3)]);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    expect($cartPricing.get()).toBe(true);
    expect($cartSummary.get()?.subtotal).toBe(2000);
  });

  it('keeps its figures when the server cannot price, silently', async () => {
    fakeApi(() => ok(cartSummary({ subtotal: 1000 })));
    priceSelection([sku('a', 1)]);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    await vi.waitFor(() => expect($cartSummary.get()?.subtotal).toBe(1000));
    fakeApi(() => refuse(1101001));
    priceSelection([sku('a', 2)]);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    await vi.waitFor(() => expect($cartPricing.get()).toBe(false));
    expect($cartSummary.get()?.subtotal).toBe(1000);
  });

  it('has no figures at once when nothing is selected, and an answer on its way no longer counts', async () => {
    const { reply, answer } = later();
    const calls = fakeApi(() => reply);
    priceSelection([sku('a', 1)]);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    priceSelection([]);
    expect($cartPricing.get()).toBe(false);
    expect($cartSummary.get()).toBeNull();
    answer(ok(cartSummary({ subtotal: 1000 })));
    await vi.advanceTimersByTimeAsync(0);
    expect($cartSummary.get()).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
