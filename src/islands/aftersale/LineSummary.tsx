/** The order line an application is about: picture, name, variant, price and quantity. */
import type { OrderLine } from '../../shared/contract/order';
import type { CurrencyCode } from '../../shared/countries';
import { formatMoney } from '../../shared/money';
import { useT } from '../locale';

export function LineSummary({ line, quantity, currency }: { line: OrderLine; quantity: number; currency: CurrencyCode }) {
  const t = useT();
  return (
    <div className="as-line">
      <img src={line.thumb_image_url} alt="" width={64} height={64} loading="lazy" />
      <div className="as-line-text">
        <p className="as-line-name">{line.product_name}</p>
        {line.spec_value && <p className="as-line-spec">{line.spec_value}</p>}
        <p className="as-line-price">
          {formatMoney(line.price, currency)} · {t('asp.quantityTimes', { count: quantity })}
        </p>
      </div>
    </div>
  );
}
