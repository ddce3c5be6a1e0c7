/** Where a message of the centre leads (spec §2): the screen of what it is about, or nowhere (it opens in place). */
import type { MessageItem } from '../../shared/contract/message';
import { orderDetailUrl } from '../../components/links';
import { localizePath, type Lang } from '../../shared/lang';

export function messageTarget(m: Pick<MessageItem, 'kind' | 'about'>, lang: Lang): string | null {
  const { order_no, after_sale_no, product_no } = m.about;
  const path = (p: string) => localizePath(p, lang);
  switch (m.kind) {
    case 'order':
      return order_no ? orderDetailUrl(order_no, lang) : null;
    case 'after_sale':
      return after_sale_no ? path(`/afterSaleOrderDetail/${encodeURIComponent(after_sale_no)}`) : null;
    case 'back_in_stock':
      return product_no ? `${path('/commodDetail')}?product_no=${encodeURIComponent(product_no)}` : null;
    case 'voucher':
      return path('/couponsList');
    case 'system':
      return null;
  }
}
