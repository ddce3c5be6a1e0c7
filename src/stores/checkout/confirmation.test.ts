// The order confirmation's flow without a page: the question follows the shopper's choices, the figures shown are the
// last answer, a failure says so until the next answer, and Place order keeps its idempotency key for a retry of the
// same confirmation. Only the transport (fetch) is stubbed.
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderPreview } from '../../shared/contract/order';
import { $bootstrapped } from '../persist';
import { $userInfo } from '../state';
import { $addressChoices } from './address-choices';
import { $confirmed, $confirmPending, $note, chooseAddress, chooseVouchers, confirmAgain, setNote, setUseCoins } from './confirmation';
import { $couponProducts, loadCouponProducts } from './coupon-products';
import { $placeOrder, canPlace, type Placeable } from './place-order';

type Answer = { code: number; data?: unknown } | 'network' | Promise<{ code: number; data?: unknown }>;

/** The API behind fetch: each path answers its answers in turn, the last one again and again. */
function stubApi(answers: Record<string, Answer[]>) {
  const calls: { path: string; query: Record<string, string>; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const target = new URL(url, 'http://localhost');
      const path = target.pathname.replace(/^\/api/, '');
      calls.push({ path, query: Object.fromEntries(target.searchParams), body: init?.body ? JSON.parse(String(init.body)) : {} });
      const queue = answers[path];
      if (!queue) throw new Error(`no answer for ${path}`);
      const answer = await (queue.length > 1 ? queue.shift()! : queue[0]!);
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return Response.json({ code: answer.code, msg: answer.code ? 'refused' : 'success', data: answer.data ?? null });
    }),
  );
  return { calls, to: (path: string) => calls.filter((c) => c.path === path) };
}

const ADDRESS = {
  address_id: 'A-1',
  first_name: 'Budi',
  last_name: 'Santoso',
  phone: '6281234567890',
  country: 'ID',
  state: 'Jawa Barat',
  city: 'Kota Bandung',
  area: 'Coblong',
  address_line1: 'Jl. Dago No. 1',
  address_line2: '',
  postal_code: '40132',
  is_default: 1,
} as const;

function preview(total: number, address: OrderPreview['address'] = ADDRESS): OrderPreview {
  return {
    address,
    lines: [
      {
        sku_no: 'SKU-1',
        product_no: 'P-1',
        product_name: 'Susu UHT',
        spec_value: '1 L',
        thumb_image_url: '/img/p1.webp',
        quantity: 2,
        price: 20_000,
        retail_price: 25_000,
      },
    ],
    unavailable: [],
    delivery: { method: 'standard', in_city: false, weight_g: 2000, first_order_free: false },
    vouchers: [],
    applied_coupon_nos: [],
    coins: { balance: 0, usable: 0, step: 100, step_value: 1000, cap_percent: 10 },
    amounts: {
      currency_code: 'IDR',
      retail_price: 50_000,
      product_discount: 10_000,
      subtotal: 40_000,
      voucher_discount: 0,
      shipping_fee: 24_000,
      shipping_discount: 0,
      coins_used: 0,
      coins_value: 0,
      total,
      coins_earned: 40,
    },
  };
}

const ok = (data: unknown) => ({ code: 0, data });
const placed = ok({ order_no: 'SO1', status: 10, amounts: preview(64_000).amounts, pay_deadline: 0, intake: null });

/** A promise and the way to settle it later: an answer that is still on its way. */
function later<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

let assign = vi.fn();
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { pathname: '/', search: '', assign });
  $bootstrapped.set(true);
  $userInfo.setKey('selectSkus', [
    { sku_no: 'SKU-1', quantity: 2, buyType: 1 },
    { sku_no: 'SKU-9', quantity: 1, buyType: 1 },
  ]);
  $userInfo.setKey('pointsDeductionSwitch', false);
});
afterEach(() => {
  cleanStores($confirmed, $placeOrder, $addressChoices);
  $couponProducts.set({});
  vi.unstubAllGlobals();
});

/** Shows the confirmation (what asks for it) until the test ends. */
const show = () => $confirmed.listen(() => {});

