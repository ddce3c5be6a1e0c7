/**
 * Refund cards (/refund-settings, spec §2): the bank accounts a cash-on-delivery order's refund is paid to. List,
 * add, edit, delete and make one the default (src/stores/me/refund-cards.ts). A guest is asked to log in.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $cardAction, $refundCards, type CardDraft, draftOf, EMPTY_CARD } from '../../stores/me/refund-cards';
import { island, useT } from '../locale';
import { CardForm } from './CardForm';
import { MemberPending } from './MemberPending';
import { useMember } from './use-member';
import '../login/login.css';
import './me.css';

/** The number as the list shows it: its last four digits. */
const lastFour = (digits: string) => `•••• ${digits.slice(-4)}`;

function RefundCards({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const state = useMember(signedIn);
  const list = useStore($refundCards);
  const { loading: acting } = useStore($cardAction);
  // The card whose form is open (EMPTY_CARD for a new one): the editor's own state.
  const [draft, setDraft] = useState<CardDraft | null>(null);
  // Cards that could not be read are none (the API client has said why).
  const cards = list.data ?? (list.error ? [] : null);

  if (state !== 'member' || !cards) return <MemberPending state={state} />;

  return (
    <div className="me">
      <p className="refund-intro">{t('refund.intro')}</p>
      {cards.length === 0 ? (
        <p className="card refund-empty">{t('refund.empty')}</p>
      ) : (
        <ul className="refund-list">
          {cards.map((card) => (
            <li key={card.card_id} className="card refund-card">
              <div className="refund-card-head">
                <strong>{card.bank_name}</strong>
                {card.is_default === 1 && <span className="refund-default">{t('refund.default')}</span>}
              </div>
              <p>
                {lastFour(card.account_number)} · {card.holder_name}
              </p>
              <div className="refund-card-actions">
                {card.is_default === 0 && (
                  <button
                    type="button"
                    className="btn-link"
                    disabled={acting}
                    onClick={() => void $cardAction.mutate({ kind: 'default', card_id: card.card_id })}
                  >
                    {t('refund.setDefault')}
                  </button>
                )}
                <button type="button" className="btn-link" onClick={() => setDraft(draftOf(card))}>
                  {t('refund.edit')}
                </button>
                <button
                  type="button"
                  className="btn-link"
                  disabled={acting}
                  onClick={() => void $cardAction.mutate({ kind: 'delete', card_id: card.card_id })}
                >
                  {t('refund.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {draft ? (
        <CardForm key={draft.card_id ?? 'new'} draft={draft} first={cards.length === 0} onDone={() => setDraft(null)} />
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setDraft(EMPTY_CARD)}>
          {t('refund.add')}
        </button>
      )}
    </div>
  );
}

export default island(RefundCards);
