/** Starting a payment, which every method does first: the processing payments row, or why the order cannot take one now. */
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { PaymentMethod } from '../../../../src/shared/contract/constants';
import type { CountryCode } from '../../../../src/shared/countries';
import type { BatchStatement } from '../../../platform/db';
import { newPaymentNo, type PayableOrder, type PaymentRow, paymentOfMember, startRefusal, startStatements } from '../payments';

/**
 * Inserts the processing payment, with `then` in the same batch (guarded by the payment's row), or says why the order
 * cannot take one now.
 */
export async function startPayment(
  db: Db,
  country: CountryCode,
  memberId: number,
  order: PayableOrder,
  method: PaymentMethod,
  channel: string,
  now: number,
  then: (paymentNo: string) => BatchStatement[] = () => [],
): Promise<PaymentRow> {
  const paymentNo = newPaymentNo(country, now);
  const start = startStatements(db, { paymentNo, order, memberId, method, channel, status: 'processing', now });
  const [, inserted] = await db.batch([...start, ...then(paymentNo)]);
  if (!inserted.meta.changes) throw await startRefusal(db, order, now);
  return paymentOfMember(db, memberId, paymentNo);
}
