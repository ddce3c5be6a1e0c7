/** The cart's summary of the selection (priced by the server), select all on phones, and Check out. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { COUNTRIES } from '../../shared/countries';
import { formatMoney } from '../../shared/money';
import { $cartChosen, $cartItems, $cartSelection, checkOut, toggleAllLines } from '../../stores/cart/lines';
import { isAllSelected, splitLines } from '../../stores/cart/selection';
import { $cartPricing, $cartSummary } from '../../stores/cart/summary';
import { useLocale, useT } from '../locale';

/** Select all: on the lines' toolbar on desktop, beside Check out on phones (`where` says which). */
export function SelectAll({ where }: { where: 'only-desktop' | 'only-mobile' }) {
  const t = useT();
  const items = useStore($cartItems) ?? [];
  const selected = useStore($cartSelection);
  return (
    <label className={`cart-select-all ${where}`}>
      <input
        type="checkbox"
        checked={isAllSelected(items, selected)}
        disabled={splitLines(items).buyable.length === 0}
        onChange={toggleAllLines}
      />
      <span>{t('cart.selectAll')}</span>
    </label>
  );
}

/** `settling`: the lines are the server's and the selection is not restored yet, so the figures are not the shopper's. */
export function CartSummary({ settling }: { settling: boolean }) {
  const t = useT();
  const { country } = useLocale();
  const id = useId();
  const summary = useStore($cartSummary);
  const pricing = useStore($cartPricing);
  const chosen = useStore($cartChosen);
  const money = (minor: number) => formatMoney(minor, COUNTRIES[country].currency);
  return (
    <section className="cart-summary" aria-labelledby={`${id}-summary`} aria-busy={pricing || settling}>
      <h2 id={`${id}-summary`} className="sr-only">
        {t('cart.summaryTitle')}
      </h2>
      {summary?.next && (
        <p className="cart-hint">{t('cart.nextVoucher', { more: money(summary.next.amount_more), saving: money(summary.next.saving) })}</p>
      )}
      <dl className="cart-figures">
        <div className="cart-subtotal">
          <dt>{t('cart.subtotal', { count: chosen.length })}</dt>
          <dd>{money(summary?.subtotal ?? 0)}</dd>
        </div>
        {summary && summary.best_saving > 0 && (
          <div>
            <dt>{t('cart.voucherSaving')}</dt>
            <dd className="cart-saving">−{money(summary.best_saving)}</dd>
          </div>
        )}
        {summary && summary.coins_earned > 0 && (
          <div>
            <dt>{t('cart.coinsEarned')}</dt>
            <dd>{t('cart.coins', { count: summary.coins_earned })}</dd>
          </div>
        )}
      </dl>
      <div className="cart-checkout-row">
        <SelectAll where="only-mobile" />
        <button type="button" className="btn btn-primary cart-checkout" disabled={chosen.length === 0} onClick={checkOut}>
          {t('cart.checkout', { n: chosen.length })}
        </button>
      </div>
    </section>
  );
}
