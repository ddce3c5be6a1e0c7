/**
 * What the search box offers (spec §2, §4): with no text, the member's history (signed in only) and the hot and
 * recommended rankings; with text, product suggestions. Used in the desktop header dropdown and on /search.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { productDetailUrl } from '../../components/links';
import { RANK_LIST_SIZE } from '../../shared/constants';
import { formatSearchCount } from '../../shared/search-count';
import { $history, $ranks, clearHistory, loadHistory, loadRanks, suggest, trackClick } from '../../stores/search';
import type { RankEntry, Suggestion } from '../../shared/contract/search';
import { $isLoggedIn } from '../../stores/state';
import { useLocale, useT } from '../locale';
import './search.css';

const SUGGEST_DELAY_MS = 200;

interface Props {
  text: string;
  /** The header dropdown shows the rankings only when both are full (spec §2); the page shows what there is. */
  variant: 'dropdown' | 'page';
  onPick: (keyword: string) => void;
}

function Ranking({ title, entries, onPick }: { title: string; entries: RankEntry[]; onPick: (k: string) => void }) {
  const t = useT();
  const headingId = `rank-${title.replace(/\W+/g, '-')}`;
  return (
    <section className="search-rank" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-heading">
        {title}
      </h2>
      <ol className="search-rank-list">
        {entries.map((e, i) => (
          <li key={e.keyword}>
            <button type="button" className="search-rank-item" onClick={() => onPick(e.keyword)}>
              <span className={i < 3 ? 'search-rank-no top' : 'search-rank-no'} aria-hidden="true">
                {i + 1}
              </span>
              <span className="search-rank-keyword">{e.keyword}</span>
              <span className="search-rank-count">
                {t('search.count', { count: e.search_count, countText: formatSearchCount(e.search_count) })}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Suggestions({ text }: { text: string }) {
  const t = useT();
  const { lang } = useLocale();
  const [list, setList] = useState<Suggestion[] | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void suggest(text).then((found) => live && setList(found));
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
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
  useEffect(() => {
    void loadRanks();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loggedIn is the trigger: the history is the member's or the guest's.
  useEffect(() => {
    void loadHistory();
  }, [loggedIn]);

  if (text.trim()) return <Suggestions text={text} />;
  const showRanks = variant === 'page' || (ranks.hot.length >= RANK_LIST_SIZE && ranks.recommended.length >= RANK_LIST_SIZE);
  return (
    <>
      {loggedIn && <History onPick={onPick} />}
      {showRanks && (
        <div className="search-ranks">
          {ranks.hot.length > 0 && <Ranking title={t('search.hot')} entries={ranks.hot} onPick={onPick} />}
          {ranks.recommended.length > 0 && <Ranking title={t('search.recommended')} entries={ranks.recommended} onPick={onPick} />}
        </div>
      )}
    </>
  );
}
