/**
 * Where the mobile top bar's back arrow leads (BackButton.astro). Back to the page the shopper came from when that is
 * a page of the shop in this tab (history.back(): the page as they left it, scrolled where they were); otherwise (they
 * arrived from another site, a shared link, a typed address, or a finished login) the arrow's own link, the page's
 * parent: My orders for an order, the personal centre for the rest of the personal area, home elsewhere. It replaces
 * the spec's "two history steps" (§2), which skipped the page before and could leave the shop (issue 29).
 */
import { ROUTE as LOGIN_ROUTES } from '../islands/login/routes';
import { routeGroupOf } from '../layouts/route-groups';
import { stripLangPrefix } from '../shared/lang';

/** Pages whose parent is not the default of their route group; a trailing / names a page with an id after it. */
const PARENTS: readonly [page: string, parent: string][] = [
  ['/orderDetail/', '/order'],
  ['/checkout', '/order'],
  ['/orderConfirm', '/cart'],
  ['/trackingDetail', '/shipmentTracking'],
  ['/tracking', '/shipmentTracking'],
  ['/afterSaleOrderDetail/', '/afterSaleOrder'],
  ['/applyRefund', '/afterSaleOrder'],
  ['/addressDetail', '/addressManage'],
  ['/refund-settings', '/payment-option'],
  ['/setting-country', '/setting'],
  ['/delete', '/setting'],
  ['/search', '/'],
];

/** The page the arrow's link leads to from `path` (without its language prefix). */
export function parentPage(path: string): string {
  const parent = PARENTS.find(([page]) => (page.endsWith('/') ? path.startsWith(page) && path.length > page.length : path === page));
  if (parent) return parent[1];
  return routeGroupOf(path) === 'personal' ? '/me' : '/';
}

export interface Arrival {
  /** document.referrer: the page the shopper came from, '' when the browser does not say. */
  referrer: string;
  /** This page's origin. */
  origin: string;
  /** history.length: 1 when this tab has nothing to go back to. */
  historyLength: number;
}

const LOGIN_PATHS: ReadonlySet<string> = new Set(Object.values(LOGIN_ROUTES));

/** The address the shopper came from, when the browser says one. */
function urlOf(referrer: string): URL | null {
  try {
    return new URL(referrer);
  } catch {
    return null;
  }
}

/** Whether the arrow steps back in history: the shopper came here from a page of the shop, other than a login step. */
export function goesBackInHistory({ referrer, origin, historyLength }: Arrival): boolean {
  const from = urlOf(referrer);
  return historyLength > 1 && from?.origin === origin && !LOGIN_PATHS.has(stripLangPrefix(from.pathname));
}

/** Every back arrow on the page: back in history when the shopper came from the shop, else its link. */
export function initBackLinks(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('[data-history-back]') : null;
    if (!link || !goesBackInHistory({ referrer: document.referrer, origin: location.origin, historyLength: history.length })) return;
    event.preventDefault();
    history.back();
  });
}
