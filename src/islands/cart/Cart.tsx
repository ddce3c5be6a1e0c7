/**
 * The cart (/cart, spec §2): the member's lines with a quantity stepper bounded by stock and the per-item limit,
 * selection per line and select all, removing one or many after a confirmation, sold-out and removed lines apart,
 * a price that moved since the line was added marked, and the selection's summary priced by the server (subtotal,
 * best voucher saving, "add X more" hint, coins earned). Check out stores the selection and goes to /orderConfirm.
 * A guest is asked to log in.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CartItem } from '../../shared/contract/cart';
import type { PurchaseShortfall } from '../../shared/contract/promotion';
import { cartDelete, cartList, cartUpdate } from '../../shared/contract/refs/cart';
import { minimumPurchaseShortfall } from '../../shared/contract/refs/promotion';
import { COUNTRIES } from '../../shared/countries';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { api } from '../../stores/api';
import { setCartCount } from '../../stores/cart';
import { $cartState, $userInfo } from '../../stores/state';
import { showToast } from '../../stores/toast';
import Modal from '../Modal';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { CartLine } from './CartLine';
import { isAllSelected, keepBuyable, restoredSelection, selectedSkus, splitLines, toggled, toggledAll } from './selection';
import '../me/me.css';
import './cart.css';

/** The summary waits this long after the last change of the selection, so a run of stepper taps asks once. */
const SUMMARY_DEBOUNCE_MS = 300;

