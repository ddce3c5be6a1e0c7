/** The country's QR payment, by its own name and mark. */
import { QR_NAMES } from '../../payment/channel-names';
import { ChannelMark } from '../../payment/ChannelMark';
import { MethodRadio } from './MethodRadio';
import type { OptionProps } from './view';

export function QrOption({ options, choice }: OptionProps) {
  return (
    <MethodRadio value="qr" choice={choice}>
      <span className="channel-named">
        <ChannelMark code={options.qr} />
        {QR_NAMES[options.qr]}
      </span>
    </MethodRadio>
  );
}
