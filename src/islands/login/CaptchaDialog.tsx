/**
 * The image captcha popup that comes before a code is sent or a password login (spec §4 step 2): 6 characters
 * enable Confirm; a wrong answer is said beside the picture ("The characters don't match") and a new image loads. The nonce it returns is spent by the call that follows. A shopper
 * who cannot see the picture can have the device prove itself instead (same nonce), with its progress on screen. The
 * flow is the store's (stores/login/captcha.ts), one per opening.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { CaptchaPurpose } from '../../shared/contract/constants';
import { CAPTCHA_LENGTH, isCaptchaAnswer } from '../../shared/contract/rules';
import type { LoginAccount } from '../../stores/login-flow';
import { createCaptchaFlow, type OnSolved } from '../../stores/login/captcha';
import { DialogActions } from '../DialogActions';
import { useT } from '../locale';
import Modal from '../Modal';
import { ProofProgress } from './ProofProgress';

interface Props {
  account: LoginAccount;
  /** What the nonce will unlock: the call that follows spends it on nothing else. */
  purpose: CaptchaPurpose;
  onSolved: OnSolved;
  onClose: () => void;
}

export default function CaptchaDialog({ account, purpose, onSolved, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  // One flow per opening: the parent opens the popup anew for another account or purpose.
  const [flow] = useState(() => createCaptchaFlow(account, purpose));
  const { image, answer, error, mismatch, busy, proof } = useStore(flow.$captcha);
  useEffect(() => {
    flow.start();
    return flow.stop;
  }, [flow]);

  return (
    <Modal labelledBy={titleId} onEscape={onClose} className="captcha-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void flow.confirm(onSolved);
        }}
      >
        <h2 id={titleId} className="dialog-title">
          {t('login.captchaTitle')}
        </h2>
        <div className="captcha-image">
          {image ? (
            <img src={image.src} alt={t('login.captchaImageAlt')} width={240} height={80} />
          ) : (
            <span className="captcha-placeholder" />
          )}
          <button type="button" className="btn-link" onClick={() => void flow.refresh()}>
            {t('login.captchaRefresh')}
          </button>
        </div>
        {/* Beside the picture it is about, in the error colour; announced, and the field's description. */}
        {error && (
          <p id={`${titleId}-error`} className="field-error captcha-error" role="alert">
            {error}
          </p>
        )}
        <label className="field-label" htmlFor={`${titleId}-answer`}>
          {t('login.captchaLabel')}
        </label>
        <input
          id={`${titleId}-answer`}
          className="field"
          value={answer}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={mismatch || undefined}
          aria-describedby={error ? `${titleId}-error` : undefined}
          onChange={(event) => flow.type(event.currentTarget.value)}
          // biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG), on the field it asks to fill.
          autoFocus
        />
        <button type="button" className="btn-link captcha-alternative" disabled={busy} onClick={() => void flow.proveDevice(onSolved)}>
          {t('login.captchaAlternative')}
        </button>
        <ProofProgress proof={proof} />
        <DialogActions
          cancel={t('login.cancel')}
          onCancel={onClose}
          confirm={t('login.confirm')}
          disabled={!isCaptchaAnswer(answer) || busy}
        />
      </form>
    </Modal>
  );
}
