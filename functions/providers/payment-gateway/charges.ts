/** Card charges with a tokenised card (Xendit's `POST /credit_card_charges`): saved cards and the verification charge. */
import type { CardDecline } from '../../../src/shared/contract/payment';
import type { CurrencyCode } from '../../../src/shared/countries';
import { ApiError, ERR } from '../../../src/shared/errors';
import { send, toGatewayAmount } from './gateway';

export interface CardCharge {
  id: string;
  status: 'CAPTURED' | 'FAILED';
  /** The gateway's reason for a failed charge, e.g. CARD_DECLINED, INSUFFICIENT_BALANCE. */
  failureReason?: string;
  /** The card the gateway charged, as it names it: VISA, MASTERCARD, JCB, AMEX. */
  brand: string;
  lastFour: string;
}

/**
 * Charges a tokenised card (a saved card's multiple-use token) and captures at once. Idempotent by `referenceId`: a
 * retry with the same reference is the same charge at the gateway. A declined card is an answer (FAILED), not an
 * error; a token the gateway does not know is 1104001.
 */
export async function chargeCard(
  env: Env,
  charge: { tokenId: string; referenceId: string; amount: number; currency: CurrencyCode },
): Promise<CardCharge> {
  const answer = await send(
    env,
    'POST',
    '/credit_card_charges',
    {
      token_id: charge.tokenId,
      external_id: charge.referenceId,
      amount: toGatewayAmount(charge.amount, charge.currency),
      currency: charge.currency,
      capture: true,
    },
    { 'X-IDEMPOTENCY-KEY': `${charge.referenceId}-charge` },
  );
  if (typeof answer.id !== 'string') throw new ApiError(ERR.EXTERNAL_API_FAILURE, 'payment gateway failed');
  const captured = answer.status === 'CAPTURED';
  return {
    id: answer.id,
    status: captured ? 'CAPTURED' : 'FAILED',
    ...(captured ? {} : { failureReason: String(answer.failure_reason ?? 'FAILED') }),
    brand: String(answer.card_brand ?? ''),
    lastFour: String(answer.masked_card_number ?? '').slice(-4),
  };
}

/** Xendit's failure reasons a shopper can act on; every other one (fraud checks, blocked BINs, the issuer's own) is "declined". */
const DECLINES: Record<string, CardDecline> = {
  INSUFFICIENT_BALANCE: 'funds',
  EXPIRED_CARD: 'expired',
  INVALID_CVN: 'cvn',
};

/** What a failed charge tells the shopper: the gateway's reason in our few words (the reason itself stays in our row). */
export function declineOf(failureReason: string | undefined): CardDecline {
  return DECLINES[failureReason ?? ''] ?? 'declined';
}
