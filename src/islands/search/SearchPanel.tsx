/**
 * What the search box offers (spec §2, §4): with no text, the member's history (signed in only) and the hot and
 * recommended rankings; with text, product suggestions. Used in the desktop header dropdown and on /search. The flows
 * are the store's (stores/search-panel.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { productDetailUrl } from '../../components/links';
import { RANK_LIST_SIZE } from '../../shared/constants';
import { $history } from '../../stores/search';
import { $ranks, $suggestions, askSuggestions, clearHistory, trackClick } from '../../stores/search-panel';
import { $isLoggedIn } from '../../stores/state';
import { useLocale, useT } from '../locale';
import { Ranking } from './Ranking';
import './search.css';

interface Props {
  text: string;
  /** The header dropdown shows the rankings only when both are full (spec §2); the page shows what there is. */
  variant: 'dropdown' | 'page';
  onPick: (keyword: string) => void;
}

function Suggestions({ text }: { text: string }) {
  const t = useT();
  const { lang } = useLocale();
  const list = useStore($suggestions);
  if (list === null) return null;
  if (list.length === 0) return <p className="search-empty">{t('search.noSuggestions')}</p>;
  return (
    <section aria-label={t('search.suggestions')}>
      <ul className="search-suggestions">
        {list.map((s) => (
          <li key={s.product_no}>
            <a href={productDetailUrl(s.product_no, lang)} onClick={() => trackClick(text.trim(), s.product_no)}>
              {s.product_name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function History({ onPick }: { onPick: (k: string) => void }) {
  const t = useT();
  const history = useStore($history, { ssr: 'initial' });
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  if (history.length === 0) return null;
  return (
    <section className="search-history" aria-labelledby="search-history-title">
      <div className="search-history-head">
        <h2 id="search-history-title" className="search-heading">
          {t('search.history')}
        </h2>
        {/* Stays while the question shows: removing the focused button would drop focus and close the dropdown. */}
        <button type="button" className="search-link" aria-expanded={confirming} onClick={() => setConfirming(true)}>
          {t('search.clear')}
        </button>
      </div>
      {confirming && (
        <fieldset className="search-confirm" aria-label={t('search.clearConfirm')}>
          <p>{t('search.clearConfirm')}</p>
          <button
            type="button"
            className="search-confirm-yes"
            ref={confirmRef}
            onClick={() => void clearHistory().finally(() => setConfirming(false))}
          >
            {t('search.clearYes')}
          </button>
          <button type="button" className="search-confirm-no" onClick={() => setConfirming(false)}>
            {t('search.cancel')}
          </button>
        </fieldset>
      )}
      <ul className="search-chips">
        {history.map((k) => (
          <li key={k}>
            <button type="button" className="search-chip" onClick={() => onPick(k)}>
              {k}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchPanel({ text, variant, onPick }: Props) {
  const t = useT();
  const ranks = useStore($ranks, { ssr: 'initial' });
  // The server renders a guest's panel; a member's history follows once the browser knows the member.
  const loggedIn = useStore($isLoggedIn, { ssr: () => false });
  useEffect(() => askSuggestions(text), [text]);

  if (text.trim()) return <Suggestions text={text} />;
  const shown =
    ranks && (variant === 'page' || (ranks.hot.length >= RANK_LIST_SIZE && ranks.recommended.length >= RANK_LIST_SIZE)) ? ranks : null;
  return (
    <>
      {loggedIn && <History onPick={onPick} />}
      {ranks === null && variant === 'dropdown' && (
        <p className="search-loading" role="status">
          {t('search.loading')}
        </p>
      )}
      {shown && (
        <div className="search-ranks">
          {shown.hot.length > 0 && <Ranking title={t('search.hot')} entries={shown.hot} onPick={onPick} />}
          {shown.recommended.length > 0 && <Ranking title={t('search.recommended')} entries={shown.recommended} onPick={onPick} />}
        </div>
      )}
    </>
  );
}
