/** The country's e-wallets, each with the member's linked account where there is one. */
import type { PaymentOptions, PaymentState } from '../../../shared/contract/payment';
import { useT } from '../../locale';
import { WALLET_NAMES } from '../../payment/channel-names';
import { ChannelMark } from '../../payment/ChannelMark';
import { MethodRadio } from './MethodRadio';
import type { OptionProps } from './view';

export function EwalletOption({ options, wallets, choice }: OptionProps) {
  const t = useT();
  return options.ewallets.map((channel) => {
    const account = wallets.find((w) => w.channel === channel)?.account;
    return (
      <MethodRadio key={channel} value={`ewallet:${channel}`} choice={choice}>
        <span className="channel-named">
          <ChannelMark code={channel} />
          {WALLET_NAMES[channel]}
        </span>
        {account && <span className="checkout-method-note">{t('checkout.linked', { account })}</span>}
      </MethodRadio>
    );
  });
}

/** The e-wallet a payment waiting is approved in, by its name, when the country offers it. */
export function walletOf(payment: PaymentState, options: PaymentOptions | null): string | null {
  const wallet = options?.ewallets.find((channel) => channel === payment.channel);
  return wallet ? WALLET_NAMES[wallet] : null;
}
