/**
 * The ways to pay an order as one radio group, each method's choices in the order the checkout shows them
 * (src/stores/payment/methods): the country's e-wallets (with the linked account where the member has one), its QR,
 * saved cards and a new card, and cash on delivery, disabled with its reason where not offered. Each method's view is
 * in ./methods.
 */
import { useStore } from '@nanostores/react';
import type { OrderPayInfo } from '../../shared/contract/order';
import type { EwalletAccount, PaymentOptions } from '../../shared/contract/payment';
import { formatMoney } from '../../shared/money';
import { methodOfChoice, SHOWN_METHODS } from '../../stores/payment/methods';
import { $payChoice, pay } from '../../stores/payment/payment-flow';
import type { GatewayConfig } from '../../stores/payment/tokenise';
import { useT } from '../locale';
import { METHOD_VIEWS } from './methods';

interface Props {
  order: OrderPayInfo;
  options: PaymentOptions;
  wallets: EwalletAccount[];
  busy: boolean;
  gateway: GatewayConfig;
}

export function PaymentMethods({ order, options, wallets, busy, gateway }: Props) {
  const t = useT();
  const choice = useStore($payChoice);
  const total = formatMoney(order.amounts.total, order.amounts.currency_code);
  // Cash on delivery pays nothing now: the button places the order, and says the amount is due on delivery.
  const onDelivery = methodOfChoice(choice, options)?.collectedOnDelivery ?? false;
  return (
    <form
      className="card checkout-methods"
      onSubmit={(e) => {
        e.preventDefault();
        void pay(gateway);
      }}
    >
      <fieldset>
        <legend className="payment-subtitle">{t('checkout.methodsTitle')}</legend>
        {SHOWN_METHODS.map(({ method }) => {
          const { Option } = METHOD_VIEWS[method];
          return <Option key={method} options={options} wallets={wallets} choice={choice} />;
        })}
      </fieldset>
      <button type="submit" className="btn btn-primary checkout-pay" disabled={busy}>
        {busy
          ? t(onDelivery ? 'checkout.placingCod' : 'checkout.paying')
          : t(onDelivery ? 'checkout.placeCod' : 'checkout.pay', { amount: total })}
      </button>
    </form>
  );
}