describe('the confirmation', () => {
  it('asks nothing before the persisted selection is read, then asks for the selection and shows the answer', async () => {
    $bootstrapped.set(false);
    const api = stubApi({ '/order/confirm': [ok(preview(64_000))] });
    show();
    await new Promise((r) => setTimeout(r, 10));
    expect(api.calls).toHaveLength(0);
    expect($confirmed.get()).toEqual({ preview: null, failed: false, outsideArea: false });
    $bootstrapped.set(true);
    await vi.waitFor(() => expect($confirmed.get().preview?.amounts.total).toBe(64_000));
    expect(api.to('/order/confirm')[0]!.body).toEqual({
      items: [
        { sku_no: 'SKU-1', quantity: 2 },
        { sku_no: 'SKU-9', quantity: 1 },
      ],
      buy_type: 1,
      use_coins: false,
    });
  });

  it('asks nothing while nothing is selected', async () => {
    $userInfo.setKey('selectSkus', []);
    const api = stubApi({ '/order/confirm': [ok(preview(0))] });
    show();
    await new Promise((r) => setTimeout(r, 10));
    expect(api.calls).toHaveLength(0);
  });

  it('asks again for each choice, keeping the last figures on show, marked pending, while it asks', async () => {
    const next = later<{ code: number; data: unknown }>();
    const api = stubApi({ '/order/confirm': [ok(preview(64_000)), next.promise, ok(preview(60_000)), ok(preview(58_000))] });
    show();
    await vi.waitFor(() => expect($confirmed.get().preview?.amounts.total).toBe(64_000));
    expect($confirmPending.get()).toBe(false);
    chooseAddress('A-2');
    // Pending from the choice itself, before the question is even sent.
    expect($confirmPending.get()).toBe(true);
    await vi.waitFor(() => expect(api.to('/order/confirm')).toHaveLength(2));
    expect($confirmed.get().preview?.amounts.total).toBe(64_000);
    expect($confirmPending.get()).toBe(true);
    next.settle(ok(preview(70_000)));
    await vi.waitFor(() => expect($confirmed.get().preview?.amounts.total).toBe(70_000));
    expect($confirmPending.get()).toBe(false);
    chooseVouchers(['C-1']);
    await vi.waitFor(() => expect($confirmed.get().preview?.amounts.total).toBe(60_000));
    setUseCoins(true);
    await vi.waitFor(() => expect($confirmed.get().preview?.amounts.total).toBe(58_000));
    expect(api.to('/order/confirm').map((c) => c.body)).toMatchObject([
      { use_coins: false },
      { address_id: 'A-2' },
      { address_id: 'A-2', coupon_nos: ['C-1'], use_coins: false },
      { address_id: 'A-2', coupon_nos: ['C-1'], use_coins: true },
    ]);
    expect(api.to('/order/confirm')[0]!.body).not.toHaveProperty('address_id');
    // Back to the server's best combination: no coupon numbers sent.
    chooseVouchers(undefined);
    await vi.waitFor(() => expect(api.to('/order/confirm')).toHaveLength(5));
    expect(api.to('/order/confirm')[4]!.body).not.toHaveProperty('coupon_nos');
  });

  it('drops the answer to a question the shopper has since changed', async () => {
    const slow = later<{ code: number; data: unknown }>();
    stubApi({ '/order/confirm': [slow.promise, ok(preview(60_000))] });
    show();
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
    chooseAddress('A-2');
    await vi.waitFor(() => expect($confirmed.get().preview?.amounts.total).toBe(60_000));
    slow.settle(ok(preview(64_000)));
    await new Promise((r) => setTimeout(r, 10));
    expect($confirmed.get().preview?.amounts.total).toBe(60_000);
  });

  it('says it failed until an answer comes, keeps saying so while it asks again, and asks again on request', async () => {
    const retry = later<{ code: number; data: unknown }>();
    const api = stubApi({ '/order/confirm': ['network', retry.promise] });
    show();
    await vi.waitFor(() => expect($confirmed.get()).toEqual({ preview: null, failed: true, outsideArea: false }));
    confirmAgain();
    await vi.waitFor(() => expect(api.to('/order/confirm')).toHaveLength(2));
    expect($confirmed.get().failed).toBe(true);
    retry.settle(ok(preview(64_000)));
    await vi.waitFor(() => expect($confirmed.get()).toMatchObject({ failed: false, preview: { amounts: { total: 64_000 } } }));
  });

  it('keeps the figures on show when a later question fails (the API client has said why)', async () => {
    stubApi({ '/order/confirm': [ok(preview(64_000)), { code: 1103011 }] });
    show();
    await vi.waitFor(() => expect($confirmed.get().preview).not.toBeNull());
    chooseAddress('A-2');
    await vi.waitFor(() => expect($confirmed.get().failed).toBe(true));
    expect($confirmed.get().preview?.amounts.total).toBe(64_000);
    // A failure ends the wait: the figures are no longer marked as on their way.
    expect($confirmPending.get()).toBe(false);
  });

  it('starts again from nothing shown and the server choices on the next visit', async () => {
    stubApi({ '/order/confirm': [ok(preview(64_000))] });
    show();
    chooseAddress('A-2');
    setNote('ring twice');
    await vi.waitFor(() => expect($confirmed.get().preview).not.toBeNull());
    cleanStores($confirmed);
    expect($confirmed.get()).toEqual({ preview: null, failed: false, outsideArea: false });
    expect($note.get()).toBe('');
  });
});

