/**
 * The count on the header's cart icon (spec §2). The link and icon are the header's server markup; this island
 * adds only the number, hidden at zero and capped at 99+.
 */
import { useStore } from '@nanostores/react';
import { badgeText } from '../shared/badge';
import { $cartCount } from '../stores/cart';
import { tr } from '../stores/i18n';
import './islands.css';

export default function CartBadge() {
  const count = useStore($cartCount);
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="count-badge">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{tr('cart.itemCount', { count: text })}</span>
    </span>
  );
}
