/**
 * The methods the shopper approves at the gateway through a payment request (Xendit's Payments API): the request is
 * made for the order's total, the shopper approves it on the page or in the app it names, and the gateway's callbacks
 * settle it; it can be read and cancelled there while it waits, and its money goes back against the request.
 */
import type { PaymentMethod } from '../../../../src/shared/contract/constants';
import {
  cancelPaymentRequest,
  createPaymentRequest,
  getPaymentRequest,
  type PaymentRequest,
  type PaymentRequestInput,
} from '../../../providers/payment-gateway/payment-requests';
import { merchantName } from '../../../providers/payment-gateway/gateway';
import { refundPayment } from '../../../providers/payment-gateway/refunds';
import { FAILURE, markFailed, type PayableOrder, setGatewayId } from '../payments';
import { type PaymentAction, paymentStateView } from '../views';
import type { GatewayApproval, PayChoice, PaymentMethodImpl, PayContext, ReturnUrls } from './method';
import { startPayment } from './start';

interface RequestMethod<M extends PaymentMethod> {
  method: M;
  /** The channel the choice pays with; refused when the country does not offer it. */
  channel(ctx: PayContext, choice: PayChoice<M>): string;
  /** The request's channel at the gateway, and when it stops taking payment where the method says so. */
  request(choice: PayChoice<M>, order: PayableOrder): Pick<PaymentRequestInput, 'method' | 'expiresAt'>;
  /** Where the shopper approves when the gateway names no page: in development, the stand-in's page, if the method has one. */
  standInPage(env: Env, request: PaymentRequest, back: () => ReturnUrls): string | null;
}

function approvalOf<M extends PaymentMethod>(m: RequestMethod<M>): GatewayApproval {
  return {
    read: getPaymentRequest,
    cancel: cancelPaymentRequest,
    action: (env, request, back): PaymentAction => ({
      actionUrl: request.actionUrl ?? m.standInPage(env, request, back),
      qrString: request.qrString ?? null,
      // A QR code is issued to the gateway account's business: the payer's app names it, so the page says it first.
      merchantName: request.qrString ? merchantName(env) : null,
      expiresAt: request.expiresAt ?? null,
    }),
  };
}

export function paymentRequestMethod<M extends PaymentMethod>(m: RequestMethod<M>): PaymentMethodImpl<M> {
  const approval = approvalOf(m);
  return {
    method: m.method,
    collectedOnDelivery: false,
    approval,

    async start(ctx, order, choice) {
      const { env, db, country, memberId, now } = ctx;
      const channel = m.channel(ctx, choice);
      const payment = await startPayment(db, country, memberId, order, m.method, channel, now);
      const back = ctx.returnUrls(order.orderNo, payment.paymentNo);
      let request: PaymentRequest;
      try {
        request = await createPaymentRequest(env, {
          referenceId: payment.paymentNo,
          country,
          amount: payment.amount,
          ...m.request(choice, order),
          successReturnUrl: back.success,
          failureReturnUrl: back.checkout,
          description: order.orderNo,
        });
      } catch (err) {
        await markFailed(db, payment.id, FAILURE.gateway, Date.now());
        throw err;
      }
      await setGatewayId(db, payment.id, request.id, Date.now());
      return paymentStateView(
        payment,
        approval.action(env, request, () => back),
      );
    },

    refund: (env, paymentRequestId, refund) => refundPayment(env, { paymentRequestId, ...refund }),
  };
}
