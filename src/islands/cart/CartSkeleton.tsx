/**
 * The cart while a member's lines load (issue 29, item 7): rendered by the server from the first byte, in the boxes
 * of the real screen (the lines' grid, a picture's square, a name's and a price's lines of text, the stepper's height,
 * the summary box and its Check out button), so nothing moves when the lines replace it. Busy, with a status saying
 * so; the shapes themselves are hidden from assistive technology.
 */
import { useT } from '../locale';

/**
 * Three lines, as many as a phone shows above its summary bar (the real count is not known before the answer), each
 * with a name of its own length.
 */
const NAME_WIDTHS = ['80%', '65%', '72%'] as const;

function Bar({ width }: { width: string }) {
  return <span className="cart-sk-bar" style={{ width }} />;
}

export function CartSkeleton() {
  const t = useT();
  return (
    <div className="cart cart-skeleton" aria-busy="true" data-cart-skeleton>
      <p className="sr-only" role="status">
        {t('cart.loading')}
      </p>
      <div className="cart-main" aria-hidden="true">
        <div className="card cart-group">
          <div className="cart-toolbar">
            <span className="cart-group-title">
              <Bar width="6rem" />
            </span>
          </div>
          <div className="cart-head only-desktop">
            <span>{t('cart.colProduct')}</span>
            <span>{t('cart.colPrice')}</span>
            <span>{t('cart.colQuantity')}</span>
          </div>
          <ul className="cart-lines">
            {NAME_WIDTHS.map((nameWidth) => (
              <li key={nameWidth} className="cart-line">
                <span className="cart-line-select">
                  <span className="cart-sk-check" />
                </span>
                <span className="cart-line-image">
                  <span className="cart-sk-image" />
                </span>
                <div className="cart-line-info">
                  <span className="cart-line-name">
                    <Bar width={nameWidth} />
                  </span>
                  <span className="cart-line-spec">
                    <Bar width="35%" />
                  </span>
                </div>
                <p className="cart-line-price">
                  <span className="cart-price">
                    <Bar width="5rem" />
                  </span>
                </p>
                <span className="cart-stepper cart-sk-stepper" />
                <span className="cart-line-remove">
                  <Bar width="3.5rem" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="cart-summary" aria-hidden="true">
        <dl className="cart-figures">
          <div className="cart-subtotal">
            <dt>
              <Bar width="7rem" />
            </dt>
            <dd>
              <Bar width="5rem" />
            </dd>
          </div>
        </dl>
        <div className="cart-checkout-row">
          <span className="btn cart-checkout cart-sk-button" />
        </div>
      </div>
    </div>
  );
}
