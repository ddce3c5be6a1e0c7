/**
 * The checkout (/checkout?order_no=…, spec §2): the order's total and items, the time left to pay (server clock), and
 * the ways to pay it as one radio group: the country's e-wallets (with the linked account where the member has one),
 * its QR, saved cards and a new card (tokenised in this browser with the gateway, ../payment/tokenise.ts), and cash on
 * delivery, disabled with its reason where not offered. E-wallets open the gateway's page; QR shows the code and waits
 * for the payment; a card is answered at once. A paid order goes to /paymentSuccess; a closed one says it timed out.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { qrPath } from '../../shared/qr-path';
import type { CallInput } from '../../shared/contract/call';
import type { CardBrand } from '../../shared/contract/constants';
import { ORDER_STATUS } from '../../shared/contract/constants';
import type { OrderPayInfo } from '../../shared/contract/order';
import type { EwalletAccount, payOrder as PayOrderCall, PaymentOptions, PaymentState } from '../../shared/contract/payment';
import { orderPayInfo } from '../../shared/contract/refs/order';
import { listEwallets, paymentOptions, paymentStatus, payOrder } from '../../shared/contract/refs/payment';
import { ApiError, ERR, errorKey, isErrorCode } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import type { MessageKey } from '../../shared/messages';
import { formatMoney } from '../../shared/money';
import { api } from '../../stores/api';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { clock, useSecondsLeft } from '../pay-clock';
import { useMember } from '../me/use-member';
import { BRAND_NAMES, QR_NAMES, WALLET_NAMES } from '../payment/channel-names';
import type { GatewayConfig } from '../payment/tokenise';
import { type NewCard, NewCardFields, tokeniseNewCard } from './NewCardFields';
import '../login/login.css';
import '../me/me.css';
import '../payment/payment.css';
import './checkout.css';

/** How often the page asks whether a QR or e-wallet payment has been made. */
const POLL_MS = 2_000;

const COD_REASONS = {
  country: 'checkout.codCountry',
  area: 'checkout.codArea',
  order_value: 'checkout.codOrderValue',
  online_only_voucher: 'checkout.codVoucher',
} as const satisfies Record<NonNullable<PaymentOptions['cod']['reason']>, MessageKey>;

function params(): { orderNo: string; paymentNo: string } {
  const q = new URLSearchParams(location.search);
  return { orderNo: q.get('order_no') ?? '', paymentNo: q.get('payment_no') ?? '' };
}

/** The message of a payment error code (1104005 failed …), translated. */
function useErrorMessage() {
  const t = useT();
  return useCallback((code: number | null) => (code !== null && isErrorCode(code) ? t(errorKey(code)) : t('checkout.failed')), [t]);
}

