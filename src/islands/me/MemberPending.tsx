/** A member page before its member is known: a sign-in prompt for a guest, a skeleton while the member loads. */
import { goToLogin } from '../../stores/api';
import { useT } from '../locale';
import type { MemberState } from './use-member';

export function MemberPending({ state }: { state: MemberState }) {
  const t = useT();
  if (state !== 'guest') return <div className="me-skeleton" aria-hidden="true" />;
  return (
    <div className="me-card card me-guest">
      <p>{t('me.guestText')}</p>
      <button type="button" className="btn btn-primary" onClick={() => goToLogin()}>
        {t('account.login')}
      </button>
    </div>
  );
}
