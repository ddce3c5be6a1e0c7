/**
 * The dialogs of /setting that change the name and the birth date (spec §2 profile, §5, §9). Each saves through
 * src/stores/me/profile.ts, which puts the member's answered info in the store, so the page and the header show the
 * change at once.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { MemberInfo } from '../../shared/contract/member';
import { BIRTHDAY_MIN, isBirthday, isValidUserName, USER_NAME_MAX } from '../../shared/contract/rules';
import { COUNTRIES } from '../../shared/countries';
import { chosenName } from '../../shared/member-name';
import { formatDate } from '../../shared/dates';
import { $profileSave, type ProfileChange } from '../../stores/me/profile';
import { useLocale, useT } from '../locale';
import { NameField } from '../NameField';
import { EditDialog } from './EditDialog';

interface DialogProps {
  member: MemberInfo;
  onClose: () => void;
}

/** A birth date as the interface writes dates; it is a calendar day, so in no timezone. */
export function birthdayText(birthday: string, lang: Parameters<typeof formatDate>[2]): string {
  return formatDate(Date.parse(`${birthday}T00:00:00Z`), 'UTC', lang);
}

/** Saves a change and closes the dialog once saved; a refusal (shown by the API client) leaves it open. */
function useSave(onClose: () => void) {
  const { loading } = useStore($profileSave);
  const save = (change: ProfileChange) => void $profileSave.mutate(change).then((info) => info && onClose());
  return { busy: loading === true, save };
}

export function NameDialog({ member, onClose }: DialogProps) {
  const t = useT();
  const [name, setName] = useState(chosenName(member) ?? '');
  const { busy, save } = useSave(onClose);
  const trimmed = name.trim();
  const invalid = !isValidUserName(trimmed);
  return (
    <EditDialog
      title="profile.editName"
      busy={busy}
      canSave
      onClose={onClose}
      onSubmit={() => {
        if (!invalid) save({ field: 'user_name', value: trimmed });
      }}
    >
      <NameField
        label={t('setting.name')}
        value={name}
        onChange={setName}
        autoComplete="nickname"
        maxLength={USER_NAME_MAX}
        error={invalid ? t('profile.nameError', { max: USER_NAME_MAX }) : undefined}
      />
    </EditDialog>
  );
}

export function BirthdayDialog({ member, onClose }: DialogProps) {
  const t = useT();
  const { lang, country } = useLocale();
  const id = useId();
  const [birthday, setBirthday] = useState(member.birthday);
  const { busy, save } = useSave(onClose);
  const lockedUntil = member.birthday_locked_until;
  const today = new Date().toISOString().slice(0, 10);
  const invalid = birthday !== '' && !isBirthday(birthday);
  return (
    <EditDialog
      title="profile.editBirthday"
      busy={busy}
      canSave={lockedUntil === null}
      onClose={onClose}
      onSubmit={() => {
        if (birthday !== '' && !invalid) save({ field: 'birthday', value: birthday });
      }}
    >
      {lockedUntil === null ? (
        <div className="field-block">
          <label className="field-label" htmlFor={id}>
            {t('profile.birthday')}
          </label>
          <input
            id={id}
            className="field"
            type="date"
            autoComplete="bday"
            min={BIRTHDAY_MIN}
            max={today}
            value={birthday}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-note${invalid ? ` ${id}-error` : ''}`}
            onChange={(e) => setBirthday(e.currentTarget.value)}
          />
          {invalid && (
            <p id={`${id}-error`} className="field-error">
              {t('profile.birthdayError')}
            </p>
          )}
          <p id={`${id}-note`} className="profile-note">
            {t('profile.birthdayOnceAYear')}
          </p>
        </div>
      ) : (
        <p className="profile-note">
          {t('profile.birthdayLockedUntil', { date: formatDate(lockedUntil, COUNTRIES[country].timezone, lang) })}
        </p>
      )}
    </EditDialog>
  );
}
