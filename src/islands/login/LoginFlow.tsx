/**
 * The login views of spec §2 and §4 as one flow: on phones each view is its own route (/login, /emailLogin,
 * /accountLogin, /verificationCode, /forgetPassword); on desktop they are the numbered steps of one modal.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { localizePath } from '../../shared/lang';
import { ACCOUNT_TYPE } from '../../shared/contract/constants';
import { $codeAccount, $newMember, rememberAccount, returnAfterLogin, returnTarget } from '../../stores/login-flow';
import { asksForName } from '../../stores/login/name-prompt';
import { flashToast, showToast } from '../../stores/toast';
import { useLocale, useT } from '../locale';
import CodeView from './CodeView';
import { type DialogChrome, useDialogChrome } from './dialog-chrome';
import ForgotView from './ForgotView';
import { useDesktop } from './hooks';
import NameView from './NameView';
import OtherMethods from './OtherMethods';
import PasswordView from './PasswordView';
import RequestCodeView from './RequestCodeView';
import { ROUTE, STEP, TITLES, type LoginView, type ViewProps } from './views';
import './login.css';

interface FlowProps {
  initialView: LoginView;
  mode: 'page' | 'modal';
  /** The modal's close (step 5 closes it too). */
  onClose?: () => void;
  /** The page's own head: the id of its title. */
  titleId?: string;
  /** The modal's head, outside the flow. */
  chrome?: DialogChrome;
  /** Shown above the views while the page finishes a Google return. */
  notice?: ReactNode;
  /** The login ended before the flow showed (a Google return): it goes on from there. */
  ended?: boolean;
}

export default function LoginFlow({ initialView, mode, onClose, titleId, chrome, notice, ended = false }: FlowProps) {
  const t = useT();
  const { lang } = useLocale();
  const desktop = useDesktop();
  // Which view shows: on phones the route's, on desktop the modal's step.
  // A login that ended before the flow showed starts at its end: the name step for a member it created, else success.
  const [view, setView] = useState<LoginView>(() => (ended ? (asksForName($newMember.get()) ? 'name' : 'success') : initialView));
  // Session storage exists only in the browser: read after hydration, so the server's markup and the first render agree.
  const account = useStore($codeAccount, { ssr: () => undefined });
  const newMember = useStore($newMember);
  /** Phones change route (so Back works); desktop changes the modal's step. */
  const go = (next: LoginView) => {
    if (mode === 'page' && !desktop && next !== 'success' && next !== 'name') location.assign(localizePath(ROUTE[next], lang));
    else setView(next);
  };
  /** The login ended: a member it created is asked for their name first (skippable), in place, at every width. */
  const done = () => {
    if (asksForName($newMember.get())) setView('name');
    else signedIn();
  };
  const signedIn = () => {
    const welcome = t($newMember.get() ? 'login.welcomeNew' : 'login.success');
    if (mode === 'modal') {
      // Step 5 closes the modal (spec §2): the shopper stays on the page they were on, told they are in.
      showToast(welcome);
      onClose?.();
    } else if (desktop) setView('success');
    else {
      // Phones leave for the page that asked for the login: it says they are in.
      flashToast(welcome);
      void returnAfterLogin();
    }
  };
  // …and, without a name to ask for, is signed in as the flow mounts: on phones, the welcome and the way back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per flow (its key changes with the login's end), not per render's closure
  useEffect(() => {
    if (ended && !asksForName($newMember.get())) signedIn();
  }, [ended]);
  const finish = () => {
    if (mode === 'modal') onClose?.();
    else location.replace(returnTarget().href);
  };

  const title = t(TITLES[view]);
  useDialogChrome(chrome, title, view === 'success');

  const props: ViewProps = {
    go,
    done,
    close: onClose,
    account,
    setAccount: rememberAccount,
    mode,
    pageNavigation: mode === 'page' && !desktop,
  };
  const back = view === 'code' && (
    <button
      type="button"
      className="icon-button"
      aria-label={t('login.back')}
      onClick={() => go(account?.type === ACCOUNT_TYPE.email ? 'email' : 'phone')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M15 4.5 7.5 12l7.5 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
  return (
    <div className="login-flow" data-step={STEP[view]}>
      {chrome ? (
        back && createPortal(back, chrome.back)
      ) : (
        <div className="login-head">
          {back}
          <h1 id={titleId} className="login-title">
            {title}
          </h1>
        </div>
      )}
      {notice}
      {view === 'phone' && <RequestCodeView {...props} kind="phone" />}
      {view === 'email' && <RequestCodeView {...props} kind="email" />}
      {view === 'code' && <CodeView {...props} />}
      {view === 'password' && <PasswordView {...props} />}
      {view === 'forgot' && <ForgotView {...props} />}
      {view === 'name' && <NameView onDone={signedIn} />}
      {view === 'success' && (
        <div className="login-form success">
          <p role="status">{t(newMember ? 'login.welcomeNew' : 'login.success')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={finish}
            // biome-ignore lint/a11y/noAutofocus: the view that had focus is gone; focus goes to the only action of the one replacing it.
            autoFocus
          >
            {t('login.continue')}
          </button>
        </div>
      )}
      {(view === 'phone' || view === 'email' || view === 'password') && <OtherMethods current={view} go={go} />}
    </div>
  );
}
