/**
 * The cart page's first answers, before its island asks (issues 28 and 29): the page renders a member's lines on the
 * server (src/pages/cart.astro) and the island hands that answer over (`offerLines`), so the cart's first load takes it
 * rather than asking cart/list again; the page's own script asks who the member is as soon as it runs, a second before
 * the island has loaded, so the island finds that answer on its way or given. Only a request that carried the
 * signed-in marker asks: a guest's page asks nothing, and a session that turned out to have ended is a guest's page
 * (stores/me/member.ts), not a "session expired" and a login.
 */
import type { CallOutput } from '../../shared/contract/call';
import type { cartList } from '../../shared/contract/cart';
import { $memberState } from '../me/member';
import { hasSignedInMarker } from '../startup';

export type CartListAnswer = CallOutput<typeof cartList>;

let early: CartListAnswer | null = null;
let stopMember: (() => void) | null = null;

/** On the cart page, before its island: with the signed-in marker, the member is asked for at once. */
export function startCartEarly(): void {
  if (!hasSignedInMarker()) return;
  // The member store asks its question when it gets its first listener (its onMount); this one lasts the page, so the
  // island's own subscription finds the question asked, or answered, rather than asking again.
  stopMember ??= $memberState.listen(() => {});
}

/** The lines the server rendered the page with, for the cart's first load. */
export function offerLines(answer: CartListAnswer): void {
  early = answer;
}

/** The offered answer, once: the cart's first load takes it, later loads ask afresh. */
export function takeEarlyLines(): CartListAnswer | null {
  const answer = early;
  early = null;
  return answer;
}

/** For tests: forgets the offered answer and lets the member store go. */
export function resetCartEarly(): void {
  early = null;
  stopMember?.();
  stopMember = null;
}
