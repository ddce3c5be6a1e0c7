/**
 * The checkout's money rules in one pure function (issue 14): the breakdown of spec §3 from the lines, the member's
 * usable vouchers, coins and the destination. The confirmation, the order and the payment request all take their
 * figures from here, so they cannot drift apart; the browser only ever shows them. Integer minor units throughout:
 * every division rounds down (in the shopper's favour for what they pay, never below zero), and shares of a
 * discount are split by largest remainder so they add up to the discount exactly.
 */
import type { VoucherKind } from '../../../src/shared/contract/constants';
import type { CheckoutSettings, ShippingRate } from '../../platform/settings';

export interface PricingLine {
  productId: number;
  quantity: number;
  unitPrice: number;
  /** The struck-through price, or the selling price when there is none. */
  unitRetail: number;
  grossWeightG: number;
}

export interface PricingVoucher {
  couponNo: string;
  kind: VoucherKind;
  amountOff: number;
  percentOff: number;
  maxOff: number | null;
  minSpend: number;
  stackable: boolean;
  /** The products it applies to; null for all. */
  productIds: ReadonlySet<number> | null;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  /** The member's unused, unexpired vouchers. */
  vouchers: readonly PricingVoucher[];
  /** The coupon numbers the shopper chose; null: the best combination. */
  chosen: readonly string[] | null;
  useCoins: boolean;
  coinBalance: number;
  /** True while the member has no order that took first-order free shipping. */
  firstOrder: boolean;
  /** Whether the destination is in the warehouse's city; null without an address (no shipping yet). */
  inCity: boolean | null;
  settings: CheckoutSettings;
}

/** Why a voucher of the member's does not apply to this selection. */
export type VoucherBlock = 'min_spend' | 'no_products' | 'no_shipping_fee' | 'not_stackable';

export interface VoucherOption {
  couponNo: string;
  /** What it would take off on its own, given the lines (0 when blocked). */
  saving: number;
  block: VoucherBlock | null;
  /** For min_spend: how much more of the goods it applies to would unlock it. */
  shortfall: number;
}

