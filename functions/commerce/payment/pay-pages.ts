/**
 * The pages around a payment request: where the gateway sends the shopper back (payment success, or the order's
 * checkout with the payment to look at).
 */
import { localizePath } from '../../../src/shared/lang';
import type { CommerceContext } from '../../platform/context';
import { publicOrigin } from '../../platform/http';
import type { ReturnUrls } from './methods/method';

/** The shop's pages the gateway sends the shopper back to, in the shopper's language. */
export function returnUrls(c: CommerceContext, orderNo: string, paymentNo: string): ReturnUrls {
  const origin = publicOrigin(c);
  const lang = c.get('lang');
  const query = `?order_no=${encodeURIComponent(orderNo)}`;
  return {
    success: `${origin}${localizePath('/paymentSuccess', lang)}${query}`,
    checkout: `${origin}${localizePath('/checkout', lang)}${query}&payment_no=${paymentNo}`,
  };
}
