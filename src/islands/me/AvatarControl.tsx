/** The member's avatar on /setting with the control that replaces it (cropped and scaled in the browser first; src/stores/me/profile.ts). */
import { useStore } from '@nanostores/react';
import { useId, useRef } from 'react';
import type { MemberInfo } from '../../shared/contract/member';
import { $avatarUpload } from '../../stores/me/profile';
import { useT } from '../locale';
import { squareAvatar } from './avatar-image';
import { AvatarFace } from './AvatarFace';

export function AvatarControl({ member }: { member: MemberInfo }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { loading: busy } = useStore($avatarUpload);

  return (
    <div className="profile-avatar card">
      <div className="me-avatar" aria-hidden="true">
        <AvatarFace member={member} />
      </div>
      <div className="profile-avatar-text">
        <span className="profile-avatar-title">{t('profile.avatar')}</span>
        <span id={`${id}-hint`} className="setting-value">
          {t('profile.avatarHint')}
        </span>
      </div>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onClick={() => input.current?.click()}
      >
        {t('profile.changeAvatar')}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-label={t('profile.changeAvatar')}
        onChange={(e) => {
          const picture = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (picture) void $avatarUpload.mutate({ picture, square: squareAvatar });
        }}
      />
    </div>
  );
}
