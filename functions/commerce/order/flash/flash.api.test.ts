// Flash sales (issue 27): a SKU's units reserved in Durable Objects, the orders written by the queue's consumer in
// batches, refusals from the sold-out flag, and units back at the payment deadline. Against the real objects, queue
// and D1 of the test worker.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { OrderPlaced } from '../../../../src/shared/contract/order';
import { orderIntake } from '../../../../src/shared/contract/refs/order';
import { ERR } from '../../../../src/shared/errors';
import { confirm, create, newKey, skusWhere, stockOf } from '../../../../tests/api/checkout';
import { newShopper, type Shopper, send } from '../../../../tests/api/shopper';
import { devApp } from '../../../dev/app';

interface SaleState {
  objects: { pool: number; remaining: number; held: number; paid: number };
  d1: { stock: number; orders: Record<string, { orders: number; units: number }> };
  members_over_limit: number;
}

async function startSale(skuNo: string, units: number, perMemberLimit: number, shards: number): Promise<number> {
  const res = await devApp.request(
    '/flash',
    { method: 'POST', body: JSON.stringify({ country: 'ID', sku_no: skuNo, units, per_member_limit: perMemberLimit, shards, buyers: 0 }) },
    env,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { sale_id: number }).sale_id;
}

async function saleState(saleId: number): Promise<SaleState> {
  return (await (await devApp.request(`/flash/${saleId}?country=ID`, {}, env)).json()) as SaleState;
}

/** Asks order/intake until the order is in D1 (its `intake` is null) or the intake says why it could not be. */
async function untilPlaced(s: Shopper, placed: OrderPlaced): Promise<{ code: number; data?: OrderPlaced }> {
  let answer = { code: 0, data: placed };
  for (let i = 0; i < 100 && answer.code === 0 && answer.data?.intake; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const res = await send(orderIntake, { order_no: placed.order_no, intake: placed.intake! }, { token: s.token, country: s.country });
    answer = res.body as { code: number; data: OrderPlaced };
  }
  return answer;
}

const flashSku = (skip: number) => skusWhere('ID', 's.stock >= 5 AND s.price BETWEEN 20000 AND 120000', 1, skip).then(([s]) => s!);

describe('flash sales', () => {
  it('sells exactly its units through the shards: 40 buyers for 12 units, repeats answer their order, D1 follows', async () => {
    const sku = await flashSku(10);
    const saleId = await startSale(sku.sku_no, 12, 1, 4);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => newShopper('ID')));
    const sel = { items: [{ sku_no: sku.sku_no, quantity: 1 }] };
    const { total } = (await confirm(buyers[0]!, sel)).body.data.amounts;
    const keys = buyers.map(() => newKey());
    const attempts = [...buyers.map((b, i) => [b, keys[i]!] as const), ...buyers.slice(0, 8).map((b, i) => [b, keys[i]!] as const)];
    const answers = await Promise.all(attempts.map(([b, key]) => create(b, sel, { expected_total: total, idempotency_key: key })));
    const accepted = new Map<string, string>();
    for (const [i, a] of answers.entries()) {
      expect([0, ERR.STOCK_LOCK_FAILED]).toContain(a.body.code);
      if (a.body.code !== 0) continue;
      const key = attempts[i]![1];
      const orderNo = (a.body.data as OrderPlaced).order_no;
      // A repeated key answers the order it made, never a second one.
      expect(accepted.get(key) ?? orderNo).toBe(orderNo);
      accepted.set(key, orderNo);
    }
    expect(accepted.size).toBe(12);
    for (const [i, a] of answers.entries()) {
      if (a.body.code === 0) expect((await untilPlaced(attempts[i]![0], a.body.data as OrderPlaced)).data?.intake).toBeNull();
    }
    const state = await saleState(saleId);
    expect(state.d1.orders.unpaid).toEqual({ orders: 12, units: 12 });
    expect(state.d1.stock).toBe(0);
    expect(state.objects.remaining).toBe(0);
    expect(state.objects.held).toBe(12);
    expect(state.members_over_limit).toBe(0);
    // Sold out: refused at once, from the flag or the objects.
    const late = await newShopper('ID');
    expect((await create(late, sel, { expected_total: total })).body.code).toBe(ERR.STOCK_LOCK_FAILED);
  }, 60_000);

  it("holds a member to the sale's limit across keys (1103056)", async () => {
    const sku = await flashSku(11);
    await startSale(sku.sku_no, 10, 2, 2);
    const s = await newShopper('ID');
    const two = { items: [{ sku_no: sku.sku_no, quantity: 2 }] };
    expect((await create(s, two)).body.code).toBe(0);
    expect((await create(s, { items: [{ sku_no: sku.sku_no, quantity: 1 }] })).body.code).toBe(ERR.PER_ITEM_PURCHASE_LIMIT);
  }, 30_000);

  it('gives unpaid units back at the deadline, to the objects and to D1 alike', async () => {
    const sku = await flashSku(12);
    const saleId = await startSale(sku.sku_no, 6, 1, 2);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => newShopper('ID')));
    const sel = { items: [{ sku_no: sku.sku_no, quantity: 1 }] };
    for (const b of buyers) {
      const a = await create(b, sel);
      expect((await untilPlaced(b, a.body.data as OrderPlaced)).code).toBe(0);
    }
    expect(await stockOf('ID', sku.sku_id)).toBe(2);
    const ran = await devApp.request('/jobs', { method: 'POST', body: JSON.stringify({ country: 'ID', expire_unpaid: true }) }, env);
    expect(ran.status).toBe(200);
    let state = await saleState(saleId);
    for (let i = 0; i < 50 && state.objects.remaining < 6; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = await saleState(saleId);
    }
    expect(state.objects).toMatchObject({ remaining: 6, held: 0 });
    expect(state.d1.stock).toBe(6);
    expect(state.d1.orders.cancelled).toEqual({ orders: 4, units: 4 });
  }, 30_000);
});
