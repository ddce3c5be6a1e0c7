/**
 * Linked e-wallets (issue 13): each Indonesian e-wallet is linked through the gateway's approval page and listed by
 * its masked account once the gateway confirms; unlinking ends the link at the gateway too (src/stores/payment/ewallets.ts).
 */
import { useStore } from '@nanostores/react';
import { EWALLET_CHANNELS } from '../../shared/contract/constants';
import { $ewallets, $linkEwallet, $unlinkEwallet } from '../../stores/payment/ewallets';
import { showToast } from '../../stores/toast';
import { useT } from '../locale';
import { WALLET_NAMES } from './channel-names';
import { ChannelMark } from './ChannelMark';

export function EwalletSection() {
  const t = useT();
  const { data, error } = useStore($ewallets);
  const link = useStore($linkEwallet);
  const { mutate: unlink } = useStore($unlinkEwallet);
  // A list that could not be loaded shows every e-wallet as not linked (the API client has said why).
  const wallets = data ?? (error ? [] : null);
  if (wallets === null) return <div className="me-skeleton" aria-hidden="true" />;
  // Off while a link starts, and while the page leaves for the e-wallet's approval page.
  const linking = link.loading === true || link.data !== undefined;

  return (
    <section className="card payment-list" aria-labelledby="payment-wallets-title">
      <h2 id="payment-wallets-title" className="payment-subtitle">
        {t('payment.walletsTitle')}
      </h2>
      <ul>
        {EWALLET_CHANNELS.map((channel) => {
          const wallet = wallets.find((w) => w.channel === channel);
          const name = WALLET_NAMES[channel];
          return (
            <li key={channel} className="payment-card">
              <div>
                <p className="payment-card-number channel-named">
                  <ChannelMark code={channel} />
                  {name}
                </p>
                <p className="payment-card-meta">{wallet ? t('payment.linkedAs', { account: wallet.account }) : t('payment.notLinked')}</p>
              </div>
              {wallet ? (
                <button
                  type="button"
                  className="btn btn-secondary payment-delete"
                  aria-label={t('payment.unlinkWallet', { wallet: name })}
                  onClick={() => void unlink(wallet).then((done) => done && showToast(t('payment.unlinked', { wallet: name })))}
                >
                  {t('payment.unlink')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary payment-delete"
                  aria-label={t('payment.linkWallet', { wallet: name })}
                  disabled={linking}
                  onClick={() => void link.mutate({ channel })}
                >
                  {t('payment.link')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