function Cart({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang, country } = useLocale();
  const currency = COUNTRIES[country].currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const state = useMember(signedIn);
  const [items, setItems] = useState<CartItem[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [summary, setSummary] = useState<PurchaseShortfall | null>(null);
  const [pricing, setPricing] = useState(false);
  const [removing, setRemoving] = useState<CartItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const id = useId();

  useEffect(() => {
    if (state !== 'member') return;
    api
      .request(cartList, {})
      .then(({ list }) => {
        setItems(list);
        setSelected(restoredSelection(list, $userInfo.get().selectSkus));
      })
      .catch(() => setItems([]));
  }, [state]);

  const chosen = items ? selectedSkus(items, selected) : [];
  const chosenKey = JSON.stringify(chosen.map((s) => [s.sku_no, s.quantity]));

  // The selection is the shopper's across reloads (spec §3 selectSkus), and select-all follows it (cartState).
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosenKey stands for the selection and its quantities.
  useEffect(() => {
    if (!items) return;
    $userInfo.setKey('selectSkus', chosen);
    $cartState.setKey('isSelectAll', isAllSelected(items, selected));
    const ask = ++asked.current;
    if (chosen.length === 0) {
      setSummary(null);
      setPricing(false);
      return;
    }
    setPricing(true);
    const timer = setTimeout(() => {
      api
        .request(minimumPurchaseShortfall, { items: chosen.map(({ sku_no, quantity }) => ({ sku_no, quantity })) }, { silent: true })
        .then((answer) => {
          if (ask === asked.current) setSummary(answer);
        })
        .catch(() => undefined)
        .finally(() => {
          if (ask === asked.current) setPricing(false);
        });
    }, SUMMARY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [chosenKey, items === null]);

  if (state !== 'member' || items === null) return <MemberPending state={state} />;

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
  const allSelected = isAllSelected(items, selected);

  const setQuantity = (skuNo: string, quantity: number) =>
    setItems((list) => list?.map((i) => (i.sku_no === skuNo ? { ...i, quantity } : i)) ?? null);

  // The line shows the new quantity at once (a run of taps counts from it); a refusal puts the old one back.
  const changeQuantity = (item: CartItem, quantity: number) => {
    setQuantity(item.sku_no, quantity);
    api
      .request(cartUpdate, { sku_no: item.sku_no, quantity })
      .then(({ count }) => setCartCount(count))
      // The API client has shown the error (1105007 stock, 1105008 the per-item limit).
      .catch(() => setQuantity(item.sku_no, item.quantity));
  };

  const remove = (lines: CartItem[]) => {
    setBusy(true);
    const gone = new Set(lines.map((l) => l.sku_no));
    api
      .request(cartDelete, { sku_nos: [...gone] })
      .then(({ count }) => {
        setCartCount(count);
        const left = items.filter((i) => !gone.has(i.sku_no));
        setItems(left);
        setSelected(keepBuyable(left, selected));
        showToast(t('cart.removed', { count: lines.length }));
      })
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        setRemoving(null);
      });
  };

  const checkOut = () => {
    $userInfo.setKey('selectSkus', chosen);
    location.href = localizePath('/orderConfirm', lang);
  };

  const selectAll = (where: string) => (
    <label className={`cart-select-all ${where}`}>
      <input
        type="checkbox"
        checked={allSelected}
        disabled={buyable.length === 0}
        onChange={() => setSelected(toggledAll(items, selected))}
      />
      <span>{t('cart.selectAll')}</span>
    </label>
  );

  const lineProps = (item: CartItem) => ({
    item,
    currency,
    selected: selected.has(item.sku_no),
    onSelect: () => setSelected(toggled(selected, item.sku_no)),
    onQuantity: (quantity: number) => changeQuantity(item, quantity),
    onRemove: () => setRemoving([item]),
  });

  return (
    <div className="cart">
      <div className="cart-main">
        {buyable.length > 0 && (
          <section className="card cart-group" aria-labelledby={`${id}-lines`}>
            <div className="cart-toolbar">
              <h2 id={`${id}-lines`} className="cart-group-title">
                {t('cart.linesTitle', { n: buyable.length })}
              </h2>
              {selectAll('only-desktop')}
              <button
                type="button"
                className="btn btn-secondary cart-remove-selected"
                disabled={chosen.length === 0 || busy}
                onClick={() => setRemoving(buyable.filter((i) => selected.has(i.sku_no)))}
              >
                {t('cart.removeSelected', { n: chosen.length })}
              </button>
            </div>
            <div className="cart-head only-desktop" aria-hidden="true">
              <span>{t('cart.colProduct')}</span>
              <span>{t('cart.colPrice')}</span>
              <span>{t('cart.colQuantity')}</span>
            </div>
            <ul className="cart-lines">
              {buyable.map((item) => (
                <CartLine key={item.sku_no} {...lineProps(item)} />
              ))}
            </ul>
          </section>
        )}
        {unavailable.length > 0 && (
          <section className="card cart-group cart-unavailable" aria-labelledby={`${id}-unavailable`}>
            <div className="cart-toolbar">
              <h2 id={`${id}-unavailable`} className="cart-group-title">
                {t('cart.unavailableTitle', { n: unavailable.length })}
              </h2>
              <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => setRemoving(unavailable)}>
                {t('cart.removeUnavailable')}
              </button>
            </div>
            <ul className="cart-lines">
              {unavailable.map((item) => (
                <CartLine key={item.sku_no} {...lineProps(item)} />
              ))}
            </ul>
          </section>
        )}
      </div>

      <section className="cart-summary" aria-labelledby={`${id}-summary`} aria-busy={pricing}>
        <h2 id={`${id}-summary`} className="sr-only">
          {t('cart.summaryTitle')}
        </h2>
        {summary?.next && (
          <p className="cart-hint">
            {t('cart.nextVoucher', { more: money(summary.next.amount_more), saving: money(summary.next.saving) })}
          </p>
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
          {selectAll('only-mobile')}
          <button type="button" className="btn btn-primary cart-checkout" disabled={chosen.length === 0} onClick={checkOut}>
            {t('cart.checkout', { n: chosen.length })}
          </button>
        </div>
      </section>

      {removing && (
        <Modal
          labelledBy={`${id}-remove-title`}
          describedBy={`${id}-remove-text`}
          onEscape={() => setRemoving(null)}
          className="confirm-dialog"
        >
          <h2 id={`${id}-remove-title`} className="dialog-title">
            {t('cart.removeConfirm', { count: removing.length })}
          </h2>
          <p id={`${id}-remove-text`}>{removing.map((i) => i.product_name).join(', ')}</p>
          <div className="dialog-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setRemoving(null)}
              // biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG), and the safe choice is the one to land on.
              autoFocus
            >
              {t('cart.cancel')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => remove(removing)}>
              {t('cart.remove')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

export default island(Cart);