describe('place order', () => {
  async function confirmed(api: ReturnType<typeof stubApi>, total = 64_000): Promise<Placeable> {
    show();
    $placeOrder.listen(() => {});
    await vi.waitFor(() => expect($confirmed.get().preview?.amounts.total).toBe(total));
    const shown = $confirmed.get().preview!;
    expect(canPlace(shown)).toBe(true);
    expect(api.to('/order/confirm').length).toBeGreaterThan(0);
    return shown as Placeable;
  }

  it('places the choices with the total shown and the note, then sends the shopper to pay', async () => {
    const api = stubApi({ '/order/confirm': [ok(preview(64_000))], '/order/create': [placed], '/cart/count': [ok({ count: 1 })] });
    const shown = await confirmed(api);
    setNote('  ring twice ');
    const answer = await $placeOrder.mutate(shown);
    expect(answer?.order_no).toBe('SO1');
    expect(api.to('/order/create')[0]!.body).toMatchObject({
      items: [
        { sku_no: 'SKU-1', quantity: 2 },
        { sku_no: 'SKU-9', quantity: 1 },
      ],
      address_id: 'A-1',
      expected_total: 64_000,
      use_coins: false,
      buy_type: 1,
      note: 'ring twice',
      idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(assign).toHaveBeenCalledWith('/checkout?order_no=SO1');
    // The ordered SKU leaves the selection; the one not in the answer stays for the cart.
    expect($userInfo.get().selectSkus.map((s) => s.sku_no)).toEqual(['SKU-9']);
    await vi.waitFor(() => expect(api.to('/cart/count')).toHaveLength(1));
    // Placed: the answer stays while the page leaves, so the button stays off.
    expect($placeOrder.get()).toMatchObject({ loading: false, data: { order_no: 'SO1' } });
  });

  it("waits for a flash sale's order to be in, then sends the shopper to pay; a failed intake is the error", async () => {
    const queued = ok({ ...(placed.data as object), intake: '7.3' });
    const api = stubApi({
      '/order/confirm': [ok(preview(64_000))],
      '/order/create': [queued],
      '/order/intake': [queued, placed],
      '/cart/count': [ok({ count: 1 })],
    });
    const shown = await confirmed(api);
    const answer = await $placeOrder.mutate(shown);
    expect(api.to('/order/intake').map((c) => c.query)).toEqual([
      { order_no: 'SO1', intake: '7.3' },
      { order_no: 'SO1', intake: '7.3' },
    ]);
    expect(answer?.intake).toBeNull();
    expect(assign).toHaveBeenCalledWith('/checkout?order_no=SO1');
  });

  it('is not an order without an address or without lines', () => {
    expect(canPlace(preview(64_000, null))).toBe(false);
    expect(canPlace({ ...preview(64_000), lines: [] })).toBe(false);
  });

  it('keeps the idempotency key for a retry of the same confirmation, and takes a new one when the note changes', async () => {
    const api = stubApi({
      '/order/confirm': [ok(preview(64_000))],
      '/order/create': ['network', 'network', placed],
      '/cart/count': [ok({ count: 0 })],
    });
    const shown = await confirmed(api);
    await $placeOrder.mutate(shown);
    expect($placeOrder.get().error).toMatchObject({ code: -1 });
    expect(assign).not.toHaveBeenCalled();
    await $placeOrder.mutate(shown);
    setNote('leave at the door');
    await $placeOrder.mutate(shown);
    const [first, second, third] = api.to('/order/create');
    expect(second!.body.idempotency_key).toBe(first!.body.idempotency_key);
    expect(third!.body.idempotency_key).not.toBe(first!.body.idempotency_key);
  });

  it('presses once: a second press while placing does nothing', async () => {
    const answer = later<{ code: number; data: unknown }>();
    const api = stubApi({ '/order/confirm': [ok(preview(64_000))], '/order/create': [answer.promise], '/cart/count': [ok({ count: 0 })] });
    const shown = await confirmed(api);
    const first = $placeOrder.mutate(shown);
    expect($placeOrder.get().loading).toBe(true);
    await $placeOrder.mutate(shown);
    answer.settle(placed);
    await first;
    expect(api.to('/order/create')).toHaveLength(1);
  });

  for (const [code, name] of [
    [1103014, 'the total changed'],
    [1103012, 'stock ran out'],
  ] as const) {
    it(`asks for the figures again when ${name} (${code})`, async () => {
      const api = stubApi({ '/order/confirm': [ok(preview(64_000)), ok(preview(70_000))], '/order/create': [{ code }] });
      const shown = await confirmed(api);
      await $placeOrder.mutate(shown);
      expect($placeOrder.get()).toMatchObject({ loading: false, error: { code } });
      await vi.waitFor(() => expect($confirmed.get().preview?.amounts.total).toBe(70_000));
      expect(api.to('/order/confirm')).toHaveLength(2);
    });
  }

  it('keeps the figures when the refusal is not about them (1101021 no address)', async () => {
    const api = stubApi({ '/order/confirm': [ok(preview(64_000))], '/order/create': [{ code: 1101021 }] });
    const shown = await confirmed(api);
    await $placeOrder.mutate(shown);
    expect($placeOrder.get().error).toMatchObject({ code: 1101021 });
    await new Promise((r) => setTimeout(r, 10));
    expect(api.to('/order/confirm')).toHaveLength(1);
  });
});

describe("a voucher's products", () => {
  const products = ok({ total: 12, list: [{ product_no: 'P-7', product_name: 'Keju Cheddar' }] });
  const path = '/promotion/api/fetch/coupon_product_list';

  it('are asked the first time, and kept', async () => {
    const api = stubApi({ [path]: [products] });
    expect(await loadCouponProducts('C-7')).toBe(true);
    expect($couponProducts.get()['C-7']).toMatchObject({ total: 12, list: [{ product_no: 'P-7' }] });
    expect(api.to(path)[0]!.body).toMatchObject({ coupon_no: 'C-7', page_num: 1, page_size: 10 });
    expect(await loadCouponProducts('C-7')).toBe(true);
    expect(api.to(path)).toHaveLength(1);
    expect($couponProducts.get()['C-8']).toBeUndefined();
  });

  it('say they did not come, and are asked again the next time', async () => {
    const api = stubApi({ [path]: ['network', products] });
    expect(await loadCouponProducts('C-7')).toBe(false);
    expect($couponProducts.get()['C-7']).toBeUndefined();
    expect(await loadCouponProducts('C-7')).toBe(true);
    expect(api.to(path)).toHaveLength(2);
  });
});

describe('the addresses to choose from', () => {
  it('are the member address list; one that could not be had says so, and is asked again when the picker opens again', async () => {
    stubApi({ '/member/address/list': [{ code: 1101001 }, ok([ADDRESS])] });
    $addressChoices.listen(() => {});
    await vi.waitFor(() => expect($addressChoices.get()).toMatchObject({ loading: false, error: { code: 1101001 } }));
    expect($addressChoices.get().data).toBeUndefined();
    $addressChoices.revalidate();
    await vi.waitFor(() => expect($addressChoices.get().data).toEqual([ADDRESS]));
  });
});
