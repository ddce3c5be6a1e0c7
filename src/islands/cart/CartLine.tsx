/** One line of the cart: select, picture, name and option, price (and how it moved since added), stepper, remove. */
import { useState } from 'react';
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
}

export function CartLine({ item, selected, onSelect, onQuantity, onRemove }: Props) {
  const t = useT();
  const { lang, country } = useLocale();
  const currency = COUNTRIES[country].currency;
  // What the shopper is typing, until they leave the field or press Enter; null shows the line's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency);
  const buyable = isBuyable(item);
  const move = priceMove(item);
  const href = `${localizePath('/commodDetail', lang)}?product_no=${encodeURIComponent(item.product_no)}`;

  const commit = () => {
    const typed = Number(draft);
    setDraft(null);
    // Above the limits it is still sent: the API's answer (1105007, 1105008) tells the shopper why not.
    if (draft !== null && Number.isInteger(typed) && typed >= 1 && typed !== item.quantity) onQuantity(typed);
  };

  return (
    <li className={`cart-line${buyable ? '' : ' is-unavailable'}`}>
      <span className="cart-line-select">
        {buyable && (
          <input type="checkbox" checked={selected} onChange={onSelect} aria-label={t('cart.selectItem', { name: item.product_name })} />
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
            disabled={item.quantity <= 1}
            onClick={() => onQuantity(item.quantity - 1)}
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={item.max_quantity}
            value={draft ?? String(item.quantity)}
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
            disabled={item.quantity >= item.max_quantity}
            onClick={() => onQuantity(item.quantity + 1)}
          >
            +
          </button>
        </div>
      ) : (
        <span className="cart-line-qty">{t('cart.quantityShort', { n: item.quantity })}</span>
      )}
      <button type="button" className="cart-line-remove" onClick={onRemove} aria-label={t('cart.removeItem', { name: item.product_name })}>
        {t('cart.remove')}
      </button>
    </li>
  );
}
