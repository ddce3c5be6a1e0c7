/** One ranking of the search panel (hot or recommended, spec §2): its keywords in order with how often they were searched. */
import type { RankEntry } from '../../shared/contract/search';
import { formatSearchCount } from '../../shared/search-count';
import { useT } from '../locale';

export function Ranking({ title, entries, onPick }: { title: string; entries: RankEntry[]; onPick: (k: string) => void }) {
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
