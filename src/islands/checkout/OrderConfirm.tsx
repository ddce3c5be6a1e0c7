/**
 * The order confirmation (/orderConfirm, spec §2, §3, §5): the items of `selectSkus`, where they go, the delivery,
 * the vouchers and coins, a note and the breakdown, then Place order. Every figure is the server's answer to the
 * shopper's current choices (order/confirm); the page only sends choices and the total it showed. A guest is asked to
 * log in and comes back here.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Address } from '../../shared/contract/address';
import { BUY_TYPE, type BuyType } from '../../shared/contract/constants';
import { ORDER_NOTE_MAX, type OrderPreview } from '../../shared/contract/order';
import { cartCount } from '../../shared/contract/refs/cart';
import { orderConfirm, orderCreate } from '../../shared/contract/refs/order';
import { ERR } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import { api } from '../../stores/api';
import { refreshCartCount } from '../../stores/cart';
import { $bootstrapped } from '../../stores/persist';
import { $userInfo } from '../../stores/state';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { AddressPicker, AddressSection } from './AddressSection';
import { Breakdown, DeliverySection, LinesSection } from './ConfirmParts';
import { VoucherDialog, VoucherRow } from './VoucherSection';
import { formatMoney } from '../../shared/money';
import { confirmationState } from './voucher-choice';
import '../me/me.css';
import '../me/address.css';
import './order-confirm.css';

/** What the shopper chose on this page; undefined address and coupons leave the choice to the server. */
interface Choices {
  address_id: string | undefined;
  coupon_nos: string[] | undefined;
}

