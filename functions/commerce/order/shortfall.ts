/**
 * The cart's summary of a selection (spec §2 cart: subtotal, the best voucher saving, "add X more to get Y off", the
 * coins it earns), priced by the checkout's one pricing function with the member's usable vouchers. There is no
 * address at the cart, so shipping is not counted; the confirmation prices it.
 */
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { CountryCode } from '../../../src/shared/countries';
import type { Lang } from '../../../src/shared/lang';
import { CHECKOUT_SETTINGS } from '../../platform/settings';
import { usableVouchers } from '../promotion/vouchers';
import type { UsableVoucher } from '../promotion/views';
import { price, valueOff, type Pricing, type PricingVoucher } from './pricing';
import { pricingLines, pricingVoucher, skuFacts, splitSelection } from './selection';
import type { Shortfall } from './views';

/**
 * The voucher to suggest: of the discount vouchers whose minimum spend is not reached yet, the closest one that would
 * save more than the best combination saves now (a smaller one would not be used: discounts do not stack). Shipping
 * vouchers are left out: their value depends on the address, which the cart does not know.
 */
function nextVoucher(usable: readonly UsableVoucher[], vouchers: readonly PricingVoucher[], pricing: Pricing): Shortfall['next'] {
  let next: Shortfall['next'] = null;
  pricing.options.forEach((option, i) => {
    const voucher = vouchers[i]!;
    if (option.block !== 'min_spend' || voucher.kind !== 'discount') return;
    const saving = valueOff(voucher, voucher.minSpend);
    if (saving <= pricing.voucherDiscount) return;
    if (!next || option.shortfall < next.amountMore) next = { voucher: usable[i]!, amountMore: option.shortfall, saving };
  });
  return next;
}

export async function purchaseShortfall(
  db: DrizzleD1Database,
  country: CountryCode,
  lang: Lang,
  memberId: number,
  items: readonly { sku_no: string; quantity: number }[],
  now = Date.now(),
): Promise<Shortfall> {
  const [facts, usable] = await Promise.all([
    skuFacts(
      db,
      lang,
      items.map((i) => i.sku_no),
    ),
    usableVouchers(db, memberId, lang, now),
  ]);
  // What cannot be bought now (sold out, removed) is not in the sum: the cart shows those lines apart.
  const { lines } = splitSelection(items, facts);
  const vouchers = usable.map(pricingVoucher);
  const pricing = price({
    lines: pricingLines(lines),
    vouchers,
    chosen: null,
    useCoins: false,
    coinBalance: 0,
    firstOrder: false,
    inCity: null,
    settings: CHECKOUT_SETTINGS[country],
  });
  return { pricing, next: nextVoucher(usable, vouchers, pricing) };
}
