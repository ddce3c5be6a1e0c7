// The cart screen's flow against a stubbed transport: loading and its failure, the restored selection, selecting,
// a quantity shown at once and put back when refused, removing after the dialog, and checking out.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, later, ok, type FakeAnswer, fakeApi, refuse } from '../../../tests/unit/fake-api';
import type { CartItem } from '../../shared/contract/cart';
import { BUY_TYPE } from '../../shared/contract/constants';
import { messagesFor } from '../../shared/i18n';
import { $cartCount } from '../cart';
import { $messages } from '../i18n';
import { $cartState, $userInfo } from '../state';
import { $toast } from '../toast';
import {
  $cartChosen,
  $cartItems,
  $cartRemoving,
  $cartSelection,
  $removeLines,
  askToRemove,
  changeQuantity,
  checkOut,
  keepLines,
  openCart,
  removeAsked,
  toggleAllLines,
  toggleLine,
} from './lines';
import { cartLine, cartSummary } from './fixtures';

const LINES = [cartLine('a', { quantity: 2 }), cartLine('b', { state: 'sold_out', stock: 0, max_quantity: 0 }), cartLine('c')];
const cartSku = (sku_no: string, quantity = 1) => ({ sku_no, quantity, buyType: BUY_TYPE.cart });

const SUMMARY = cartSummary({ subtotal: 1000, coins_earned: 1 });

/** The cart API: the list, the summary, and whatever `change` answers for a change (success with a count by default). */
function stubCart(change: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer> = () => ok({ count: 7 })) {
  return fakeApi((call) => {
    if (call.path === '/cart/list') return ok({ list: LINES, currency_code: 'IDR' });
    return call.path.endsWith('get_minimum_purchase_shortfall') ? ok(SUMMARY) : change(call);
  });
}

const paths = (calls: FakeCall[]) => calls.map((c) => c.path);
const callTo = (calls: FakeCall[], path: string) => calls.find((c) => c.path === path);
let close: () => void = () => {};
let unlisten: () => void = () => {};

async function opened(): Promise<CartItem[]> {
  close = openCart();
  await vi.waitFor(() => expect($cartItems.get()).not.toBeNull());
  return $cartItems.get()!;
}

beforeAll(() => $messages.set(messagesFor('en')));
beforeEach(() => {
  $userInfo.setKey('selectSkus', []);
  $toast.set(null);
  $cartCount.set(0);
  // The screen's subscriptions: a query store loads, and a mutator settles, while someone listens.
  const stops = [$cartItems, $cartChosen, $removeLines].map((s) => s.listen(() => {}));
  unlisten = () => {
    for (const stop of stops) stop();
  };
});
afterEach(() => {
  close();
  unlisten();
  vi.unstubAllGlobals();
});

describe('the cart lines', () => {
  it('asks for nothing before the screen opens for a member, then shows the lines once they answer', async () => {
    const { reply, answer } = later();
    const calls = fakeApi(() => reply);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
    close = openCart();
    await vi.waitFor(() => expect(paths(calls)).toEqual(['/cart/list']));
    expect($cartItems.get()).toBeNull();
    answer(ok({ list: LINES, currency_code: 'IDR' }));
    await vi.waitFor(() => expect($cartItems.get()).toEqual(LINES));
  });

  it('shows the empty cart when the lines cannot load, after the API client said why', async () => {
    fakeApi(() => refuse(1101001));
    expect(await opened()).toEqual([]);
    await vi.waitFor(() => expect($toast.get()?.text).toBeTruthy());
  });

  it("brings back the cart's earlier selection of lines that can still be bought, and keeps it as selectSkus", async () => {
    $userInfo.setKey('selectSkus', [cartSku('a', 2), cartSku('b'), cartSku('gone')]);
    stubCart();
    await opened();
    expect([...$cartSelection.get()]).toEqual(['a']);
    expect($cartChosen.get()).toEqual([cartSku('a', 2)]);
    expect($userInfo.get().selectSkus).toEqual([cartSku('a', 2)]);
    expect($cartState.get().isSelectAll).toBe(false);
  });

  it('does not take a Buy now selection as the cart’s', async () => {
    $userInfo.setKey('selectSkus', [{ sku_no: 'a', quantity: 1, buyType: BUY_TYPE.buyNow }]);
    stubCart();
    await opened();
    expect($cartSelection.get().size).toBe(0);
    expect($userInfo.get().selectSkus).toEqual([]);
  });

  it('selects line by line and all at once, only what can be bought, select-all following', async () => {
    stubCart();
    await opened();
    toggleLine('c');
    expect($cartChosen.get()).toEqual([cartSku('c')]);
    expect($userInfo.get().selectSkus).toEqual([cartSku('c')]);
    toggleAllLines();
    expect($cartChosen.get()).toEqual([cartSku('a', 2), cartSku('c')]);
    expect($cartState.get().isSelectAll).toBe(true);
    toggleAllLines();
    expect($cartChosen.get()).toEqual([]);
    expect($cartState.get().isSelectAll).toBe(false);
  });
});

