// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../shared/contract/cart';
import { messagesFor } from '../../shared/i18n';
import { provideServerDictionaries } from '../../stores/i18n';
import { CartLine } from './CartLine';

beforeAll(() => provideServerDictionaries(messagesFor));
afterEach(cleanup);

const LINE: CartItem = {
  sku_no: 'SKU-1',
  product_no: 'P1',
  product_name: 'Susu UHT 1L',
  spec_value: '',
  thumb_image_url: '/p1.webp',
  price: 18_000,
  scribing_price: null,
  price_at_add: 18_000,
  quantity: 2,
  stock: 7,
  max_quantity: 7,
  state: 'ok',
};

function line(item: CartItem = LINE) {
  const onQuantity = vi.fn();
  const onRemove = vi.fn();
  render(
    <ul>
      <CartLine item={item} selected onSelect={() => {}} onQuantity={onQuantity} onRemove={onRemove} settling={false} />
    </ul>,
  );
  const type = (value: string) => {
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Susu UHT 1L' });
    fireEvent.change(field, { target: { value } });
    fireEvent.keyDown(field, { key: 'Enter' });
  };
  return { onQuantity, onRemove, type };
}

describe('a cart line typed to a quantity (issue 29)', () => {
  it('brings a quantity above the stock down to it and says how many are left', () => {
    const { onQuantity, type } = line();
    type('999');
    expect(onQuantity).toHaveBeenCalledWith(7);
    expect(screen.getByRole('status').textContent).toBe('Only 7 left: the quantity is now 7');
  });

  it('says the per-item limit when that is what stops it', () => {
    const { onQuantity, type } = line({ ...LINE, stock: 500, max_quantity: 99 });
    type('150');
    expect(onQuantity).toHaveBeenCalledWith(99);
    expect(screen.getByRole('status').textContent).toBe('You can buy up to 99 of one item: the quantity is now 99');
  });

  it('asks to remove the line at 0, and sends a quantity within the limits as typed', () => {
    const { onQuantity, onRemove, type } = line();
    type('0');
    expect(onRemove).toHaveBeenCalledOnce();
    expect(onQuantity).not.toHaveBeenCalled();
    type('5');
    expect(onQuantity).toHaveBeenCalledWith(5);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
