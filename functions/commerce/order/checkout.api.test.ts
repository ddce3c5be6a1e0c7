// The order confirmation and placing an order, through the commerce API on the seeded D1.
import { describe, expect, it } from 'vitest';
import { BUY_TYPE } from '../../../src/shared/contract/constants';
import { orderConfirm, orderCreate } from '../../../src/shared/contract/refs/order';
import { ERR } from '../../../src/shared/errors';
import { DB, newShopper, send, skuWhere } from '../../../tests/api/shopper';

describe('order confirmation and placing an order', () => {
  it('prices a selection, places it once per idempotency key, and reserves the stock', async () => {
    const shopper = await newShopper('ID');
    const sku = await skuWhere('ID', 's.stock >= 5');
    const selection = { items: [{ sku_no: sku.sku_no, quantity: 2 }], buy_type: BUY_TYPE.buyNow, use_coins: false };
    const preview = await send(orderConfirm, selection, { token: shopper.token });
    expect(preview.body.code).toBe(0);
    const amounts = preview.body.data.amounts;
    expect(amounts.subtotal).toBe(sku.price * 2);
    expect(amounts.total).toBe(
      amounts.subtotal - amounts.voucher_discount + amounts.shipping_fee - amounts.shipping_discount - amounts.coins_value,
    );
    const order = { ...selection, expected_total: amounts.total, idempotency_key: `key-${crypto.randomUUID()}` };
    const placed = await Promise.all([1, 2, 3].map(() => send(orderCreate, order, { token: shopper.token })));
    expect(new Set(placed.map((p) => p.body.data.order_no)).size).toBe(1);
    const stock = await DB.ID.prepare('SELECT stock FROM skus WHERE id = ?').bind(sku.sku_id).first<{ stock: number }>();
    expect(stock?.stock).toBe(sku.stock - 2);
    const changed = await send(
      orderCreate,
      { ...order, expected_total: amounts.total - 1, idempotency_key: `key-${crypto.randomUUID()}` },
      { token: shopper.token },
    );
    expect(changed.body.code).toBe(ERR.PRICE_CHANGED);
  });
});
