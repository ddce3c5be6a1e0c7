/**
 * The cart page's first two questions, asked by the page's own script as soon as it runs (issue 29, item 7): who the
 * member is (member/user/info, through the member store) and their lines (cart/list), side by side. The cart island
 * loads a second later; had it asked, the lines would wait for its code, then for the member's answer. Only a request
 * that carried the signed-in marker asks: a guest's page asks nothing. The lines are asked quietly (no toast, no
 * login), as the member's answer decides what the page becomes: a session that turned out to have ended is a guest's
 * page (stores/me/member.ts), not a "session expired" and a login. The cart's first load takes this answer
 * (stores/cart/lines.ts); when it failed, that load asks again, out loud.
 */
import type { CallOutput } from '../../shared/contract/call';
import type { cartList as CartListCall } from '../../shared/contract/cart';
import { cartList } from '../../shared/contract/refs/cart';
import { api } from '../api';
import { $memberState } from '../me/member';
import { hasSignedInMarker } from '../startup';

export type CartListAnswer = CallOutput<typeof CartListCall>;

let early: Promise<CartListAnswer> | null = null;
let stopMember: (() => void) | null = null;

/** On the cart page, before its island: with the signed-in marker, the member and the lines are asked for at once. */
export function startCartEarly(): void {
  if (!hasSignedInMarker()) return;
  // The member store asks its question when it gets its first listener (its onMount); this one lasts the page, so the
  // island's own subscription finds the question asked, or answered, rather than asking again.
  stopMember ??= $memberState.listen(() => {});
  if (early) return;
  early = api.request(cartList, {}, { noAuth: true, silent: true });
  // Read by the cart's first load; until then a refusal is nobody's error.
  early.catch(() => {});
}

/** The early answer, once: the cart's first load takes it, later loads ask afresh. */
export function takeEarlyLines(): Promise<CartListAnswer> | null {
  const answer = early;
  early = null;
  return answer;
}

/** For tests: forgets the early answer and lets the member store go. */
export function resetCartEarly(): void {
  early = null;
  stopMember?.();
  stopMember = null;
}
