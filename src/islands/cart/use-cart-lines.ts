/**
 * The cart's lines as the island shows them: the store's once it has them; before that, the lines the server rendered
 * the page with (pages/cart.astro), handed to the store's first load so it does not ask for them again. Until the store
 * has taken them over (and restored the selection) they are `settling`: shown, their controls not yet live. Once the
 * page has been a guest's (a sign-out elsewhere) the rendered lines are never shown again, as they may be another
 * member's.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { CartItem } from '../../shared/contract/cart';
import type { CartListAnswer } from '../../stores/cart/early';
import { $cartItems, openCart } from '../../stores/cart/lines';
import type { MemberState } from '../me/use-member';

export function useCartLines(state: MemberState, rendered: CartListAnswer | null): { items: CartItem[] | null; settling: boolean } {
  const loaded = useStore($cartItems);
  const [shown, setShown] = useState(rendered);
  const handOver = useRef(rendered);

  useEffect(() => {
    if (state === 'guest') setShown(null);
    if (state !== 'member') return;
    const first = handOver.current;
    handOver.current = null;
    return openCart(first);
  }, [state]);

  return { items: loaded ?? shown?.list ?? null, settling: loaded === null };
}
