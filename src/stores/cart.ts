/**
 * Cart slice shared by the header badge and the cart screens. The count is the number of items in the
 * member's cart; it stays 0 until the cart loads one (the cart lives on the server, per country).
 */
import { atom } from 'nanostores';

export const $cartCount = atom(0);

// Bumped by every change the server confirmed, so a load that was already on its way cannot undo it.
let revision = 0;

/** The count a cart change (add, remove) answered with: newer than any load in flight. */
export function setCartCount(count: number): void {
  revision++;
  $cartCount.set(count);
}

/** Loads the count, unless a change answered while it loaded (a shopper adding before start-up finished). */
export async function refreshCartCount(load: () => Promise<number>): Promise<void> {
  const at = revision;
  const count = await load();
  if (revision === at) $cartCount.set(count);
}
