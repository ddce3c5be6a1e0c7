/**
 * Cart badges (components/CartBadge.astro): the count of the cart store on every cart icon of the page, hidden at
 * zero. Plain script over server markup: an island per badge cost each uncached render more than the badge is worth.
 */
import { badgeText } from '../shared/badge';
import { $cartCount } from '../stores/cart';
import { tr } from '../stores/i18n';

export function showCartCountIn(badges: Iterable<HTMLElement>): void {
  const all = [...badges];
  if (all.length === 0) return;
  $cartCount.subscribe((count) => {
    const text = badgeText(count);
    for (const badge of all) {
      badge.hidden = !text;
      badge.querySelector('[data-count]')!.textContent = text;
      badge.querySelector('[data-count-label]')!.textContent = text ? tr('cart.itemCount', { count }) : '';
    }
  });
}
