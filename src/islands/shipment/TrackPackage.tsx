/**
 * /tracking (spec §2): track a package by its tracking number — a labelled form, checked before it asks, prefilled
 * from ?tracking_no= (and looked up at once then). The answer is the same view as /trackingDetail; a number that is
 * not of one of the member's packages is the not-found state. The address follows the number looked up, so it can
 * be shared and reloaded.
 */
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type { MessageKey } from '../../shared/messages';
import { $tracking, forgetTracking, trackPackage } from '../../stores/shipment/tracking';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { island, useT } from '../locale';
import { TRACKING_NO } from './status';
import { TrackingAnswerView } from './TrackingAnswerView';
import '../login/login.css';
import '../me/me.css';
import './shipment.css';

/** What the shopper typed as a tracking number: spaces (a pasted "JP 1234 5678") do not count; waybills are upper case. */
const cleaned = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

function problemOf(number: string): MessageKey | null {
  if (number === '') return 'shipments.trackRequired';
  return TRACKING_NO.test(number) ? null : 'shipments.trackInvalid';
}

function TrackPackage({ signedIn, initial }: { signedIn: boolean; initial: string }) {
  const t = useT();
  const state = useMember(signedIn);
  const id = useId();
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const { answer, busy } = useStore($tracking);

  // Only the number the page opened with is looked up by itself; the page's end forgets the look-up.
  useEffect(() => {
    if (state === 'member' && initial && problemOf(cleaned(initial)) === null) trackPackage({ tracking_no: cleaned(initial) });
    return forgetTracking;
  }, [state, initial]);

  if (state !== 'member') return <MemberPending state={state} />;

  const submit = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const number = cleaned(typed);
    const found = problemOf(number);
    setProblem(found);
    if (found) {
      forgetTracking();
      return;
    }
    const url = new URL(location.href);
    url.searchParams.set('tracking_no', number);
    history.replaceState(history.state, '', url);
    trackPackage({ tracking_no: number });
  };

  return (
    <div className="track-package">
      <form className="card track-form" noValidate onSubmit={submit} aria-describedby={`${id}-intro`}>
        <p id={`${id}-intro`} className="track-intro">
          {t('shipments.trackIntro')}
        </p>
        <div className="field-block">
          <label className="field-label" htmlFor={`${id}-no`}>
            {t('shipments.trackingNo')}
          </label>
          <div className="track-row">
            <input
              id={`${id}-no`}
              name="tracking_no"
              className="field"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={80}
              value={typed}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-hint`}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
                setProblem(null);
              }}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('shipments.trackSubmit')}
            </button>
          </div>
          <p id={`${id}-hint`} className={problem ? 'field-error' : 'field-hint'} role={problem ? 'alert' : undefined}>
            {t(problem ?? 'shipments.trackHint')}
          </p>
        </div>
      </form>
      <div aria-live="polite" aria-busy={busy}>
        {answer && <TrackingAnswerView answer={answer} onRetry={() => trackPackage({ tracking_no: cleaned(typed) })} />}
      </div>
    </div>
  );
}

export default island(TrackPackage);