function Checkout({ signedIn, gateway }: { signedIn: boolean; gateway: GatewayConfig }) {
  const t = useT();
  const { lang, country } = useLocale();
  const state = useMember(signedIn);
  const messageOf = useErrorMessage();
  const groupId = useId();
  const [info, setInfo] = useState<OrderPayInfo | null>(null);
  const [options, setOptions] = useState<PaymentOptions | null>(null);
  const [wallets, setWallets] = useState<EwalletAccount[]>([]);
  const [choice, setChoice] = useState('');
  const [card, setCard] = useState<NewCard>({ number: '', expiry: '', cvn: '' });
  const [showCardErrors, setShowCardErrors] = useState(false);
  const [pending, setPending] = useState<PaymentState | null>(null);
  const [failure, setFailure] = useState('');
  const [timedOut, setTimedOut] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const secondsLeft = useSecondsLeft(info && !timedOut ? info.pay_deadline : null);

  const goToSuccess = useCallback(
    (orderNo: string) => location.replace(`${localizePath('/paymentSuccess', lang)}?order_no=${encodeURIComponent(orderNo)}`),
    [lang],
  );

  const showFailure = useCallback((text: string) => {
    setFailure(text);
    // Said where the shopper looks next: the message above the methods gets focus.
    requestAnimationFrame(() => failureRef.current?.focus());
  }, []);

  // The order, then how it can be paid; a payment the gateway's page sent the shopper back with is looked at first.
  useEffect(() => {
    if (state !== 'member') return;
    const { orderNo, paymentNo } = params();
    if (!orderNo) {
      setMissing(true);
      return;
    }
    (async () => {
      try {
        const order = await api.request(orderPayInfo, { order_no: orderNo }, { silent: true });
        if (order.status !== ORDER_STATUS.pendingPayment && order.status !== ORDER_STATUS.closed) return goToSuccess(orderNo);
        setInfo(order);
        if (order.status === ORDER_STATUS.closed) return setTimedOut(true);
        if (paymentNo) {
          const payment = await api.request(paymentStatus, { payment_no: paymentNo }, { silent: true });
          if (payment.status === 'processing' && payment.method !== 'cod') setPending(payment);
          else if (payment.status !== 'successful') setFailure(messageOf(payment.error_code));
        }
        const [opts, linked] = await Promise.all([
          api.request(paymentOptions, { order_no: orderNo }, { silent: true }),
          country === 'ID' ? api.request(listEwallets, {}, { silent: true }).catch(() => []) : Promise.resolve([]),
        ]);
        setOptions(opts);
        setWallets(linked);
        setChoice(opts.ewallets[0] ? `ewallet:${opts.ewallets[0]}` : 'qr');
      } catch (err) {
        if (err instanceof ApiError && err.code === ERR.PAYMENT_CANCELLED) setTimedOut(true);
        else if (err instanceof ApiError && err.code === ERR.PAYMENT_SUCCESSFUL) goToSuccess(orderNo);
        else setMissing(true);
      }
    })();
  }, [state, country, goToSuccess, messageOf]);

  // While a QR or e-wallet payment waits for the shopper: ask until it is decided.
  useEffect(() => {
    if (pending?.status !== 'processing') return;
    const timer = setInterval(async () => {
      const now = await api.request(paymentStatus, { payment_no: pending.payment_no }, { silent: true }).catch(() => null);
      if (!now || now.status === 'processing') return;
      clearInterval(timer);
      if (now.status === 'successful') return goToSuccess(now.order_no);
      setPending(null);
      if (now.error_code === ERR.PAYMENT_CANCELLED && now.order_status === ORDER_STATUS.closed) setTimedOut(true);
      else showFailure(messageOf(now.error_code));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pending, goToSuccess, messageOf, showFailure]);

  useEffect(() => {
    if (secondsLeft === 0) setTimedOut(true);
  }, [secondsLeft]);

  if (missing) {
    return (
      <div className="card checkout-panel">
        <p>{t('checkout.notFound')}</p>
        <a className="btn btn-primary" href={localizePath('/', lang)}>
          {t('checkout.continueShopping')}
        </a>
      </div>
    );
  }
  if (state !== 'member' || !info) return <MemberPending state={state} />;

  const currency = info.amounts.currency_code;
  if (timedOut) {
    return (
      <div className="card checkout-panel" role="alert">
        <p className="checkout-timeout">{t('error.1104007')}</p>
        <a className="btn btn-primary" href={localizePath('/', lang)}>
          {t('checkout.continueShopping')}
        </a>
      </div>
    );
  }

  const pay = async () => {
    if (busy || !options) return;
    setFailure('');
    const orderNo = info.order_no;
    let input: CallInput<typeof PayOrderCall>;
    if (choice === 'newcard') {
      setShowCardErrors(true);
      const token = await tokeniseNewCard(gateway, card);
      if (token === 'invalid') return;
      if (!token) return showFailure(t('payment.cardRejected'));
      input = { order_no: orderNo, method: 'card', token_id: token };
    } else if (choice.startsWith('card:')) input = { order_no: orderNo, method: 'card', card_id: choice.slice(5) };
    else if (choice.startsWith('ewallet:')) {
      input = { order_no: orderNo, method: 'ewallet', channel: choice.slice(8) as PaymentOptions['ewallets'][number] };
    } else if (choice === 'cod') input = { order_no: orderNo, method: 'cod' };
    else input = { order_no: orderNo, method: 'qr' };
    setBusy(true);
    try {
      const payment = await api.request(payOrder, input, { silent: true });
      if (payment.status === 'successful' || payment.method === 'cod') return goToSuccess(orderNo);
      if (payment.method === 'ewallet' && payment.action_url) return location.assign(payment.action_url);
      setPending(payment);
    } catch (err) {
      if (!(err instanceof ApiError)) return showFailure(t('checkout.failed'));
      if (err.code === ERR.PAYMENT_SUCCESSFUL) return goToSuccess(orderNo);
      if (err.code === ERR.PAYMENT_CANCELLED) return setTimedOut(true);
      showFailure(messageOf(err.code));
    } finally {
      setBusy(false);
    }
  };

  const linkedAccount = (channel: string) => wallets.find((w) => w.channel === channel)?.account;
  const qr = pending?.qr_string ? qrPath(pending.qr_string) : null;

  return (
    <div className="checkout">
      <section className="card checkout-summary" aria-labelledby={`${groupId}-summary`}>
        <h2 id={`${groupId}-summary`} className="payment-subtitle">
          {t('checkout.orderTitle', { orderNo: info.order_no })}
        </h2>
        <ul className="checkout-lines">
          {info.lines.map((line) => (
            <li key={line.sku_no} className="checkout-line">
              <img src={line.thumb_image_url} alt="" width={48} height={48} loading="lazy" />
              <span className="checkout-line-name">
                {line.product_name}
                {line.spec_value && <span className="checkout-line-spec"> · {line.spec_value}</span>}
              </span>
              <span className="checkout-line-qty">×{line.quantity}</span>
            </li>
          ))}
        </ul>
        <p className="checkout-total">
          <span>{t('checkout.total')}</span>
          <strong>{formatMoney(info.amounts.total, currency)}</strong>
        </p>
        {secondsLeft !== null && (
          <p className="checkout-deadline" role="timer" aria-live="off">
            {t('checkout.timeLeft', { time: clock(secondsLeft) })}
          </p>
        )}
      </section>

      {!failure && !pending && info.payment_status === 'processing' && (
        <p className="checkout-note" role="status">
          {t('checkout.inProgress')}
        </p>
      )}

      {failure && (
        <p ref={failureRef} className="checkout-failure" role="alert" tabIndex={-1}>
          {failure} {t('checkout.tryAgain')}
        </p>
      )}

      {pending ? (
        <section className="card checkout-waiting" aria-live="polite">
          {qr ? (
            <>
              <h2 className="payment-subtitle">{t('checkout.scanTitle', { qr: options ? QR_NAMES[options.qr] : '' })}</h2>
              <svg
                className="checkout-qr"
                viewBox={`0 0 ${qr.modules} ${qr.modules}`}
                width={220}
                height={220}
                role="img"
                aria-label={t('checkout.qrLabel')}
                shapeRendering="crispEdges"
              >
                <rect width={qr.modules} height={qr.modules} fill="#fff" />
                <path d={qr.d} fill="#000" />
              </svg>
            </>
          ) : null}
          <p>{t('checkout.waiting')}</p>
          {pending.action_url && (
            <a className="btn btn-secondary" href={pending.action_url}>
              {t('checkout.openPaymentPage')}
            </a>
          )}
        </section>
      ) : (
        options && (
          <form
            className="card checkout-methods"
            onSubmit={(e) => {
              e.preventDefault();
              void pay();
            }}
          >
            <fieldset>
              <legend className="payment-subtitle">{t('checkout.methodsTitle')}</legend>
              {options.ewallets.map((channel) => (
                <Method key={channel} value={`ewallet:${channel}`} choice={choice} onChoose={setChoice}>
                  <span>{WALLET_NAMES[channel]}</span>
                  {linkedAccount(channel) && (
                    <span className="checkout-method-note">{t('checkout.linked', { account: linkedAccount(channel)! })}</span>
                  )}
                </Method>
              ))}
              <Method value="qr" choice={choice} onChoose={setChoice}>
                <span>{QR_NAMES[options.qr]}</span>
              </Method>
              {options.cards.map((c) => (
                <Method key={c.card_id} value={`card:${c.card_id}`} choice={choice} onChoose={setChoice}>
                  <span>{t('payment.cardEnding', { brand: BRAND_NAMES[c.brand as CardBrand], last4: c.last_four })}</span>
                </Method>
              ))}
              <Method value="newcard" choice={choice} onChoose={setChoice}>
                <span>{t('checkout.newCard')}</span>
              </Method>
              {choice === 'newcard' && <NewCardFields card={card} onChange={setCard} showErrors={showCardErrors} />}
              <Method value="cod" choice={choice} onChoose={setChoice} disabled={!options.cod.available}>
                <span>{t('checkout.cod')}</span>
                {options.cod.reason && <span className="checkout-method-note">{t(COD_REASONS[options.cod.reason])}</span>}
              </Method>
            </fieldset>
            <button type="submit" className="btn btn-primary checkout-pay" disabled={busy}>
              {busy ? t('checkout.paying') : t('checkout.pay', { amount: formatMoney(info.amounts.total, currency) })}
            </button>
          </form>
        )
      )}
    </div>
  );
}

function Method({
  value,
  choice,
  onChoose,
  disabled = false,
  children,
}: {
  value: string;
  choice: string;
  onChoose: (value: string) => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={`checkout-method${disabled ? ' is-disabled' : ''}`}>
      <input
        id={id}
        type="radio"
        name="method"
        value={value}
        checked={choice === value}
        disabled={disabled}
        onChange={() => onChoose(value)}
      />
      <span className="checkout-method-text">{children}</span>
    </label>
  );
}

export default island(Checkout);
