/** The country's QR payment, by its own name. */
import { QR_NAMES } from '../../payment/channel-names';
import { MethodRadio } from './MethodRadio';
import type { OptionProps } from './view';

export function QrOption({ options, choice }: OptionProps) {
  return (
    <MethodRadio value="qr" choice={choice}>
      <span>{QR_NAMES[options.qr]}</span>
    </MethodRadio>
  );
}
