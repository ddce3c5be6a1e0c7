/**
 * Refund cards (/refund-settings, spec §2): the bank accounts a cash-on-delivery order's refund is paid to. List,
 * add, edit, delete and make one the default; the bank comes from the country's list (src/shared/banks.ts) and the
 * account number has the country's length. A guest is asked to log in.
 */
import { useEffect, useId, useState } from 'react';
import { ACCOUNT_NUMBER_DIGITS, BANKS, isValidAccountNumber } from '../../shared/banks';
import type { RefundCard } from '../../shared/contract/refund';
import { refundCardAdd, refundCardDelete, refundCardList, refundCardSetDefault, refundCardUpdate } from '../../shared/contract/refs/refund';
import { api } from '../../stores/api';
import { showToast } from '../../stores/toast';
import { island, useLocale, useT } from '../locale';
import { useMember } from './use-member';
import '../login/login.css';
import './me.css';
import { MemberPending } from './MemberPending';

interface Draft {
  /** The card being edited; null for a new one. */
  card_id: string | null;
  bank_code: string;
  account_number: string;
  holder_name: string;
  is_default: boolean;
}

const EMPTY: Draft = { card_id: null, bank_code: '', account_number: '', holder_name: '', is_default: false };

/** The member's cards into `set`; none when they cannot be read (the API client has shown why). */
const loadCards = (set: (cards: RefundCard[]) => void) =>
  api
    .request(refundCardList, {})
    .then(set)
    .catch(() => set([]));

/** The number as the list shows it: its last four digits. */
const lastFour = (digits: string) => `•••• ${digits.slice(-4)}`;

function CardForm({ draft, first, onDone }: { draft: Draft; first: boolean; onDone: (saved: boolean) => void }) {
  const t = useT();
  const { country } = useLocale();
  const id = useId();
  const [d, setD] = useState(draft);
  const [busy, setBusy] = useState(false);
  const digits = ACCOUNT_NUMBER_DIGITS[country];
  const numberInvalid = d.account_number !== '' && !isValidAccountNumber(country, d.account_number);
  const ready = d.bank_code !== '' && isValidAccountNumber(country, d.account_number) && d.holder_name.trim() !== '';
  const set = (patch: Partial<Draft>) => setD((old) => ({ ...old, ...patch }));

  const save = async () => {
    setBusy(true);
    const fields = { bank_code: d.bank_code, account_number: d.account_number, holder_name: d.holder_name.trim() };
    try {
      if (d.card_id) await api.request(refundCardUpdate, { card_id: d.card_id, ...fields });
      else await api.request(refundCardAdd, { ...fields, is_default: d.is_default ? 1 : 0 });
      showToast(t('refund.saved'));
      onDone(true);
    } catch {
      // The API client has shown the error.
      setBusy(false);
    }
  };

  return (
    <form
      className="card login-form refund-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) void save();
      }}
    >
      <h2 id={`${id}-title`}>{t(d.card_id ? 'refund.editTitle' : 'refund.addTitle')}</h2>
      <div className="field-block">
        <label className="field-label" htmlFor={`${id}-bank`}>
          {t('refund.bank')}
        </label>
        <select id={`${id}-bank`} className="field" value={d.bank_code} onChange={(e) => set({ bank_code: e.currentTarget.value })}>
          <option value="" disabled>
            {t('refund.bankPlaceholder')}
          </option>
          {BANKS[country].map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field-block">
        <label className="field-label" htmlFor={`${id}-number`}>
          {t('refund.accountNumber')}
        </label>
        <input
          id={`${id}-number`}
          className="field"
          inputMode="numeric"
          autoComplete="off"
          maxLength={digits.max}
          value={d.account_number}
          aria-invalid={numberInvalid || undefined}
          aria-describedby={`${id}-number-hint`}
          onChange={(e) => set({ account_number: e.currentTarget.value.replace(/\D/g, '') })}
        />
        <p id={`${id}-number-hint`} className={numberInvalid ? 'field-error' : 'field-hint'}>
          {t('refund.accountHint', { min: digits.min, max: digits.max })}
        </p>
      </div>
      <div className="field-block">
        <label className="field-label" htmlFor={`${id}-holder`}>
          {t('refund.holder')}
        </label>
        <input
          id={`${id}-holder`}
          className="field"
          autoComplete="name"
          maxLength={64}
          value={d.holder_name}
          onChange={(e) => set({ holder_name: e.currentTarget.value })}
        />
      </div>
      {!d.card_id && !first && (
        <label className="deletion-choice">
          <input type="checkbox" checked={d.is_default} onChange={(e) => set({ is_default: e.currentTarget.checked })} />
          {t('refund.makeDefault')}
        </label>
      )}
      <div className="refund-form-actions">
        <button type="button" className="btn btn-secondary" onClick={() => onDone(false)}>
          {t('refund.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
          {t('refund.save')}
        </button>
      </div>
    </form>
  );
}

function RefundCards({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const state = useMember(signedIn);
  const [cards, setCards] = useState<RefundCard[] | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);

  const load = () => loadCards(setCards);
  useEffect(() => {
    if (state === 'member') void loadCards(setCards);
  }, [state]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      showToast(done);
      await load();
    } catch {
      // The API client has shown the error.
    }
  };

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
                    onClick={() => act(() => api.request(refundCardSetDefault, { card_id: card.card_id }), t('refund.saved'))}
                  >
                    {t('refund.setDefault')}
                  </button>
                )}
                <button type="button" className="btn-link" onClick={() => setDraft({ ...card, is_default: card.is_default === 1 })}>
                  {t('refund.edit')}
                </button>
                <button
                  type="button"
                  className="btn-link"
                  onClick={() => act(() => api.request(refundCardDelete, { card_id: card.card_id }), t('refund.deleted'))}
                >
                  {t('refund.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {draft ? (
        <CardForm
          key={draft.card_id ?? 'new'}
          draft={draft}
          first={cards.length === 0}
          onDone={(saved) => {
            setDraft(null);
            if (saved) void load();
          }}
        />
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setDraft(EMPTY)}>
          {t('refund.add')}
        </button>
      )}
    </div>
  );
}

export default island(RefundCards);
