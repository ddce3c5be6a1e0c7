/** One line of the cart: select, picture, name and option, price (and how it moved since added), stepper, remove. */
import { useState } from 'react';
import { MAX_CART_QUANTITY } from '../../shared/constants';
import type { CartItem } from '../../shared/contract/cart';
import { COUNTRIES } from '../../shared/countries';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { isBuyable, priceMove } from '../../stores/cart/selection';
import { useLocale, useT } from '../locale';

interface Props {
  item: CartItem;
  selected: boolean;
  onSelect: () => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** The line is the server's, not yet the cart store's: its controls wait (a tap now would be lost). */
  settling: boolean;
}

export function CartLine({ item, selected, onSelect, onQuantity, onRemove, settling }: Props) {
  const t = useT();
  const { lang, country } = useLocale();
  const currency = COUNTRIES[country].currency;
  // What the shopper is typing, until they leave the field or press Enter; null shows the line's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  // The quantity a typed one was brought down to (issue 29), said until the next change.
  const [clamped, setClamped] = useState<number | null>(null);
  const money = (minor: number) => formatMoney(minor, currency);
  const buyable = isBuyable(item);
  const move = priceMove(item);
  const href = `${localizePath('/commodDetail', lang)}?product_no=${encodeURIComponent(item.product_no)}`;

  // A typed quantity above what can be bought becomes that much, and the line says why; 0 asks to remove the line.
  const commit = () => {
    const typed = Number(draft);
    setDraft(null);
    if (draft === null || draft.trim() === '' || !Number.isInteger(typed) || typed < 0 || typed === item.quantity) return;
    if (typed === 0) return onRemove();
    const quantity = Math.min(typed, item.max_quantity);
    setClamped(quantity < typed ? quantity : null);
    if (quantity !== item.quantity) onQuantity(quantity);
  };
  const step = (quantity: number) => {
    setClamped(null);
    onQuantity(quantity);
  };

  return (
    <li className={`cart-line${buyable ? '' : ' is-unavailable'}`}>
      <span className="cart-line-select">
        {buyable && (
          <input
            type="checkbox"
            checked={selected}
            disabled={settling}
            onChange={onSelect}
            aria-label={t('cart.selectItem', { name: item.product_name })}
          />
        )}
      </span>
      <span className="cart-line-image">
        <img src={item.thumb_image_url} alt="" width="80" height="80" loading="lazy" />
      </span>
      <div className="cart-line-info">
        <a className="cart-line-name" href={href}>
          {item.product_name}
        </a>
        {item.spec_value && <p className="cart-line-spec">{item.spec_value}</p>}
        {!buyable && <p className="cart-line-state">{t(item.state === 'sold_out' ? 'cart.soldOut' : 'cart.removedProduct')}</p>}
        {buyable && item.quantity > item.max_quantity && (
          <p className="cart-line-move is-up">{t('cart.onlyLeft', { n: item.max_quantity })}</p>
        )}
        {buyable && clamped !== null && (
          <p className="cart-line-move is-up" role="status">
            {t(clamped < MAX_CART_QUANTITY ? 'cart.clampedToStock' : 'cart.clampedToLimit', { n: clamped })}
          </p>
        )}
        {buyable && move && (
          <p className={`cart-line-move is-${move}`}>
            {t(move === 'down' ? 'cart.priceDropped' : 'cart.priceRose', { was: money(item.price_at_add) })}
          </p>
        )}
      </div>
      <p className="cart-line-price">
        <span className="sr-only">{t('cart.colPrice')}</span>
        <span className="cart-price">{money(item.price)}</span>
        {item.scribing_price !== null && (
          <s className="cart-was">
            <span className="sr-only">{t('common.originalPrice')}</span>
            {money(item.scribing_price)}
          </s>
        )}
      </p>
      {buyable ? (
        <div className="cart-stepper">
          <button
            type="button"
            aria-label={t('cart.less', { name: item.product_name })}
            disabled={settling || item.quantity <= 1}
            onClick={() => step(item.quantity - 1)}
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={item.max_quantity}
            value={draft ?? String(item.quantity)}
            disabled={settling}
            aria-label={t('cart.quantityOf', { name: item.product_name })}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit();
            }}
          />
          <button
            type="button"
            aria-label={t('cart.more', { name: item.product_name })}
            disabled={settling || item.quantity >= item.max_quantity}
            onClick={() => step(item.quantity + 1)}
          >
            +
          </button>
        </div>
      ) : (
        <span className="cart-line-qty">{t('cart.quantityShort', { n: item.quantity })}</span>
      )}
      <button
        type="button"
        className="cart-line-remove"
        disabled={settling}
        onClick={onRemove}
        aria-label={t('cart.removeItem', { name: item.product_name })}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}
