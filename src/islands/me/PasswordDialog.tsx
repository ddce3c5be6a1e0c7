/**
 * Changing the password while signed in (spec §2 profile: password): the current one, the new one twice (§5), then
 * the image captcha of the member's e-mail or phone, as a password login has. The edge encrypts both passwords; the
 * member's other sessions end.
 */
import { useState } from 'react';
import { CAPTCHA_PURPOSE } from '../../shared/contract/constants';
import type { MemberInfo } from '../../shared/contract/member';
import { changePassword } from '../../shared/contract/refs/profile';
import { isValidPassword } from '../../shared/contract/rules';
import { api } from '../../stores/api';
import { accountFields, memberAccount } from '../../stores/login-flow';
import { showToast } from '../../stores/toast';
import CaptchaDialog from '../login/CaptchaDialog';
import { PasswordField } from '../login/fields';
import { useT } from '../locale';
import { EditDialog } from './ProfileDialogs';

export function PasswordDialog({ member, onClose }: { member: MemberInfo; onClose: () => void }) {
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // Every member with a password signed up with an e-mail or a phone: the captcha is for one of them.
  const account = memberAccount('email', member) ?? memberAccount('phone', member);
  const mismatch = repeat.length > 0 && repeat !== next;
  const ready = current.length > 0 && isValidPassword(next) && repeat === next && account !== null;

  const submit = (image_nonce: string) => {
    if (!account) return;
    setAsking(false);
    setBusy(true);
    api
      .request(changePassword, { old_password: current, password: next, type_id: accountFields(account).type_id, image_nonce })
      .then(() => {
        showToast(t('profile.passwordChanged'));
        onClose();
      })
      .catch(() => setBusy(false));
  };

  return (
    <>
      <EditDialog title="profile.changePassword" busy={busy || !ready} canSave onClose={onClose} onSubmit={() => setAsking(ready)}>
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
