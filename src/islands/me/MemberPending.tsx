/** A member page before its member is known: a sign-in prompt for a guest, a skeleton while the member loads. */
import { localizePath } from '../../shared/lang';
import { goToLogin } from '../../stores/api';
import { useLocale, useT } from '../locale';
import type { MemberState } from './use-member';

/**
 * The guest's way in. A link, so a tap before the island hydrates still reaches the login page; once hydrated it
 * remembers this page to come back to and opens the dialog on desktop.
 */
export function LoginLink() {
  const t = useT();
  const { lang } = useLocale();
  return (
    <a
      className="btn btn-primary"
      href={localizePath('/login', lang)}
      onClick={(e) => {
        e.preventDefault();
        goToLogin();
      }}
    >
      {t('account.login')}
    </a>
  );
}

export function MemberPending({ state }: { state: MemberState }) {
  const t = useT();
  if (state !== 'guest') return <div className="me-skeleton" aria-hidden="true" />;
  return (
    <div className="me-card card me-guest">
      <p>{t('me.guestText')}</p>
      <LoginLink />
    </div>
  );
}
