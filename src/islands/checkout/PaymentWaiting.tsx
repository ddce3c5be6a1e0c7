/**
 * A payment the shopper approves elsewhere: the QR code to scan, with whom it pays (the payee the shopper's app will
 * show), or the way back to the e-wallet's page, with its amount while it waits, and "Change payment method", which
 * cancels it and offers the ways to pay again.
 */
import type { PaymentOptions, PaymentState } from '../../shared/contract/payment';
import { formatMoney } from '../../shared/money';
import { qrPath } from '../../shared/qr-path';
import { changePaymentMethod, type MethodChange } from '../../stores/payment/payment-flow';
import { useT } from '../locale';
import { clock, useSecondsLeft } from '../pay-clock';
import { QR_NAMES } from '../payment/channel-names';
import { METHOD_VIEWS } from './methods';

interface Props {
  payment: PaymentState;
  options: PaymentOptions | null;
  change: MethodChange;
  /** The order's deadline, which the page's own clock already shows. */
  deadline: number;
}

export function PaymentWaiting({ payment, options, change, deadline }: Props) {
  const t = useT();
  const qr = payment.qr_string ? qrPath(payment.qr_string) : null;
  const approvedOn = METHOD_VIEWS[payment.method].approvedOn?.(payment, options) ?? null;
  // The request's own clock, shown only when it runs out before the order's.
  const expiresFirst = payment.expires_at !== null && payment.expires_at < deadline ? payment.expires_at : null;
  const secondsLeft = useSecondsLeft(expiresFirst);
  return (
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
      <dl className="checkout-waiting-facts">
        {payment.merchant_name && (
          <div>
            <dt>{t('checkout.payee')}</dt>
            <dd>{payment.merchant_name}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.amount')}</dt>
          <dd className="checkout-waiting-amount">{formatMoney(payment.amount, payment.currency)}</dd>
        </div>
      </dl>
      {secondsLeft !== null && <p aria-live="off">{t('checkout.requestTimeLeft', { time: clock(secondsLeft) })}</p>}
      <p>{t('checkout.waiting')}</p>
      {payment.action_url && (
        <a className="btn btn-secondary" href={payment.action_url}>
          {approvedOn ? t('checkout.continueOn', { wallet: approvedOn }) : t('checkout.openPaymentPage')}
        </a>
      )}
      {change === 'failed' && (
        <p className="checkout-failure" role="alert">
          {t('checkout.changeFailed')}
        </p>
      )}
      <button type="button" className="btn btn-secondary" disabled={change === 'changing'} onClick={() => void changePaymentMethod()}>
        {change === 'changing' ? t('checkout.changing') : t('checkout.changeMethod')}
      </button>
    </section>
  );
}
