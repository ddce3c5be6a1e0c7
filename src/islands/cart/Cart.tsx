/**
 * The cart (/cart, spec §2): the member's lines with a quantity stepper bounded by stock and the per-item limit,
 * selection per line and select all, removing one or many after a confirmation, sold-out and removed lines apart,
 * a price that moved since the line was added marked, and the selection's summary priced by the server (subtotal,
 * best voucher saving, "add X more" hint, coins earned). Check out stores the selection and goes to /orderConfirm.
 * A guest is asked to log in. A member's lines come rendered by the server (pages/cart.astro) and stay on screen while
 * the store takes them over and restores the selection, the summary busy until it is priced; without them (the server's
 * read failed) the cart's skeleton shows while they load (CartSkeleton). The flow is the cart's store
 * (stores/cart/lines.ts, the handover in use-cart-lines.ts); this renders it.
 */
import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect } from 'react';
import type { CartItem } from '../../shared/contract/cart';
import { localizePath } from '../../shared/lang';
import { $cartChosen, $cartSelection, $removeLines, askToRemove, changeQuantity, toggleLine } from '../../stores/cart/lines';
import type { CartListAnswer } from '../../stores/cart/early';
import { splitLines } from '../../stores/cart/selection';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { CartLine } from './CartLine';
import { CartSkeleton } from './CartSkeleton';
import { CartSummary, SelectAll } from './CartSummary';
import { RemoveDialog } from './RemoveDialog';
import { useCartLines } from './use-cart-lines';
import { useSkeletonHeight } from './use-skeleton-height';
import '../me/me.css';
import './cart.css';

interface CartProps {
  signedIn: boolean;
  /** The member's lines as the server rendered the page with them; null when it had none to give. */
  lines: CartListAnswer | null;
}

function CartContent({ signedIn, lines: rendered, onCommit }: CartProps & { onCommit: () => void }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const { items, settling } = useCartLines(state, rendered);
  const selected = useStore($cartSelection);
  const chosen = useStore($cartChosen);
  const { loading: busy } = useStore($removeLines);
  const id = useId();

  // After each render of the cart (it re-renders on every change of its stores), before the browser paints it.
  useLayoutEffect(() => onCommit());

  if (state === 'guest') return <MemberPending state={state} />;
  // Without lines from the server (its read failed): the cart's shape while they load, not a blank page.
  if (items === null) return <CartSkeleton />;

  if (items.length === 0) {
    return (
      <div className="card cart-empty">
        <p className="cart-empty-title">{t('cart.emptyTitle')}</p>
        <p>{t('cart.emptyText')}</p>
        <a className="btn btn-primary" href={localizePath('/', lang)}>
          {t('cart.shop')}
        </a>
      </div>
    );
  }

  const { buyable, unavailable } = splitLines(items);
  const lines = (list: CartItem[]) => (
    <ul className="cart-lines">
      {list.map((item) => (
        <CartLine
          key={item.sku_no}
          item={item}
          selected={selected.has(item.sku_no)}
          onSelect={() => toggleLine(item.sku_no)}
          onQuantity={(quantity) => void changeQuantity(item, quantity)}
          onRemove={() => askToRemove([item])}
          settling={settling}
        />
      ))}
    </ul>
  );

  return (
    <div className="cart">
      <div className="cart-main">
        {buyable.length > 0 && (
          <section className="card cart-group" aria-labelledby={`${id}-lines`}>
            <div className="cart-toolbar">
              <h2 id={`${id}-lines`} className="cart-group-title">
                {t('cart.linesTitle', { n: buyable.length })}
              </h2>
              <SelectAll where="only-desktop" />
              <button
                type="button"
                className="btn btn-secondary cart-remove-selected"
                disabled={chosen.length === 0 || busy}
                onClick={() => askToRemove(buyable.filter((i) => selected.has(i.sku_no)))}
              >
                {t('cart.removeSelected', { n: chosen.length })}
              </button>
            </div>
            <div className="cart-head only-desktop" aria-hidden="true">
              <span>{t('cart.colProduct')}</span>
              <span>{t('cart.colPrice')}</span>
              <span>{t('cart.colQuantity')}</span>
            </div>
            {lines(buyable)}
          </section>
        )}
        {unavailable.length > 0 && (
          <section className="card cart-group cart-unavailable" aria-labelledby={`${id}-unavailable`}>
            <div className="cart-toolbar">
              <h2 id={`${id}-unavailable`} className="cart-group-title">
                {t('cart.unavailableTitle', { n: unavailable.length })}
              </h2>
              <button type="button" className="btn btn-secondary" disabled={busy || settling} onClick={() => askToRemove(unavailable)}>
                {t('cart.removeUnavailable')}
              </button>
            </div>
            {lines(unavailable)}
          </section>
        )}
      </div>
      <CartSummary settling={settling} />
      <RemoveDialog />
    </div>
  );
}

function Cart(props: CartProps) {
  const { frame, keep } = useSkeletonHeight();
  return (
    <div ref={frame}>
      <CartContent {...props} onCommit={keep} />
    </div>
  );
}

export default island(Cart);
