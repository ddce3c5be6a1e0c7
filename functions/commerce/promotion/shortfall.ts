/**
 * The cart's summary of a selection (spec §2 cart: subtotal, the best voucher saving, "add X more to get Y off", the
 * coins it earns), priced by the checkout's one pricing function with the member's usable vouchers. There is no
 * address at the cart, so shipping is not counted; the confirmation prices it.
 */
import type { CommerceContext } from '../../platform/context';
import { price, valueOff, type Pricing, type PricingVoucher } from '../order/pricing';
import { pricingLines, skuFacts, splitSelection } from '../order/selection';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { pricingVoucher, usableVouchers, type VoucherRow } from './vouchers';

export interface NextVoucher {
  row: VoucherRow;
  amountMore: number;
  saving: number;
}

export interface Shortfall {
  pricing: Pricing;
  next: NextVoucher | null;
}

/**
 * The voucher to suggest: of the discount vouchers whose minimum spend is not reached yet, the closest one that would
 * save more than the best combination saves now (a smaller one would not be used: discounts do not stack). Shipping
 * vouchers are left out: their value depends on the address, which the cart does not know.
 */
function nextVoucher(rows: readonly VoucherRow[], vouchers: readonly PricingVoucher[], pricing: Pricing): NextVoucher | null {
  let next: NextVoucher | null = null;
  pricing.options.forEach((option, i) => {
    const voucher = vouchers[i]!;
    if (option.block !== 'min_spend' || voucher.kind !== 'discount') return;
    const saving = valueOff(voucher, voucher.minSpend);
    if (saving <= pricing.voucherDiscount) return;
    if (!next || option.shortfall < next.amountMore) next = { row: rows[i]!, amountMore: option.shortfall, saving };
  });
  return next;
}

export async function purchaseShortfall(
  c: CommerceContext,
  memberId: number,
  items: readonly { sku_no: string; quantity: number }[],
  now = Date.now(),
): Promise<Shortfall> {
  const d1 = c.get('d1');
  const [facts, rows] = await Promise.all([
    skuFacts(
      d1,
      c.get('lang'),
      items.map((i) => i.sku_no),
    ),
    usableVouchers(d1, memberId, c.get('lang'), now),
  ]);
  // What cannot be bought now (sold out, removed) is not in the sum: the cart shows those lines apart.
  const { lines } = splitSelection(items, facts);
  const vouchers = rows.map(pricingVoucher);
  const pricing = price({
    lines: pricingLines(lines),
    vouchers,
    chosen: null,
    useCoins: false,
    coinBalance: 0,
    firstOrder: false,
    inCity: null,
    settings: CHECKOUT_SETTINGS[c.get('country')],
  });
  return { pricing, next: nextVoucher(rows, vouchers, pricing) };
}