function OrderConfirm({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const bootstrapped = useStore($bootstrapped);
  const { selectSkus, pointsDeductionSwitch } = useStore($userInfo, { ssr: 'initial' });
  const [choices, setChoices] = useState<Choices>({ address_id: undefined, coupon_nos: undefined });
  const [preview, setPreview] = useState<OrderPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const [note, setNote] = useState('');
  const [placing, setPlacing] = useState(false);
  const [dialog, setDialog] = useState<'address' | 'vouchers' | null>(null);
  const asked = useRef(0);
  const placeKey = useRef<{ state: string; key: string } | null>(null);
  const id = useId();

  const items = selectSkus.map(({ sku_no, quantity }) => ({ sku_no, quantity }));
  const buyType = (selectSkus[0]?.buyType === BUY_TYPE.buyNow ? BUY_TYPE.buyNow : BUY_TYPE.cart) as BuyType;
  const selection = { items, buy_type: buyType, ...choices, use_coins: pointsDeductionSwitch };
  const selectionJson = JSON.stringify(selection);

  /** Asks for the figures of the current choices; an answer to an older question is dropped. */
  const confirm = () => {
    const ask = ++asked.current;
    api
      .request(orderConfirm, JSON.parse(selectionJson) as typeof selection)
      .then((answer) => {
        if (ask !== asked.current) return;
        setPreview(answer);
        setFailed(false);
      })
      .catch(() => {
        if (ask === asked.current) setFailed(true);
      });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-confirms whenever the choices change (selectionJson stands for them).
  useEffect(() => {
    if (state === 'member' && bootstrapped && items.length > 0) confirm();
  }, [state, bootstrapped, selectionJson]);

  if (state !== 'member' || !bootstrapped) return <MemberPending state={state} />;

  const cartHref = localizePath('/cart', lang);
  if (items.length === 0) {
    return (
      <div className="card confirm-empty">
        <p>{t('confirm.nothingSelected')}</p>
        <a className="btn btn-primary" href={cartHref}>
          {t('confirm.backToCart')}
        </a>
      </div>
    );
  }
  if (!preview) {
    if (!failed) return <div className="me-skeleton" aria-hidden="true" />;
    return (
      <div className="card confirm-empty">
        <p>{t('confirm.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={confirm}>
          {t('confirm.retry')}
        </button>
      </div>
    );
  }

  const amounts = preview.amounts;
  const canPlace = preview.address !== null && preview.lines.length > 0 && !placing;

  const place = () => {
    if (!preview.address) return;
    const input = {
      ...selection,
      address_id: preview.address.address_id,
      expected_total: amounts.total,
      note: note.trim(),
    };
    // A retry of the same confirmation (a lost answer, a double press) keeps the key, so it cannot make two orders.
    const now = confirmationState({ ...input, total: amounts.total });
    if (placeKey.current?.state !== now) placeKey.current = { state: now, key: crypto.randomUUID() };
    setPlacing(true);
    api
      .request(orderCreate, { ...input, idempotency_key: placeKey.current.key })
      .then((placed) => {
        const ordered = new Set(preview.lines.map((l) => l.sku_no));
        $userInfo.setKey(
          'selectSkus',
          $userInfo.get().selectSkus.filter((s) => !ordered.has(s.sku_no)),
        );
        void refreshCartCount(async () => (await api.request(cartCount, {}, { silent: true })).count).catch(() => undefined);
        location.assign(`${localizePath('/checkout', lang)}?order_no=${encodeURIComponent(placed.order_no)}`);
      })
      .catch((err: { code?: number }) => {
        setPlacing(false);
        // The API client has shown the message; the page then shows the figures as they are now.
        if (err.code === ERR.PRICE_CHANGED || err.code === ERR.STOCK_LOCK_FAILED) confirm();
      });
  };

  const chooseAddress = (address: Address) => {
    setDialog(null);
    setChoices((c) => ({ ...c, address_id: address.address_id }));
  };

  const placeButton = (
    <button type="button" className="btn btn-primary confirm-place" disabled={!canPlace} onClick={place}>
      {t('confirm.placeOrder')}
    </button>
  );
  const total = (
    <p className="confirm-total">
      <span>{t('confirm.total')}</span> <strong>{formatMoney(amounts.total, amounts.currency_code)}</strong>
    </p>
  );

  return (
    <div className="confirm">
      <div className="confirm-main">
        <AddressSection address={preview.address} onChange={() => setDialog('address')} />
        <LinesSection lines={preview.lines} unavailable={preview.unavailable} currency={amounts.currency_code} />
        <DeliverySection preview={preview} hasAddress={preview.address !== null} />
        <section className="card confirm-section" aria-labelledby={`${id}-offers`}>
          <h2 id={`${id}-offers`} className="confirm-heading">
            {t('confirm.offersTitle')}
          </h2>
          <VoucherRow preview={preview} onOpen={() => setDialog('vouchers')} />
          <CoinsRow preview={preview} on={pointsDeductionSwitch} />
        </section>
        <section className="card confirm-section">
          <label className="confirm-heading" htmlFor={`${id}-note`}>
            {t('confirm.noteLabel')}
          </label>
          <textarea
            id={`${id}-note`}
            className="confirm-note"
            value={note}
            maxLength={ORDER_NOTE_MAX}
            rows={3}
            placeholder={t('confirm.notePlaceholder')}
            aria-describedby={`${id}-note-count`}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <p id={`${id}-note-count`} className="confirm-counter">
            {t('confirm.noteCount', { count: note.length, max: ORDER_NOTE_MAX })}
          </p>
        </section>
      </div>
      <aside className="confirm-side" aria-label={t('confirm.summaryTitle')}>
        <Breakdown amounts={amounts} />
        <div className="confirm-bar">
          {total}
          {placeButton}
        </div>
        {preview.address === null && <p className="confirm-hint">{t('confirm.needAddress')}</p>}
      </aside>
      {dialog === 'address' && <AddressPicker current={preview.address} onChoose={chooseAddress} onClose={() => setDialog(null)} />}
      {dialog === 'vouchers' && (
        <VoucherDialog
          preview={preview}
          onChange={(coupon_nos) => setChoices((c) => ({ ...c, coupon_nos }))}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** The coins switch (persisted) and what the coins give here; off and explained when none can be used. */
function CoinsRow({ preview, on }: { preview: OrderPreview; on: boolean }) {
  const t = useT();
  const id = useId();
  const { coins, amounts } = preview;
  const currency = amounts.currency_code;
  const usable = coins.usable > 0;
  return (
    <div className="confirm-row confirm-coins">
      <div>
        <label htmlFor={`${id}-coins`} className="confirm-row-title">
          {t('confirm.coinsTitle')}
        </label>
        <p className="confirm-muted" id={`${id}-coins-text`}>
          {t('confirm.coinsBalance', { count: coins.balance })}{' '}
          {usable
            ? on && amounts.coins_used > 0
              ? t('confirm.coinsApplied', { count: amounts.coins_used, value: formatMoney(amounts.coins_value, currency) })
              : t('confirm.coinsUsable', { count: coins.usable })
            : t('confirm.coinsNone')}
        </p>
        <p className="confirm-muted">
          {t('confirm.coinsRule', {
            step: coins.step,
            value: formatMoney(coins.step_value, currency),
            percent: coins.cap_percent,
          })}
        </p>
      </div>
      <input
        id={`${id}-coins`}
        type="checkbox"
        role="switch"
        className="confirm-switch"
        checked={on && usable}
        aria-checked={on && usable}
        disabled={!usable}
        aria-describedby={`${id}-coins-text`}
        onChange={(e) => $userInfo.setKey('pointsDeductionSwitch', e.currentTarget.checked)}
      />
    </div>
  );
}

export default island(OrderConfirm);
