/** A tab's coin records: a skeleton while they load, the empty state, or one button per record opening its dialog. */
import type { PointsRecord } from '../../shared/contract/points';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { openRecord } from '../../stores/points/coins';
import { useLocale, useT } from '../locale';
import { KIND_TEXT, signed } from './kinds';

export function RecordList({ records }: { records: PointsRecord[] | null }) {
  const t = useT();
  const { lang, country } = useLocale();
  const timeZone = COUNTRIES[country].timezone;
  if (records === null) return <div className="me-skeleton" aria-hidden="true" />;
  if (records.length === 0) {
    return (
      <div className="points-empty">
        <p>{t('points.empty')}</p>
        <p className="points-muted">{t('points.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="points-list">
      {records.map((r) => (
        <li key={r.id}>
          <button type="button" className="points-record" aria-haspopup="dialog" onClick={() => openRecord(r.id)}>
            <span className="points-record-text">
              <span className="points-kind">{t(KIND_TEXT[r.kind])}</span>
              <span className="points-muted">{formatDate(r.created_at, timeZone, lang, 'datetime')}</span>
              {r.order_no && <span className="points-muted">{t('points.orderNo', { no: r.order_no })}</span>}
            </span>
            <span className={`points-delta ${r.delta > 0 ? 'is-in' : 'is-out'}`}>{signed(r.delta)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
