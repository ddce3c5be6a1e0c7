/** The account part of the password and reset forms: phone / e-mail tabs, and the field of the tab. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { AccountKind, LoginForm } from '../../stores/login/form';
import { useT } from '../locale';
import { EmailField, PhoneField } from './fields';
import { useMethods } from './methods';

function AccountTabs({ value, onChange, phoneFirst }: { value: AccountKind; onChange: (v: AccountKind) => void; phoneFirst: boolean }) {
  const t = useT();
  const name = useId();
  const tabs: AccountKind[] = phoneFirst ? ['phone', 'email'] : ['email', 'phone'];
  return (
    <div className="tabs" role="radiogroup" aria-label={t('login.accountKind')}>
      {tabs.map((kind) => (
        <label key={kind} className={value === kind ? 'tab active' : 'tab'}>
          <input type="radio" name={name} className="sr-only" checked={value === kind} onChange={() => onChange(kind)} />
          {t(kind === 'phone' ? 'login.tabPhone' : 'login.tabEmail')}
        </label>
      ))}
    </div>
  );
}

/** The kind a form starts on: phone where the messaging-app login is on, else e-mail. */
export function useFirstKind(): AccountKind {
  return useMethods().whatsapp ? 'phone' : 'email';
}

export function AccountChoice({ form, phoneLabel }: { form: LoginForm; phoneLabel: string }) {
  const methods = useMethods();
  const f = useStore(form.$form);
  return (
    <>
      <AccountTabs value={f.kind} phoneFirst={methods.whatsapp} onChange={form.setKind} />
      {f.kind === 'phone' ? (
        <PhoneField
          dial={f.dial}
          number={f.number}
          onDial={(d) => form.set('dial', d)}
          onNumber={(n) => form.set('number', n)}
          label={phoneLabel}
        />
      ) : (
        <EmailField value={f.email} onChange={(e) => form.set('email', e)} />
      )}
    </>
  );
}
