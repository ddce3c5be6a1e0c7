/**
 * The accessible alternative under way (issue 29): what is happening in words (a polite status, read when it changes),
 * and a progress bar of the expected work with about how many seconds are left at this device's speed.
 */
import type { MessageKey } from '../../shared/messages';
import type { ProofPhase, ProofProgress as Progress } from '../../stores/login-flow';
import { proofView } from '../../stores/login/captcha';
import { useT } from '../locale';

const PHASE_TEXT: Record<ProofPhase, MessageKey> = {
  asking: 'login.proofAsking',
  working: 'login.proofWorking',
  checking: 'login.proofChecking',
};

export function ProofProgress({ proof }: { proof: Progress | null }) {
  const t = useT();
  const view = proof && proofView(proof);
  const timeText =
    view?.secondsLeft != null
      ? t('login.proofSecondsLeft', { count: view.secondsLeft })
      : proof?.phase === 'working' && proof.tried >= proof.expected
        ? t('login.proofAlmostDone')
        : '';
  return (
    <div className="captcha-proof">
      <p className="captcha-proving" role="status">
        {proof ? t(PHASE_TEXT[proof.phase]) : ''}
      </p>
      {view && (
        <>
          <div
            className="captcha-progress"
            role="progressbar"
            aria-label={t('login.proofProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.percent}
            aria-valuetext={timeText || `${view.percent}%`}
          >
            <span style={{ width: `${view.percent}%` }} />
          </div>
          <p className="captcha-time" aria-hidden="true">
            {timeText}
          </p>
        </>
      )}
    </div>
  );
}
