/** What a tracking look-up shows: the package, the not-found state (the 1103001 text), or a failure with a retry. */
import { useId } from 'react';
import { localizePath } from '../../shared/lang';
import { LoadFailed } from '../LoadFailed';
import { useLocale, useT } from '../locale';
import type { TrackingAnswer } from '../../stores/shipment/tracking';
import { TrackingView } from './TrackingView';

export function TrackingAnswerView({ answer, onRetry }: { answer: TrackingAnswer; onRetry: () => void }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  if (answer.kind === 'found') return <TrackingView tracking={answer.tracking} />;
  if (answer.kind === 'failed') {
    return <LoadFailed className="card shipments-state" message={answer.message} retry={t('shipments.retry')} onRetry={onRetry} />;
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
