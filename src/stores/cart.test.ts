import { describe, expect, it } from 'vitest';
import { $cartCount, refreshCartCount, setCartCount } from './cart';

describe('cart count', () => {
  it('keeps the count of an add that answered while a load was on its way', async () => {
    let answerLoad: (n: number) => void = () => {};
    const loading = refreshCartCount(() => new Promise<number>((resolve) => (answerLoad = resolve)));
    setCartCount(3);
    answerLoad(2);
    await loading;
    expect($cartCount.get()).toBe(3);
  });

  it('takes a loaded count when nothing changed meanwhile', async () => {
    setCartCount(1);
    await refreshCartCount(async () => 5);
    expect($cartCount.get()).toBe(5);
  });
});
