/** The other ways to log in under a login view (spec §2): WhatsApp, e-mail, password and Google. */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { MessageKey } from '../../shared/messages';
import { createGoogleStart } from '../../stores/login/google';
import { useT } from '../locale';
import { useDesktop } from './hooks';
import { useMethods } from './methods';
import type { LoginView } from './views';

export default function OtherMethods({ current, go }: { current: LoginView; go: (v: LoginView) => void }) {
  const t = useT();
  const methods = useMethods();
  const desktop = useDesktop();
  const [google] = useState(createGoogleStart);
  const error = useStore(google.$error);
  const items: { view: LoginView; key: MessageKey }[] = [];
  if (methods.whatsapp && current !== 'phone') items.push({ view: 'phone', key: 'login.withWhatsapp' });
  if (methods.email && current !== 'email') items.push({ view: 'email', key: 'login.withEmail' });
  if (current !== 'password') items.push({ view: 'password', key: 'login.withPassword' });
  return (
    <nav className="other-methods" aria-label={t('login.otherMethods')}>
      <p className="other-title">{t('login.otherMethods')}</p>
      <ul>
        {items.map((i) => (
          <li key={i.view}>
            <button type="button" className="btn-outline" onClick={() => go(i.view)}>
              {t(i.key)}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="btn-outline" onClick={() => void google.start(desktop)}>
            {t('login.withGoogle')}
          </button>
        </li>
      </ul>
      {error && <p className="field-error">{error}</p>}
    </nav>
  );
}
