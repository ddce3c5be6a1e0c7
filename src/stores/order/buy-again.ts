/** Buy again: an order's lines back into the cart, one add at a time, telling which could not go back. */
import { BUY_TYPE } from '../../shared/contract/constants';
import type { OrderLine } from '../../shared/contract/order';
import type { SelectedSku } from '../state';

export interface BuyAgainResult {
  added: OrderLine[];
  /** Each line that did not go back, with why (the add's error). */
  failed: { line: OrderLine; error: unknown }[];
  /** The cart's count after the last add that went through; null when none did. */
  count: number | null;
}

/**
 * Adds each line with `add` (the cart's add call), in turn: adds of one cart race each other on the server's
 * per-item limit, and the shopper is told line by line what is sold out, removed or over its limit now.
 */
export async function addLinesToCart(lines: readonly OrderLine[], add: (line: OrderLine) => Promise<number>): Promise<BuyAgainResult> {
  const result: BuyAgainResult = { added: [], failed: [], count: null };
  for (const line of lines) {
    try {
      result.count = await add(line);
      result.added.push(line);
    } catch (error) {
      result.failed.push({ line, error });
    }
  }
  return result;
}

/** The cart opens with the lines bought again selected (spec §3 selectSkus, from the cart). */
export function selectionOf(lines: readonly OrderLine[]): SelectedSku[] {
  return lines.map((l) => ({ sku_no: l.sku_no, quantity: l.quantity, buyType: BUY_TYPE.cart }));
}
