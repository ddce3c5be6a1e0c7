/** The coins switch (persisted) and what the coins give here; off and explained when none can be used. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { OrderPreview } from '../../shared/contract/order';
import { formatMoney } from '../../shared/money';
import { $useCoins, setUseCoins } from '../../stores/checkout/confirmation';
import { useT } from '../locale';

export function CoinsRow({ preview }: { preview: OrderPreview }) {
  const t = useT();
  const id = useId();
  const on = useStore($useCoins);
  const { coins, amounts } = preview;
  const currency = amounts.currency_code;
  const usable = coins.usable > 0;
  return (
    <div className="confirm-row confirm-coins">
      <div>
        <label htmlFor={`${id}-coins`} className="confirm-row-title">
          {t('confirm.coinsTitle')}
        </label>
        <p className="confirm-muted" id={`${id}-coins-text`}>
          {t('confirm.coinsBalance', { count: coins.balance })}{' '}
          {usable
            ? on && amounts.coins_used > 0
              ? t('confirm.coinsApplied', { count: amounts.coins_used, value: formatMoney(amounts.coins_value, currency) })
              : t('confirm.coinsUsable', { count: coins.usable })
            : t('confirm.coinsNone')}
        </p>
        <p className="confirm-muted">
          {t('confirm.coinsRule', {
            step: coins.step,
            value: formatMoney(coins.step_value, currency),
            percent: coins.cap_percent,
          })}
        </p>
      </div>
      <input
        id={`${id}-coins`}
        type="checkbox"
        role="switch"
        className="confirm-switch"
        checked={on && usable}
        aria-checked={on && usable}
        disabled={!usable}
        aria-describedby={`${id}-coins-text`}
        onChange={(e) => setUseCoins(e.currentTarget.checked)}
      />
    </div>
  );
}
