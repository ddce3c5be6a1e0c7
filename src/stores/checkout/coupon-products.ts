/**
 * The products a voucher limited to some products applies to (promotion coupon_product_list): the first page of them,
 * asked the first time the shopper opens a voucher's list and kept for the visit. A plain map with an action rather
 * than a query store: the list is asked on a press, not on show, and the press needs to know whether it came (a list
 * that did not come closes again).
 */
import { map } from 'nanostores';
import type { ProductCard } from '../../shared/contract/catalog';
import { couponProductList } from '../../shared/contract/refs/promotion';
import { api } from '../api';

const PRODUCTS_SHOWN = 10;

export interface CouponProducts {
  total: number;
  list: ProductCard[];
}

/** Each voucher's products, by coupon number, once asked for. */
export const $couponProducts = map<Record<string, CouponProducts>>({});

/** Asks for a voucher's products unless they are here; answers whether they are (the API client says why not). */
export async function loadCouponProducts(couponNo: string): Promise<boolean> {
  if ($couponProducts.get()[couponNo]) return true;
  try {
    const products = await api.request(couponProductList, { coupon_no: couponNo, page_num: 1, page_size: PRODUCTS_SHOWN });
    $couponProducts.setKey(couponNo, products);
    return true;
  } catch {
    return false;
  }
}
