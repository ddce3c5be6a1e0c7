/**
 * Linked e-wallets (issue 13): each Indonesian e-wallet is linked through the gateway's approval page and listed by
 * its masked account once the gateway confirms; unlinking ends the link at the gateway too.
 */
import { useEffect, useState } from 'react';
import { EWALLET_CHANNELS, type EwalletChannel } from '../../shared/contract/constants';
import type { EwalletAccount } from '../../shared/contract/payment';
import { linkEwallet, listEwallets, unlinkEwallet } from '../../shared/contract/refs/payment';
import { api } from '../../stores/api';
import { showToast } from '../../stores/toast';
import { useT } from '../locale';
import { WALLET_NAMES } from './channel-names';

export function EwalletSection() {
  const t = useT();
  const [wallets, setWallets] = useState<EwalletAccount[] | null>(null);
  const [busy, setBusy] = useState<EwalletChannel | null>(null);

  useEffect(() => {
    api
      .request(listEwallets, {})
      .then(setWallets)
      .catch(() => setWallets([]));
  }, []);

  if (wallets === null) return <div className="me-skeleton" aria-hidden="true" />;

  const link = async (channel: EwalletChannel) => {
    setBusy(channel);
    try {
      const { authorizer_url } = await api.request(linkEwallet, { channel });
      location.assign(authorizer_url);
    } catch {
      // The API client has shown the error.
      setBusy(null);
    }
  };

  const unlink = async (wallet: EwalletAccount) => {
    try {
      await api.request(unlinkEwallet, { link_id: wallet.link_id });
      setWallets((list) => list?.filter((w) => w.link_id !== wallet.link_id) ?? null);
      showToast(t('payment.unlinked', { wallet: WALLET_NAMES[wallet.channel] }));
    } catch {
      // The API client has shown the error.
    }
  };

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
                <p className="payment-card-number">{name}</p>
                <p className="payment-card-meta">{wallet ? t('payment.linkedAs', { account: wallet.account }) : t('payment.notLinked')}</p>
              </div>
              {wallet ? (
                <button
                  type="button"
                  className="btn btn-secondary payment-delete"
                  aria-label={t('payment.unlinkWallet', { wallet: name })}
                  onClick={() => void unlink(wallet)}
                >
                  {t('payment.unlink')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary payment-delete"
                  aria-label={t('payment.linkWallet', { wallet: name })}
                  disabled={busy !== null}
                  onClick={() => void link(channel)}
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
