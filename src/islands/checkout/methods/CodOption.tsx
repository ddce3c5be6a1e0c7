/** Cash on delivery, disabled with its reason where it is not offered. */
import type { PaymentOptions } from '../../../shared/contract/payment';
import type { MessageKey } from '../../../shared/messages';
import { useT } from '../../locale';
import { MethodRadio } from './MethodRadio';
import type { OptionProps } from './view';

const COD_REASONS = {
  country: 'checkout.codCountry',
  area: 'checkout.codArea',
  order_value: 'checkout.codOrderValue',
  online_only_voucher: 'checkout.codVoucher',
} as const satisfies Record<NonNullable<PaymentOptions['cod']['reason']>, MessageKey>;

export function CodOption({ options, choice }: OptionProps) {
  const t = useT();
  return (
    <MethodRadio value="cod" choice={choice} disabled={!options.cod.available}>
      <span>{t('checkout.cod')}</span>
      {options.cod.reason && <span className="checkout-method-note">{t(COD_REASONS[options.cod.reason])}</span>}
    </MethodRadio>
  );
}