describe('a quantity change', () => {
  it('shows the new quantity at once and takes the count the server answers', async () => {
    const { reply, answer } = later();
    const calls = stubCart(() => reply);
    const [a] = await opened();
    toggleLine('a');
    const changing = changeQuantity(a!, 3);
    expect($cartItems.get()![0]!.quantity).toBe(3);
    expect($cartChosen.get()).toEqual([cartSku('a', 3)]);
    answer(ok({ count: 4 }));
    await changing;
    expect(callTo(calls, '/cart/update')?.body).toEqual({ sku_no: 'a', quantity: 3 });
    expect($cartCount.get()).toBe(4);
    expect($userInfo.get().selectSkus).toEqual([cartSku('a', 3)]);
  });

  it('puts the quantity it had back when the server refuses it (stock, the per-item limit)', async () => {
    stubCart(() => refuse(1105008));
    const [a] = await opened();
    await changeQuantity(a!, 11);
    expect($cartItems.get()![0]!.quantity).toBe(2);
    expect($cartCount.get()).toBe(0);
    await vi.waitFor(() => expect($toast.get()?.text).toBeTruthy());
  });
});

describe('removing lines', () => {
  it('asks first, and keeping them closes the dialog without a call', async () => {
    const calls = stubCart();
    const [a] = await opened();
    askToRemove([a!]);
    expect($cartRemoving.get()).toEqual([a]);
    keepLines();
    expect($cartRemoving.get()).toBeNull();
    expect(paths(calls)).toEqual(['/cart/list']);
  });

  it('removes the lines asked about: busy meanwhile, then gone, the selection kept to the rest, the count and a toast', async () => {
    const { reply, answer } = later();
    const calls = stubCart(() => reply);
    const [a, b] = await opened();
    toggleAllLines();
    askToRemove([a!, b!]);
    const removing = removeAsked();
    await vi.waitFor(() => expect($removeLines.get().loading).toBe(true));
    answer(ok({ count: 1 }));
    await removing;
    expect(callTo(calls, '/cart/delete')?.body).toEqual({ sku_nos: ['a', 'b'] });
    expect($removeLines.get().loading).toBe(false);
    expect($cartItems.get()!.map((i) => i.sku_no)).toEqual(['c']);
    expect($cartChosen.get()).toEqual([cartSku('c')]);
    expect($cartCount.get()).toBe(1);
    expect($toast.get()?.text).toBe('2 items removed');
    expect($cartRemoving.get()).toBeNull();
  });

  it('keeps the lines when the server refuses, and closes the dialog', async () => {
    stubCart(() => refuse(1101001));
    const [a] = await opened();
    askToRemove([a!]);
    await removeAsked();
    expect($cartItems.get()).toEqual(LINES);
    expect($removeLines.get().error).toBeDefined();
    expect($cartRemoving.get()).toBeNull();
  });
});

describe('checking out', () => {
  it('keeps the selection as selectSkus and goes to the order confirmation in the page’s language', async () => {
    stubCart();
    await opened();
    toggleLine('a');
    const location = { href: '/cart' };
    vi.stubGlobal('location', location);
    checkOut();
    expect($userInfo.get().selectSkus).toEqual([cartSku('a', 2)]);
    expect(location.href).toBe('/orderConfirm');
  });
});
