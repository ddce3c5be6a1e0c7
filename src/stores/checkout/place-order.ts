/**
 * Place order (spec §3, §5): the current choices, the address the answer delivers to, the note and the total the page
 * showed, under an idempotency key. The ordered items leave the selection and the shopper goes on to pay.
 */
import type { OrderPlaced, OrderPreview } from '../../shared/contract/order';
import { cartCount } from '../../shared/contract/refs/cart';
import { orderCreate, orderIntake } from '../../shared/contract/refs/order';
import { ApiError, ERR } from '../../shared/errors';
import { localizePath } from '../../shared/lang';
import { api } from '../api';
import { refreshCartCount } from '../cart';
import { $lang } from '../i18n';
import { createMutatorStore } from '../query';
import { $userInfo } from '../state';
import { $note, CONFIRM_KEY, currentSelection } from './confirmation';
import { confirmationState } from './voucher-choice';

/** A confirmation an order can be placed from: one with an address and something to buy. */
export type Placeable = OrderPreview & { address: NonNullable<OrderPreview['address']> };

export function canPlace(preview: OrderPreview): preview is Placeable {
  return preview.address !== null && preview.lines.length > 0;
}

let placeKey: { state: string; key: string } | null = null;

/** How often a flash order's intake is asked about: the queue writes a batch within about a second. */
const INTAKE_POLL_MS = 500;

/**
 * Figures the server no longer stands by: the page asks for them again (the API client has shown why). A voucher or
 * coins another order took meanwhile are among them: the confirmation then offers what is left.
 */
const STALE_FIGURES: readonly number[] = [ERR.PRICE_CHANGED, ERR.STOCK_LOCK_FAILED, ERR.VOUCHER_LOCK_FAILED, ERR.COIN_APPLICATION_FAILED];

/**
 * Places the order of `preview`. Its `data` stays once placed, so the button stays off while the
 * page leaves; a failure leaves `error` (the API client has shown it).
 */
export const $placeOrder = createMutatorStore<Placeable, OrderPlaced>(async ({ data: preview, invalidate }) => {
  const total = preview.amounts.total;
  const input = {
    ...currentSelection(),
    address_id: preview.address.address_id,
    expected_total: total,
    note: $note.get().trim(),
  };
  // A retry of the same confirmation (a lost answer, a double press) keeps the key, so it cannot make two orders.
  const state = confirmationState({ ...input, total });
  if (placeKey?.state !== state) placeKey = { state, key: crypto.randomUUID() };
  let placed: OrderPlaced;
  try {
    placed = await api.request(orderCreate, { ...input, idempotency_key: placeKey.key });
    // A flash sale's order is reserved and on its way to the database: the button says "placing" until it is in.
    while (placed.intake !== null) {
      await new Promise((resolve) => setTimeout(resolve, INTAKE_POLL_MS));
      placed = await api.request(orderIntake, { order_no: placed.order_no, intake: placed.intake });
    }
  } catch (err) {
    if (err instanceof ApiError && STALE_FIGURES.includes(err.code)) invalidate((key) => key.startsWith(CONFIRM_KEY));
    throw err;
  }
  const ordered = new Set(preview.lines.map((l) => l.sku_no));
  $userInfo.setKey(
    'selectSkus',
    $userInfo.get().selectSkus.filter((s) => !ordered.has(s.sku_no)),
  );
  void refreshCartCount(async () => (await api.request(cartCount, {}, { silent: true })).count).catch(() => undefined);
  location.assign(`${localizePath('/checkout', $lang.get())}?order_no=${encodeURIComponent(placed.order_no)}`);
  return placed;
});
