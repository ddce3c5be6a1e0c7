/** What a tracking look-up shows: the package, the not-found state (the 1103001 text), or a failure with a retry. */
import { useId } from 'react';
import { localizePath } from '../../shared/lang';
import { useLocale, useT } from '../locale';
import type { TrackingAnswer } from './load-tracking';
import { TrackingView } from './TrackingView';

export function TrackingAnswerView({ answer, onRetry }: { answer: TrackingAnswer; onRetry: () => void }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  if (answer.kind === 'found') return <TrackingView tracking={answer.tracking} />;
  if (answer.kind === 'failed') {
    return (
      <div className="card shipments-state" role="alert">
        <p>{answer.message}</p>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {t('shipments.retry')}
        </button>
      </div>
    );
  }
  return (
    <section className="card shipments-state" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="shipments-state-title">
        {t('error.1103001')}
      </h2>
      <p>{t('shipments.notFoundText')}</p>
      <a className="btn btn-secondary" href={localizePath('/shipmentTracking', lang)}>
        {t('shipments.backToList')}
      </a>
    </section>
  );
}
