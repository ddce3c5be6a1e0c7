/**
 * The checkout's view of each way to pay (used on /checkout only, so no other page carries them). A new method is its
 * option view here and its entry below, beside its browser side in src/stores/payment/methods.
 */
import { CardOption } from './CardOption';
import { CodOption } from './CodOption';
import { EwalletOption, walletOf } from './EwalletOption';
import { QrOption } from './QrOption';
import type { MethodViewRegistry } from './view';

export const METHOD_VIEWS: MethodViewRegistry = {
  ewallet: { Option: EwalletOption, approvedOn: walletOf },
  qr: { Option: QrOption },
  card: { Option: CardOption },
  cod: { Option: CodOption },
};
