/** The terms a shopper accepts before a login (spec §2): the user agreement, the terms of service and the return policy. */
import { useId } from 'react';
import { localizePath } from '../../shared/lang';
import type { MessageKey } from '../../shared/messages';
import { useLocale, useT } from '../locale';

export function Terms({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const t = useT();
  const { lang } = useLocale();
  const id = useId();
  const link = (path: string, key: MessageKey) => (
    <a href={localizePath(path, lang)} target="_blank" rel="noopener">
      {t(key)}
    </a>
  );
  return (
    <div className="terms">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label htmlFor={id}>{t('login.agreePrefix')}</label> {link('/agreement', 'login.userAgreement')},{' '}
      {link('/policyTerms', 'login.termsOfService')} {t('login.and')} {link('/refundPolicy', 'login.refundPolicy')}
    </div>
  );
}
