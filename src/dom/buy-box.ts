/**
 * The product detail's buy box (spec §2): the chosen SKU updates price, stock and the quantity limit; Add to cart
 * calls the cart and Buy now goes straight to the order confirmation with this SKU (a guest is sent to log in and
 * comes back here either way); a sold-out SKU offers back-in-stock instead, whose state is the member's and so is read
 * here, not rendered into the cached page. Also records the visit.
 */
import { MAX_CART_QUANTITY } from '../shared/constants';
import type { BUY_TYPE } from '../shared/contract/constants';
import { cartAdd } from '../shared/contract/refs/cart';
import { stockSubscribe, stockSubscription, stockUnsubscribe, visitViews } from '../shared/contract/refs/catalog';
import { localizePath } from '../shared/lang';
import { api, goToLogin } from '../stores/api';
import { setCartCount } from '../stores/cart';
import { $lang, tr } from '../stores/i18n';
import { hasSignedInMarker } from '../stores/startup';
import { $isLoggedIn, $userInfo } from '../stores/state';
import { showToast } from '../stores/toast';

/**
 * BUY_TYPE.buyNow, checked against it by the type: importing the value would put every constant of the contract into
 * the detail page's start-up JavaScript.
 */
const BUY_NOW: typeof BUY_TYPE.buyNow = 2;

export function initBuyBox(root: HTMLElement): void {
  const productNo = root.dataset.productNo ?? '';
  const form = root.querySelector<HTMLFormElement>('[data-buy-form]');
  const quantity = root.querySelector<HTMLInputElement>('#quantity');
  const add = root.querySelector<HTMLButtonElement>('[data-add]');
  const buyNow = root.querySelector<HTMLButtonElement>('[data-buy-now]');
  const subscribe = root.querySelector<HTMLButtonElement>('[data-subscribe]');
  if (!form || !quantity || !add || !buyNow || !subscribe) return;
  let subscribed = new Set<string>();
  // Bumped by every (un)subscribe the server confirmed: a state load already on its way must not undo it.
  let changes = 0;

  const chosen = () => form.querySelector<HTMLInputElement>('input[name="sku"]:checked');
  const stockOf = (input: HTMLInputElement | null) => Number(input?.dataset.stock ?? 0);
  const set = (selector: string, text: string) => {
    const el = root.querySelector(selector);
    if (el) el.textContent = text;
  };

  const render = () => {
    const sku = chosen();
    const stock = stockOf(sku);
    set('[data-price]', sku?.dataset.price ?? '');
    set('[data-was]', sku?.dataset.was ?? '');
    set('[data-discount]', sku?.dataset.discount ?? '');
    root.querySelector<HTMLElement>('[data-was-wrap]')!.hidden = !sku?.dataset.was;
    set('[data-stock-text]', stock > 0 ? tr('detail.inStock', { count: stock }) : '');
    const max = Math.max(1, Math.min(stock, MAX_CART_QUANTITY));
    quantity.max = String(max);
    quantity.value = String(Math.min(Math.max(1, Number(quantity.value) || 1), max));
    // Nothing to count out of a sold-out option: the stepper is off.
    quantity.disabled = stock <= 0;
    for (const button of root.querySelectorAll<HTMLButtonElement>('[data-step]')) button.disabled = stock <= 0;
    add.hidden = stock <= 0;
    buyNow.hidden = stock <= 0;
    subscribe.hidden = stock > 0;
    root.querySelector<HTMLElement>('[data-sold-out-note]')!.hidden = stock > 0;
    const on = !!sku && subscribed.has(sku.value);
    subscribe.textContent = on ? (subscribe.dataset.labelOn ?? '') : (subscribe.dataset.labelOff ?? '');
    subscribe.setAttribute('aria-pressed', String(on));
  };

  form.addEventListener('change', render);
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-step]')) {
    button.addEventListener('click', () => {
      const next = (Number(quantity.value) || 1) + Number(button.dataset.step);
      quantity.value = String(Math.min(Math.max(1, next), Number(quantity.max) || 1));
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const sku = chosen();
    if (!sku || stockOf(sku) <= 0) return;
    add.disabled = true;
    api
      .request(cartAdd, { sku_no: sku.value, quantity: Number(quantity.value) || 1 })
      .then(({ count }) => {
        setCartCount(count);
        showToast(tr('detail.added'));
      })
      // 401 sends a guest to log in (the api client); other failures show their toast there.
      .catch(() => {})
      .finally(() => (add.disabled = false));
  });

  // What /orderConfirm buys is the persisted selection (spec §3 selectSkus); the confirmation checks it with the server.
  buyNow.addEventListener('click', () => {
    const sku = chosen();
    if (!sku || stockOf(sku) <= 0) return;
    if (!hasSignedInMarker()) {
      // As Add to cart answers a guest (the API client's 401): asked to log in, then back here.
      showToast(tr('error.loginFirst'));
      goToLogin();
      return;
    }
    $userInfo.setKey('selectSkus', [{ sku_no: sku.value, quantity: Number(quantity.value) || 1, buyType: BUY_NOW }]);
    // The confirmation is a page away (its rendering and its calls): the button says at once that it is on its way.
    buyNow.setAttribute('aria-busy', 'true');
    location.href = localizePath('/orderConfirm', $lang.get());
  });
  // Back from the confirmation, the page may come from the back-forward cache as it was left: busy.
  addEventListener('pageshow', () => buyNow.removeAttribute('aria-busy'));

  subscribe.addEventListener('click', () => {
    const sku = chosen();
    if (!sku) return;
    // A guest's call answers 401, which takes them to log in (the api client) and back here.
    const on = subscribed.has(sku.value);
    api
      .request(on ? stockUnsubscribe : stockSubscribe, { sku_no: sku.value })
      .then(() => {
        changes++;
        if (on) subscribed.delete(sku.value);
        else subscribed.add(sku.value);
        showToast(tr(on ? 'detail.unsubscribedToast' : 'detail.subscribedToast'));
        render();
      })
      .catch(() => {});
  });

  // The member may load after this script runs (start-up reads them when the page opens signed in).
  $isLoggedIn.subscribe((signedIn) => {
    if (!signedIn) return;
    const at = changes;
    api
      .request(stockSubscription, { product_no: productNo }, { silent: true, noAuth: true })
      .then(({ sku_nos }) => {
        if (changes !== at) return;
        subscribed = new Set(sku_nos);
        render();
      })
      .catch(() => {});
  });
  void api.request(visitViews, { product_no: productNo }, { silent: true, noAuth: true }).catch(() => {});
  render();
}
