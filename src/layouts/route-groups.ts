/** The route groups of spec §2: which layout a path belongs to (used where the path, not the page, decides). */
import { stripLangPrefix } from '../shared/lang';

export type RouteGroup = 'bare' | 'home' | 'page' | 'personal';

const BARE = [
  '/login',
  '/emailLogin',
  '/forgetPassword',
  '/verificationCode',
  '/accountLogin',
  '/verifyPhone',
  '/bindPhone',
  '/verifyEmail',
  '/bindEmail',
  '/activities',
  '/setLanguage',
  '/downloadApp',
];
const HOME = ['/', '/cate'];
const PAGE = ['/commodDetail', '/commodDetailEmpty', '/paymentSuccess', '/commodityList', '/coupons'];
/** Desktop account side menu routes (spec §2). */
const SIDE_MENU = [
  '/me',
  '/setting',
  '/order',
  '/afterSaleOrder',
  '/addressManage',
  '/addressDetail',
  '/message',
  '/points',
  '/couponsList',
  '/payment-option',
  '/refund-settings',
];
/** The personal area: the side menu's routes and the rest of the member's pages. */
const PERSONAL = [
  ...SIDE_MENU,
  '/cart',
  '/orderConfirm',
  '/afterSaleOrderDetail/*',
  '/orderDetail/*',
  '/search',
  '/shipmentTracking',
  '/trackingDetail',
  '/tracking',
  '/applyRefund',
  '/refunds',
  '/faqs',
  '/vouchertcs',
  '/delete',
  '/checkout',
  '/privacy',
  '/refundPolicy',
  '/agreement',
  '/policyTerms',
  '/setting-country',
];

const GROUPS: [RouteGroup, readonly string[]][] = [
  ['bare', BARE],
  ['home', HOME],
  ['page', PAGE],
  ['personal', PERSONAL],
];

/** '/orderDetail/*' matches '/orderDetail/123'; anything else must match exactly. */
function matches(patterns: readonly string[], path: string): boolean {
  return patterns.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) && path.length > p.length - 1 : p === path));
}

/** The route group of a path (with or without its language prefix); unknown paths get the plain page layout. */
export function routeGroupOf(pathname: string): RouteGroup {
  const path = stripLangPrefix(pathname);
  return GROUPS.find(([, patterns]) => matches(patterns, path))?.[0] ?? 'page';
}

export function hasSideMenu(pathname: string): boolean {
  return matches(SIDE_MENU, stripLangPrefix(pathname));
}
