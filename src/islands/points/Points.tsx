/**
 * Coins (/points, spec §2 points details; issue 17): the balance and the coins that expire soon, the records in tabs
 * All / Earned / Spent with Load more, a record's detail in a dialog (with its order), and the rules of the country,
 * whose numbers come from the server (membersrv_system). A guest is asked to log in.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { POINTS_TABS, type PointsTab } from '../../shared/contract/constants';
import type { PointsExpiring, PointsRecord, PointsRules } from '../../shared/contract/points';
import { membersrvSystem, pointsRecord } from '../../shared/contract/refs/points';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import type { MessageKey } from '../../shared/messages';
import { formatMoney } from '../../shared/money';
import { api } from '../../stores/api';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { island, useLocale, useT } from '../locale';
import { tabIndexAfterKey } from '../tab-keys';
import { KIND_TEXT, signed } from './kinds';
import { RecordDialog } from './RecordDialog';
import '../me/me.css';
import './points.css';

const TAB_TEXT: Record<PointsTab, MessageKey> = { all: 'points.tab.all', earned: 'points.tab.earned', spent: 'points.tab.spent' };

interface Loaded {
  tab: PointsTab;
  list: PointsRecord[];
  total: number;
  page: number;
}

function Rules({ rules }: { rules: PointsRules }) {
  const t = useT();
  const m = (minor: number) => formatMoney(minor, rules.currency_code);
  return (
    <section className="card points-rules" aria-labelledby="points-rules-title">
      <h2 id="points-rules-title">{t('points.rulesTitle')}</h2>
      <ul>
        <li>{t('points.rules.earn', { amount: m(rules.earn_every) })}</li>
        <li>{t('points.rules.value', { coins: rules.redeem_step, amount: m(rules.redeem_step_value) })}</li>
        <li>{t('points.rules.cap', { percent: rules.cap_percent })}</li>
        <li>{t('points.rules.expiry', { months: rules.expire_months })}</li>
        <li>{t('points.rules.returned')}</li>
      </ul>
    </section>
  );
}

function Tabs({ tab, panelId, onChange }: { tab: PointsTab; panelId: string; onChange: (tab: PointsTab) => void }) {
  const t = useT();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // The tabs pattern: one tab in the Tab order, the arrows (and Home, End) move between them and select.
  const onKeyDown = (e: KeyboardEvent) => {
    const next = tabIndexAfterKey(POINTS_TABS.indexOf(tab), POINTS_TABS.length, e.key);
    if (next === null) return;
    e.preventDefault();
    onChange(POINTS_TABS[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div className="points-tabs" role="tablist" aria-label={t('points.history')} onKeyDown={onKeyDown}>
      {POINTS_TABS.map((key, i) => (
        <button
          key={key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-${key}`}
          aria-selected={key === tab}
          aria-controls={panelId}
          tabIndex={key === tab ? 0 : -1}
          onClick={() => onChange(key)}
        >
          {t(TAB_TEXT[key])}
        </button>
      ))}
    </div>
  );
}

function Points({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang, country } = useLocale();
  const id = useId();
  const state = useMember(signedIn);
  const [tab, setTab] = useState<PointsTab>('all');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [summary, setSummary] = useState<{ balance: number; expiring: PointsExpiring | null } | null>(null);
  const [rules, setRules] = useState<PointsRules | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const timeZone = COUNTRIES[country].timezone;

  const load = async (which: PointsTab, page: number) => {
    setBusy(true);
    try {
      const data = await api.request(pointsRecord, { type: which, page_num: page });
      setSummary({ balance: data.balance, expiring: data.expiring });
      setLoaded((old) => ({
        tab: which,
        list: page > 1 && old?.tab === which ? [...old.list, ...data.list] : data.list,
        total: data.total,
        page,
      }));
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the member is known and when the tab changes; load is a fresh closure each render.
  useEffect(() => {
    if (state === 'member') void load(tab, 1);
  }, [state, tab]);
  useEffect(() => {
    if (state !== 'member') return;
    api
      .request(membersrvSystem, {}, { silent: true })
      .then(setRules)
      .catch(() => {});
  }, [state]);

  if (state !== 'member' || !summary) return <MemberPending state={state} />;

  const panelId = `${id}-panel`;
  const list = loaded?.tab === tab ? loaded.list : null;
  return (
    <div className="me points">
      <section className="card points-summary" aria-labelledby={`${id}-balance`}>
        <h2 id={`${id}-balance`} className="points-label">
          {t('points.balance')}
        </h2>
        <p className="points-balance">{new Intl.NumberFormat(lang).format(summary.balance)}</p>
        {summary.expiring && (
          <p className="points-expiring">
            {t('points.expiring', { count: summary.expiring.coins, date: formatDate(summary.expiring.expires_at, timeZone, lang) })}
          </p>
        )}
        <a className="points-rules-link" href="#points-rules-title">
          {t('points.rulesTitle')}
        </a>
      </section>

      <section className="card points-records" aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>{t('points.history')}</h2>
        <Tabs tab={tab} panelId={panelId} onChange={setTab} />
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} aria-busy={busy}>
          {list === null ? (
            <div className="me-skeleton" aria-hidden="true" />
          ) : list.length === 0 ? (
            <div className="points-empty">
              <p>{t('points.empty')}</p>
              <p className="points-muted">{t('points.emptyHint')}</p>
            </div>
          ) : (
            <ul className="points-list">
              {list.map((r) => (
                <li key={r.id}>
                  <button type="button" className="points-record" aria-haspopup="dialog" onClick={() => setOpen(r.id)}>
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
          )}
          {list && loaded && list.length < loaded.total && (
            <button type="button" className="btn btn-secondary points-more" disabled={busy} onClick={() => void load(tab, loaded.page + 1)}>
              {t('points.loadMore')}
            </button>
          )}
        </div>
      </section>

      {rules && <Rules rules={rules} />}
      {open !== null && <RecordDialog id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

export default island(Points);
