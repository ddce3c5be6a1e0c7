/**
 * Each payment channel's mark, drawn here as a small badge (its brand colour and its name or initials) rather than the
 * brand's logo file, which we may not ship (docs/decisions/channel-marks.md). Keyed by the code the API answers: an
 * e-wallet channel, a QR scheme, a card brand. Decorative: the channel's name is always written beside it.
 */
import type { CardBrand, PayEwalletChannel, QrChannel } from '../../shared/contract/constants';

export type MarkCode = PayEwalletChannel | QrChannel | CardBrand;

interface Mark {
  /** The brand's colour, darkened where white text on it would be hard to read. */
  fill: string;
  text: string;
}

const MARKS: Record<MarkCode, Mark> = {
  OVO: { fill: '#4c3494', text: 'OVO' },
  DANA: { fill: '#0b6fc0', text: 'DANA' },
  SHOPEEPAY: { fill: '#d73211', text: 'SPay' },
  GOPAY: { fill: '#00799a', text: 'GoPay' },
  GRABPAY: { fill: '#00803a', text: 'Grab' },
  TOUCHNGO: { fill: '#0d4ea6', text: 'TnG' },
  QRIS: { fill: '#b3121f', text: 'QRIS' },
  PAYNOW: { fill: '#6b1f7c', text: 'PayNow' },
  DUITNOW: { fill: '#c2185b', text: 'DuitNow' },
  VISA: { fill: '#1a1f71', text: 'VISA' },
  MASTERCARD: { fill: '#c23c00', text: 'MC' },
  JCB: { fill: '#0b4ea2', text: 'JCB' },
  AMEX: { fill: '#1f5fa0', text: 'AMEX' },
};

const WIDTH = 40;
const HEIGHT = 24;

export function ChannelMark({ code }: { code: MarkCode }) {
  const { fill, text } = MARKS[code];
  // Longer names are fitted to the badge; short ones keep their own width.
  const fitted = text.length > 3 ? { textLength: WIDTH - 8, lengthAdjust: 'spacingAndGlyphs' } : {};
  return (
    <svg className="channel-mark" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} aria-hidden="true" focusable="false">
      <rect width={WIDTH} height={HEIGHT} rx={4} fill={fill} />
      <text
        x={WIDTH / 2}
        y={16}
        textAnchor="middle"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
        fontSize={text.length > 4 ? 9 : 11}
        fontWeight={700}
        {...fitted}
      >
        {text}
      </text>
    </svg>
  );
}
