/**
 * Changing the password while signed in (spec §2 profile: password): the current one, the new one twice (§5), then
 * the image captcha of the member's e-mail or phone, as a password login has. The edge encrypts both passwords; the
 * member's other sessions end.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { CAPTCHA_PURPOSE } from '../../shared/contract/constants';
import type { MemberInfo } from '../../shared/contract/member';
import { isValidPassword } from '../../shared/contract/rules';
import { accountFields, memberAccount } from '../../stores/login-flow';
import { $passwordChange } from '../../stores/me/profile';
import CaptchaDialog from '../login/CaptchaDialog';
import { PasswordField } from '../login/fields';
import { useT } from '../locale';
import { EditDialog } from './EditDialog';

export function PasswordDialog({ member, onClose }: { member: MemberInfo; onClose: () => void }) {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  // The captcha dialog is open over this one.
  const [asking, setAsking] = useState(false);
  const { loading: busy } = useStore($passwordChange);
  // Every member with a password signed up with an e-mail or a phone: the captcha is for one of them.
  const account = memberAccount('email', member) ?? memberAccount('phone', member);
  const mismatch = repeat.length > 0 && repeat !== next;
  const ready = current.length > 0 && isValidPassword(next) && repeat === next && account !== null;

  const submit = (image_nonce: string) => {
    if (!account) return;
    setAsking(false);
    const change = { old_password: current, password: next, type_id: accountFields(account).type_id, image_nonce };
    void $passwordChange.mutate(change).then((changed) => changed && onClose());
  };

  return (
    <>
      <EditDialog title="profile.changePassword" busy={busy === true || !ready} canSave onClose={onClose} onSubmit={() => setAsking(ready)}>
        <div className="profile-fields">
          <PasswordField label={t('profile.currentPassword')} value={current} onChange={setCurrent} autoComplete="current-password" />
          <PasswordField label={t('login.newPassword')} value={next} onChange={setNext} autoComplete="new-password" />
          <PasswordField
            label={t('login.repeatPassword')}
            value={repeat}
            onChange={setRepeat}
            autoComplete="new-password"
            error={mismatch ? t('login.repeatError') : undefined}
          />
        </div>
      </EditDialog>
      {asking && account && (
        <CaptchaDialog account={account} purpose={CAPTCHA_PURPOSE.password} onSolved={submit} onClose={() => setAsking(false)} />
      )}
    </>
  );
}
