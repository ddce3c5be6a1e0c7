/**
 * Coins (/points, spec §2 points details; issue 17): the balance and the coins that expire soon, the records in tabs
 * All / Earned / Spent with Load more, a record's detail in a dialog (with its order), and the rules of the country,
 * whose numbers come from the server (membersrv_system). A guest is asked to log in. The flow is the store's
 * (stores/points/coins.ts).
 */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { POINTS_TABS, type PointsTab } from '../../shared/contract/constants';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import { formatCount, type MessageKey } from '../../shared/messages';
import { formatMoney } from '../../shared/money';
import {
  $openRecord,
  $pointsRecords,
  $pointsRules,
  $pointsSummary,
  $pointsTab,
  $recordsBusy,
  choosePointsTab,
  loadMoreRecords,
} from '../../stores/points/coins';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { Tablist } from '../Tablist';
import { useMember } from '../me/use-member';
import { RecordDialog } from './RecordDialog';
import { RecordList } from './RecordList';
import '../me/me.css';
import './points.css';

const TAB_TEXT: Record<PointsTab, MessageKey> = { all: 'points.tab.all', earned: 'points.tab.earned', spent: 'points.tab.spent' };

function Rules() {
  const t = useT();
  const rules = useStore($pointsRules).data;
  if (!rules) return null;
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

function Coins() {
  const t = useT();
  const { lang, country } = useLocale();
  const id = useId();
  const tab = useStore($pointsTab);
  const records = useStore($pointsRecords).data;
  const summary = useStore($pointsSummary);
  const busy = useStore($recordsBusy);
  const open = useStore($openRecord);
  if (!summary) return <MemberPending state="loading" />;

  const panelId = `${id}-panel`;
  return (
    <div className="me points">
      <section className="card points-summary" aria-labelledby={`${id}-balance`}>
        <h2 id={`${id}-balance`} className="points-label">
          {t('points.balance')}
        </h2>
        <p className="points-balance">{formatCount(lang, summary.balance)}</p>
        {summary.expiring && (
          <p className="points-expiring">
            {t('points.expiring', {
              count: summary.expiring.coins,
              date: formatDate(summary.expiring.expires_at, COUNTRIES[country].timezone, lang),
            })}
          </p>
        )}
        <a className="points-rules-link" href="#points-rules-title">
          {t('points.rulesTitle')}
        </a>
      </section>

      <section className="card points-records" aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>{t('points.history')}</h2>
        <Tablist
          tabs={POINTS_TABS}
          selected={tab}
          label={t('points.history')}
          className="points-tabs"
          panelId={panelId}
          tabId={(key) => `${panelId}-${key}`}
          onChoose={choosePointsTab}
        >
          {(key) => t(TAB_TEXT[key])}
        </Tablist>
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} aria-busy={busy}>
          <RecordList records={records?.list ?? null} />
          {records && records.list.length < records.total && (
            <button type="button" className="btn btn-secondary points-more" disabled={busy} onClick={() => void loadMoreRecords()}>
              {t('points.loadMore')}
            </button>
          )}
        </div>
      </section>

      <Rules />
      {open !== null && <RecordDialog />}
    </div>
  );
}

function Points({ signedIn }: { signedIn: boolean }) {
  const state = useMember(signedIn);
  return state === 'member' ? <Coins /> : <MemberPending state={state} />;
}

export default island(Points);
