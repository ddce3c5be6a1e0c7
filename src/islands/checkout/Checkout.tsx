/**
 * The checkout (/checkout?order_no=…, spec §2): the order's total and items, the time left to pay (server clock), and
 * the ways to pay it as one radio group: the country's e-wallets (with the linked account where the member has one),
 * its QR, saved cards and a new card (tokenised in this browser with the gateway), and cash on delivery, disabled with
 * its reason where not offered. E-wallets open the gateway's page; QR shows the code and waits for the payment; a card
 * is answered at once; a QR or e-wallet payment still open is shown again when the shopper comes back (also from
 * /order's "Pay now"), with the way to change the payment method. A paid order goes to /paymentSuccess; a closed one
 * says it timed out. The flow is the payment state machine (src/stores/payment/payment-flow.ts); this renders its steps.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { localizePath } from '../../shared/lang';
import { $payment, type Failure, openCheckout, timeUp } from '../../stores/payment/payment-flow';
import type { GatewayConfig } from '../../stores/payment/tokenise';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useSecondsLeft } from '../pay-clock';
import { useMember } from '../me/use-member';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentMethods } from './PaymentMethods';
import { PaymentWaiting } from './PaymentWaiting';
import '../login/login.css';
import '../me/me.css';
import '../payment/payment.css';
import './checkout.css';

function Checkout({ signedIn, gateway }: { signedIn: boolean; gateway: GatewayConfig }) {
  const t = useT();
  const { lang, country } = useLocale();
  const state = useMember(signedIn);
  const payment = useStore($payment);
  const secondsLeft = useSecondsLeft('order' in payment ? payment.order.pay_deadline : null);

  useEffect(() => {
    if (state !== 'member') return;
    const q = new URLSearchParams(location.search);
    void openCheckout({ orderNo: q.get('order_no') ?? '', paymentNo: q.get('payment_no') ?? '', country });
  }, [state, country]);

  useEffect(() => {
    if (secondsLeft === 0) timeUp();
  }, [secondsLeft]);

  if (payment.step === 'missing') {
    return (
      <div className="card checkout-panel">
        <p>{t('checkout.notFound')}</p>
        <a className="btn btn-primary" href={localizePath('/', lang)}>
          {t('checkout.continueShopping')}
        </a>
      </div>
    );
  }
  if (state !== 'member' || payment.step === 'loading') return <MemberPending state={state} />;
  if (payment.step === 'timedOut') {
    return (
      <div className="card checkout-panel" role="alert">
        <p className="checkout-timeout">{t('error.1104007')}</p>
        <a className="btn btn-primary" href={localizePath('/', lang)}>
          {t('checkout.continueShopping')}
        </a>
      </div>
    );
  }

  const failure = payment.step === 'choosing' ? payment.failure : null;
  return (
    <div className="checkout">
      <CheckoutSummary order={payment.order} secondsLeft={secondsLeft} />
      {!failure && payment.order.payment_status === 'processing' && (
        <p className="checkout-note" role="status">
          {t(payment.step === 'waiting' ? 'checkout.resumed' : 'checkout.inProgress')}
        </p>
      )}
      {failure && <PaymentFailure failure={failure} />}
      {payment.step === 'waiting' ? (
        <PaymentWaiting payment={payment.payment} options={payment.options} change={payment.change} deadline={payment.order.pay_deadline} />
      ) : (
        payment.options && (
          <PaymentMethods
            order={payment.order}
            options={payment.options}
            wallets={payment.wallets}
            busy={payment.step === 'paying'}
            gateway={gateway}
          />
        )
      )}
    </div>
  );
}

/** Why the payment did not pay; said where the shopper looks next when it was just said (the message takes focus). */
function PaymentFailure({ failure }: { failure: Failure }) {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!failure.focus) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [failure]);
  return (
    <p ref={ref} className="checkout-failure" role="alert" tabIndex={-1}>
      {t(failure.key)} {t('checkout.tryAgain')}
    </p>
  );
}

export default island(Checkout);
