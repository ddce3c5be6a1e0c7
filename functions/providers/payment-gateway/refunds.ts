/**
 * Refunds: a payment request's payment through Xendit's refunds API (`POST /refunds`,
 * docs.xendit.co/apidocs/refund-payment-request; idempotency-key as xendit-node's CreateRefund sends it), a card charge
 * through the legacy card API (`POST /credit_card_charges/{id}/refunds`, X-IDEMPOTENCY-KEY). Both keyed by our
 * reference, so a retry is the same refund.
 */
import type { CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { send, toGatewayAmount } from './gateway';

/** Xendit's refund reasons (the card API takes none). */
export type RefundReason = 'FRAUDULENT' | 'DUPLICATE' | 'REQUESTED_BY_CUSTOMER' | 'CANCELLATION' | 'OTHERS';

export interface Refund {
  id: string;
  /** PENDING until the channel confirms; Xendit then sends refund.succeeded or refund.failed. */
  status: 'SUCCEEDED' | 'PENDING' | 'FAILED';
}

/** Payments_API_RefundStatus (SUCCEEDED, FAILED, PENDING, CANCELLED); the card API's REQUESTED is pending. */
const STATUS_OF: Record<string, Refund['status']> = { SUCCEEDED: 'SUCCEEDED', FAILED: 'FAILED', CANCELLED: 'FAILED' };

type RefundOf = { paymentRequestId: string; chargeId?: never } | { chargeId: string; paymentRequestId?: never };

export async function refundPayment(
  env: Env,
  refund: RefundOf & { referenceId: string; amount: number; currency: CurrencyCode; reason: RefundReason },
): Promise<Refund> {
  const amount = toGatewayAmount(refund.amount, refund.currency);
  const answer = refund.chargeId
    ? await send(
        env,
        'POST',
        `/credit_card_charges/${encodeURIComponent(refund.chargeId)}/refunds`,
        { amount, external_id: refund.referenceId },
        { 'X-IDEMPOTENCY-KEY': refund.referenceId },
      )
    : await send(
        env,
        'POST',
        '/refunds',
        {
          payment_request_id: refund.paymentRequestId,
          reference_id: refund.referenceId,
          amount,
          currency: refund.currency,
          reason: refund.reason,
        },
        { 'idempotency-key': refund.referenceId },
      );
  if (typeof answer.id !== 'string') throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment gateway failed');
  return { id: answer.id, status: STATUS_OF[String(answer.status)] ?? 'PENDING' };
}
