/**
 * Payment options (/payment-option, spec §2; Indonesia only): the member's saved cards, shown by brand and last four
 * digits only, removed one by one, a form to add one through the gateway, and the linked e-wallets. A guest is asked
 * to log in. The flows are src/stores/payment/cards.ts and card-form.ts.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { bankOf } from '../../shared/banks';
import type { PaymentCard } from '../../shared/contract/payment';
import { resetCardForm } from '../../stores/payment/card-form';
import { $cards, $removeCard } from '../../stores/payment/cards';
import type { GatewayConfig } from '../../stores/payment/tokenise';
import { showToast } from '../../stores/toast';
import { island, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { CardForm } from './CardForm';
import { BRAND_NAMES } from './channel-names';
import { ChannelMark } from './ChannelMark';
import { EwalletSection } from './EwalletSection';
import '../login/login.css';
import '../me/me.css';
import './payment.css';

function PaymentOptions({ signedIn, gateway }: { signedIn: boolean; gateway: GatewayConfig }) {
  const state = useMember(signedIn);
  if (state !== 'member') return <MemberPending state={state} />;
  return <SavedCards gateway={gateway} />;
}

function SavedCards({ gateway }: { gateway: GatewayConfig }) {
  const t = useT();
  const { data, error } = useStore($cards);
  const { mutate: remove } = useStore($removeCard);
  const [adding, setAdding] = useState(false);
  // A list that could not be loaded shows as empty (the API client has said why).
  const cards = data ?? (error ? [] : null);
  if (cards === null) return <MemberPending state="member" />;

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
                <CardText card={card} />
                <button
                  type="button"
                  className="btn btn-secondary payment-delete"
                  aria-label={t('payment.deleteCard', { last4: card.last_four })}
                  onClick={() => void remove(card).then((removed) => removed && showToast(t('payment.deleted')))}
                >
                  {t('payment.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!adding && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              resetCardForm();
              setAdding(true);
            }}
          >
            {t('payment.addCard')}
          </button>
        )}
      </section>
      {adding && (
        <CardForm
          gateway={gateway}
          onCancel={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            showToast(t('payment.saved'));
          }}
        />
      )}
      <EwalletSection />
    </div>
  );
}

function CardText({ card }: { card: PaymentCard }) {
  const t = useT();
  const expires = `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
  return (
    <div>
      <p className="payment-card-number channel-named">
        <ChannelMark code={card.brand} />
        {t('payment.cardEnding', { brand: BRAND_NAMES[card.brand], last4: card.last_four })}
      </p>
      <p className="payment-card-meta">
        {bankOf('ID', card.bank)?.name ?? card.bank} · {t('payment.expires', { date: expires })}
      </p>
      <p className="payment-card-meta">
        {card.first_name} {card.last_name}
      </p>
    </div>
  );
}

export default island(PaymentOptions);
