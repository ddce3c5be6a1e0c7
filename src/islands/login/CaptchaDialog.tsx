/**
 * The image captcha popup that comes before a code is sent or a password login (spec §4 step 2): 6 characters
 * enable Confirm; a wrong answer loads a new image. The nonce it returns is spent by the call that follows. A shopper
 * who cannot see the picture can have the device prove itself instead (a few seconds of proof of work, same nonce).
 */
import { useEffect, useId, useState } from 'react';
import type { CaptchaPurpose } from '../../shared/contract/constants';
import { CAPTCHA_LENGTH, isCaptchaAnswer } from '../../shared/contract/rules';
import { loadCaptcha, solveCaptcha, solveProofOfWork, type LoginAccount } from '../../stores/login-flow';
import { useT } from '../locale';
import Modal from '../Modal';
import { failureText } from './failure';

interface Props {
  account: LoginAccount;
  /** What the nonce will unlock: the call that follows spends it on nothing else. */
  purpose: CaptchaPurpose;
  onSolved: (nonce: string) => void | Promise<void>;
  onClose: () => void;
}

export default function CaptchaDialog({ account, purpose, onSolved, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  const [image, setImage] = useState<{ id: string; src: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    setAnswer('');
    try {
      const next = await loadCaptcha(account, purpose);
      setImage((old) => {
        if (old) URL.revokeObjectURL(old.src);
        return next;
      });
    } catch (err) {
      setError(failureText(err, t));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one image per opening; refresh() replaces it on request.
  useEffect(() => {
    void refresh();
  }, []);

  const [proving, setProving] = useState(false);

  const finish = async (solve: () => Promise<string>) => {
    setBusy(true);
    setError('');
    try {
      await onSolved(await solve());
    } catch (err) {
      setError(failureText(err, t));
      await refresh();
    } finally {
      setBusy(false);
      setProving(false);
    }
  };
  const confirm = () => {
    if (image && isCaptchaAnswer(answer)) void finish(() => solveCaptcha(account, image.id, answer));
  };
  const proveInstead = () => {
    setProving(true);
    void finish(() => solveProofOfWork(account, purpose));
  };

  return (
    <Modal labelledBy={titleId} onEscape={onClose} className="captcha-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
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
          <button type="button" className="btn-link" onClick={() => void refresh()}>
            {t('login.captchaRefresh')}
          </button>
        </div>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${titleId}-error` : undefined}
          onChange={(event) => setAnswer(event.currentTarget.value.toUpperCase().slice(0, CAPTCHA_LENGTH))}
          // biome-ignore lint/a11y/noAutofocus: an opened dialog takes focus (APG), on the field it asks to fill.
          autoFocus
        />
        {error && (
          <p id={`${titleId}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="btn-link captcha-alternative" disabled={busy} onClick={proveInstead}>
          {t('login.captchaAlternative')}
        </button>
        <p className="captcha-proving" role="status">
          {proving ? t('login.captchaProving') : ''}
        </p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('login.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!isCaptchaAnswer(answer) || busy}>
            {t('login.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
