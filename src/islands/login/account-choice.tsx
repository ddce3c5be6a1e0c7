import { useState } from 'react';
import { ACCOUNT_TYPE } from '../../shared/contract/constants';
import { DIAL_CODES, isValidEmail, isValidPhone, type DialCode } from '../../shared/contract/rules';
import type { LoginAccount } from '../../stores/login-flow';
import { AccountTabs, EmailField, PhoneField } from './fields';
import { useMethods } from './methods';

/** The account part of the password and reset forms: phone (1) / e-mail (2) tabs, and the field of the tab. */
export function useAccountChoice(phoneLabel: string) {
  const methods = useMethods();
  const [kind, setKind] = useState<'phone' | 'email'>(methods.whatsapp ? 'phone' : 'email');
  const [dial, setDial] = useState<DialCode>(DIAL_CODES[0]);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const account: LoginAccount =
    kind === 'phone' ? { type: ACCOUNT_TYPE.phone, dial, number } : { type: ACCOUNT_TYPE.email, email: email.trim() };
  const valid = kind === 'phone' ? isValidPhone(dial, number) : isValidEmail(email.trim());
  const fields = (
    <>
      <AccountTabs
        value={kind}
        phoneFirst={methods.whatsapp}
        onChange={(k) => {
          // Switching the tab clears the account (spec §4).
          setKind(k);
          setNumber('');
          setEmail('');
        }}
      />
      {kind === 'phone' ? (
        <PhoneField dial={dial} number={number} onDial={setDial} onNumber={setNumber} label={phoneLabel} />
      ) : (
        <EmailField value={email} onChange={setEmail} />
      )}
    </>
  );
  return { account, valid, fields };
}