export interface Pricing {
  retailTotal: number;
  productDiscount: number;
  subtotal: number;
  voucherDiscount: number;
  shippingFee: number;
  shippingDiscount: number;
  coinsUsed: number;
  coinsValue: number;
  /** The most coins this order could take (balance, steps and the cap), whether the switch is on or not. */
  coinsUsable: number;
  total: number;
  coinsEarned: number;
  firstOrderFree: boolean;
  weightG: number;
  /** The vouchers applied, in the order of the member's list. */
  applied: string[];
  options: VoucherOption[];
  /** Per line, in input order: its share of the voucher discount and of the coins' value. */
  shares: { voucher: number; coins: number }[];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The fee for a parcel: the first kilogram, then each further kilogram or part of it. */
export function shippingFee(rate: ShippingRate, weightG: number): number {
  const kilos = Math.max(1, Math.ceil(weightG / 1000));
  return rate.firstKg + (kilos - 1) * rate.perExtraKg;
}

/** `total` split in proportion to `weights`, rounding down, the remainder to the largest fractions: sums to total. */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const whole = sum(weights);
  if (whole <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / whole);
  const parts = exact.map(Math.floor);
  let left = total - sum(parts);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (weights[i]! > 0) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

const lineAmount = (l: PricingLine) => l.unitPrice * l.quantity;

/** Coins earned for goods paid: one per `earnEvery` (credited when receipt is confirmed; less once part is refunded). */
export function coinsEarnedFor(goodsPaid: number, earnEvery: number): number {
  return Math.max(0, Math.floor(goodsPaid / earnEvery));
}

/** The goods a voucher applies to: the amount of each line (0 for lines it does not cover). */
function coveredAmounts(voucher: PricingVoucher, lines: readonly PricingLine[]): number[] {
  return lines.map((l) => (voucher.productIds === null || voucher.productIds.has(l.productId) ? lineAmount(l) : 0));
}

/** What a voucher takes off goods worth `base` (a fixed amount or a percentage, within its cap and the base). */
export function valueOff(voucher: PricingVoucher, base: number): number {
  const off = voucher.amountOff > 0 ? voucher.amountOff : Math.floor((base * voucher.percentOff) / 100);
  return Math.min(base, voucher.maxOff === null ? off : Math.min(off, voucher.maxOff));
}

function option(voucher: PricingVoucher, lines: readonly PricingLine[], shippingLeft: number): VoucherOption {
  const covered = sum(coveredAmounts(voucher, lines));
  const base = { couponNo: voucher.couponNo, saving: 0, shortfall: 0 };
  if (covered === 0) return { ...base, block: 'no_products' };
  if (covered < voucher.minSpend) return { ...base, block: 'min_spend', shortfall: voucher.minSpend - covered };
  if (voucher.kind === 'shipping') {
    if (shippingLeft === 0) return { ...base, block: 'no_shipping_fee' };
    return { ...base, block: null, saving: valueOff(voucher, shippingLeft) };
  }
  return { ...base, block: null, saving: valueOff(voucher, covered) };
}

/** Combinations the rules allow: none, one voucher, or a discount and a shipping voucher that are both stackable. */
function combinations(usable: readonly PricingVoucher[]): PricingVoucher[][] {
  const out: PricingVoucher[][] = [[], ...usable.map((v) => [v])];
  for (const d of usable) {
    if (d.kind !== 'discount' || !d.stackable) continue;
    for (const s of usable) if (s.kind === 'shipping' && s.stackable) out.push([d, s]);
  }
  return out;
}

function isAllowed(combo: readonly PricingVoucher[]): boolean {
  if (combo.length <= 1) return true;
  return combo.length === 2 && combo[0]!.kind !== combo[1]!.kind && combo.every((v) => v.stackable);
}

export function price(input: PricingInput): Pricing {
  const { lines, settings } = input;
  const retailTotal = sum(lines.map((l) => l.unitRetail * l.quantity));
  const subtotal = sum(lines.map(lineAmount));
  const weightG = sum(lines.map((l) => l.grossWeightG * l.quantity));
  const shipping =
    input.inCity === null || lines.length === 0
      ? 0
      : shippingFee(input.inCity ? settings.shipping.inCity : settings.shipping.outOfCity, weightG);
  const firstOrderFree = input.firstOrder && shipping > 0;
  const shippingLeft = firstOrderFree ? 0 : shipping;

  const options = input.vouchers.map((v) => option(v, lines, shippingLeft));
  const usable = input.vouchers.filter((_, i) => options[i]!.block === null);
  const savingOf = new Map(options.map((o) => [o.couponNo, o.saving]));
  const comboSaving = (combo: readonly PricingVoucher[]) => sum(combo.map((v) => savingOf.get(v.couponNo) ?? 0));

  let applied: PricingVoucher[];
  if (input.chosen === null) {
    // The best combination: the largest saving; on a tie the fewer vouchers, so one is kept for later.
    applied = combinations(usable).reduce(
      (best, combo) =>
        comboSaving(combo) > comboSaving(best) || (comboSaving(combo) === comboSaving(best) && combo.length < best.length) ? combo : best,
      [] as PricingVoucher[],
    );
  } else {
    const chosen = new Set(input.chosen);
    applied = usable.filter((v) => chosen.has(v.couponNo));
    if (!isAllowed(applied)) applied = [];
  }
  // A voucher the shopper chose but that does not combine is marked, so the page can say why it was not applied.
  if (input.chosen !== null && applied.length === 0 && input.chosen.length > 1) {
    for (const o of options) if (o.block === null && input.chosen.includes(o.couponNo)) o.block = 'not_stackable';
  }

  const discountVoucher = applied.find((v) => v.kind === 'discount');
  const shippingVoucher = applied.find((v) => v.kind === 'shipping');
  const voucherDiscount = discountVoucher ? (savingOf.get(discountVoucher.couponNo) ?? 0) : 0;
  const shippingDiscount = firstOrderFree ? shipping : shippingVoucher ? (savingOf.get(shippingVoucher.couponNo) ?? 0) : 0;

  // Coins pay at most capPercent of what is left to pay, in whole steps, never more than the balance, and only for
  // goods (so each line's share of them stays within what the line costs after vouchers).
  const beforeCoins = subtotal - voucherDiscount + shipping - shippingDiscount;
  const { step, stepValue, capPercent, earnEvery } = settings.coins;
  const capValue = Math.min(Math.floor((beforeCoins * capPercent) / 100), subtotal - voucherDiscount);
  const steps = Math.max(0, Math.min(Math.floor(input.coinBalance / step), Math.floor(capValue / stepValue)));
  const coinsUsable = steps * step;
  const coinsUsed = input.useCoins ? coinsUsable : 0;
  const coinsValue = input.useCoins ? steps * stepValue : 0;
  const total = beforeCoins - coinsValue;

  const voucherShares = discountVoucher ? splitByWeight(voucherDiscount, coveredAmounts(discountVoucher, lines)) : lines.map(() => 0);
  const coinShares = splitByWeight(
    coinsValue,
    lines.map((l, i) => lineAmount(l) - voucherShares[i]!),
  );
  const goodsPaid = subtotal - voucherDiscount - coinsValue;

  return {
    retailTotal,
    productDiscount: retailTotal - subtotal,
    subtotal,
    voucherDiscount,
    shippingFee: shipping,
    shippingDiscount,
    coinsUsed,
    coinsValue,
    coinsUsable,
    total,
    coinsEarned: coinsEarnedFor(goodsPaid, earnEvery),
    firstOrderFree,
    weightG,
    applied: input.vouchers.filter((v) => applied.includes(v)).map((v) => v.couponNo),
    options,
    shares: lines.map((_, i) => ({ voucher: voucherShares[i]!, coins: coinShares[i]! })),
  };
}

/** An order line as an after-sales refund sees it: what it cost, its shares, and the coins it took. */
export interface RefundLine {
  quantity: number;
  unitPrice: number;
  voucherShare: number;
  coinsShare: number;
  /** The coins (not their value) this line took: its part of coinsByLine. */
  coins: number;
}

/** The order's coins split over its lines in proportion to each line's share of their value: sums to coinsUsed. */
export function coinsByLine(coinsUsed: number, coinsShares: readonly number[]): number[] {
  return splitByWeight(coinsUsed, coinsShares);
}

/**
 * What refunding `quantity` more units of a line gives back when `refunded` units of it already were: the line's
 * share of what was paid (its price less its voucher and coins shares) and of the coins, by units. Cumulative
 * rounding (the first r+q units less the first r), so however a line is split over applications they add up to
 * exactly what it was paid and took, never more; shipping is not part of any line.
 */
export function lineRefund(line: RefundLine, refunded: number, quantity: number): { amount: number; coins: number } {
  const paid = line.unitPrice * line.quantity - line.voucherShare - line.coinsShare;
  const upTo = (units: number, whole: number) => Math.floor((whole * units) / line.quantity);
  const to = Math.min(line.quantity, refunded + quantity);
  return { amount: upTo(to, paid) - upTo(refunded, paid), coins: upTo(to, line.coins) - upTo(refunded, line.coins) };
}
