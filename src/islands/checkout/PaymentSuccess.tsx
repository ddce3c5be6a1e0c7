/**
 * Payment success (/paymentSuccess?order_no=…, spec §2): the order number, what was paid and how, where it goes and
 * when (processed within 48 hours, then 1–2 days in the warehouse's city or 4–7 days outside it, spec §9), the coins
 * it earns once received, and the way on: the order, or shopping. A cash-on-delivery order lands here too: the total is
 * paid to the courier. While the gateway's word is still on its way the page says so and asks again
 * (src/stores/checkout/paid-order.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatAddress, recipientName } from '../../shared/address';
import { ORDER_STATUS } from '../../shared/contract/constants';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { formatPhone } from '../../shared/phone';
import { $paidOrder, watchPaidOrder } from '../../stores/checkout/paid-order';
import { isCollectedOnDelivery, payMethodOf } from '../../stores/payment/methods';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import '../me/me.css';
import './checkout.css';

function PaymentSuccess({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const paid = useStore($paidOrder);

  useEffect(() => {
    if (state !== 'member') return;
    return watchPaidOrder(new URLSearchParams(location.search).get('order_no') ?? '');
  }, [state]);

  const shop = (
    <a className="btn btn-secondary" href={localizePath('/', lang)}>
      {t('paid.continueShopping')}
    </a>
  );
  if (paid.step === 'missing') {
    return (
      <div className="card paid">
        <p>{t('paid.notFound')}</p>
        {shop}
      </div>
    );
  }
  if (state !== 'member' || paid.step !== 'shown') return <MemberPending state={state} />;
  const info = paid.order;

  if (info.status === ORDER_STATUS.pendingPayment || info.status === ORDER_STATUS.closed) {
    const closed = info.status === ORDER_STATUS.closed;
    return (
      <div className="card paid" role={closed ? 'alert' : 'status'}>
        <p>{closed ? t('error.1104007') : t('paid.confirming')}</p>
        {!closed && (
          <a className="btn btn-primary" href={`${localizePath('/checkout', lang)}?order_no=${encodeURIComponent(info.order_no)}`}>
            {t('paid.backToCheckout')}
          </a>
        )}
        {shop}
      </div>
    );
  }

  const cod = isCollectedOnDelivery(info.payment_method);
  const currency = info.amounts.currency_code;
  return (
    <div className="card paid">
      <h1 className="paid-title">{t(cod ? 'paid.codTitle' : 'paid.title')}</h1>
      {cod && <p className="paid-note">{t('paid.codNote', { amount: formatMoney(info.amounts.total, currency) })}</p>}
      <dl className="paid-facts">
        <dt>{t('paid.orderNo')}</dt>
        <dd>{info.order_no}</dd>
        <dt>{t(cod ? 'paid.toPay' : 'paid.totalPaid')}</dt>
        <dd>{formatMoney(info.amounts.total, currency)}</dd>
        {info.payment_method && (
          <>
            <dt>{t('paid.method')}</dt>
            <dd>{t(payMethodOf(info.payment_method).names.paid)}</dd>
          </>
        )}
        <dt>{t('paid.deliverTo')}</dt>
        <dd>
          {recipientName(info.address)} · {formatPhone(info.address.phone)}
          <br />
          {formatAddress(info.address, t)}
        </dd>
        <dt>{t('paid.delivery')}</dt>
        <dd>{t(info.in_city ? 'paid.deliveryInCity' : 'paid.deliveryOutOfCity')}</dd>
        {info.amounts.coins_earned > 0 && (
          <>
            <dt>{t('paid.coins')}</dt>
            <dd>{t('paid.coinsEarned', { coins: info.amounts.coins_earned })}</dd>
          </>
        )}
      </dl>
      <div className="paid-actions">
        <a className="btn btn-primary" href={localizePath(`/orderDetail/${encodeURIComponent(info.order_no)}`, lang)}>
          {t('paid.viewOrder')}
        </a>
        {shop}
      </div>
    </div>
  );
}

export default island(PaymentSuccess);
