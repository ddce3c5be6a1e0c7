/** The first products a voucher limited to some products applies to, listed on request (src/stores/checkout/coupon-products.ts). */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { productDetailUrl } from '../../components/links';
import { $couponProducts, loadCouponProducts } from '../../stores/checkout/coupon-products';
import { useLocale, useT } from '../locale';

export function ApplicableProducts({ couponNo }: { couponNo: string }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const products = useStore($couponProducts)[couponNo];
  // The disclosure's own state; a list that did not come closes it again.
  const [open, setOpen] = useState(false);
  const toggle = () => {
    setOpen(!open);
    void loadCouponProducts(couponNo).then((came) => came || setOpen(false));
  };
  return (
    <div className="confirm-products">
      <button type="button" className="confirm-link" aria-expanded={open} aria-controls={`${id}-list`} onClick={toggle}>
        {t('confirm.applicableProducts')}
      </button>
      <div id={`${id}-list`} hidden={!open}>
        {products && (
          <ul>
            {products.list.map((p) => (
              <li key={p.product_no}>
                <a href={productDetailUrl(p.product_no, lang)}>{p.product_name}</a>
              </li>
            ))}
            {products.total > products.list.length && (
              <li className="confirm-muted">{t('confirm.moreProducts', { count: products.total - products.list.length })}</li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
