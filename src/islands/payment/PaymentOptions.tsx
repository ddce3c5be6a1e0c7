/**
 * Payment options (/payment-option, spec §2; Indonesia only): the member's saved cards, shown by brand and last four
 * digits only, removed one by one, a form to add one through the gateway, and the linked e-wallets. A guest is asked
 * to log in.
 */
import { useEffect, useState } from 'react';
import { bankOf } from '../../shared/banks';
import type { PaymentCard } from '../../shared/contract/payment';
import { deleteCard, listCards } from '../../shared/contract/refs/payment';
import { api } from '../../stores/api';
import { showToast } from '../../stores/toast';
import { island, useT } from '../locale';
import { useMember } from '../me/use-member';
import { CardForm } from './CardForm';
import { BRAND_NAMES } from './channel-names';
import { EwalletSection } from './EwalletSection';
import type { GatewayConfig } from './tokenise';
import '../login/login.css';
import '../me/me.css';
import './payment.css';
import { MemberPending } from '../me/MemberPending';

function PaymentOptions({ signedIn, gateway }: { signedIn: boolean; gateway: GatewayConfig }) {
  const t = useT();
  const state = useMember(signedIn);
  const [cards, setCards] = useState<PaymentCard[] | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (state !== 'member') return;
    api
      .request(listCards, {})
      .then(setCards)
      .catch(() => setCards([]));
  }, [state]);

  if (state !== 'member' || cards === null) return <MemberPending state={state} />;

  const remove = async (card: PaymentCard) => {
    try {
      await api.request(deleteCard, { card_id: card.card_id });
      setCards((list) => list?.filter((c) => c.card_id !== card.card_id) ?? null);
      showToast(t('payment.deleted'));
    } catch {
      // The API client has shown the error.
    }
  };

  return (
    <div className="payment">
      <section className="card payment-list" aria-labelledby="payment-cards-title">
        <h2 id="payment-cards-title" className="payment-subtitle">
          {t('payment.cardsTitle')}
        </h2>
        {cards.length === 0 ? (
          <p className="payment-empty">{t('payment.empty')}</p>
        ) : (
          <ul>
            {cards.map((card) => (
              <li key={card.card_id} className="payment-card">
                <div>
                  <p className="payment-card-number">
                    {t('payment.cardEnding', { brand: BRAND_NAMES[card.brand], last4: card.last_four })}
                  </p>
                  <p className="payment-card-meta">
                    {bankOf('ID', card.bank)?.name ?? card.bank} ·{' '}
                    {t('payment.expires', { date: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}` })}
                  </p>
                  <p className="payment-card-meta">
                    {card.first_name} {card.last_name}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-secondary payment-delete"
                  aria-label={t('payment.deleteCard', { last4: card.last_four })}
                  onClick={() => void remove(card)}
                >
                  {t('payment.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!adding && (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            {t('payment.addCard')}
          </button>
        )}
      </section>
      {adding && (
        <CardForm
          gateway={gateway}
          onCancel={() => setAdding(false)}
          onSaved={(card) => {
            setCards((list) => [card, ...(list ?? [])]);
            setAdding(false);
            showToast(t('payment.saved'));
          }}
        />
      )}
      <EwalletSection />
    </div>
  );
}

export default island(PaymentOptions);
