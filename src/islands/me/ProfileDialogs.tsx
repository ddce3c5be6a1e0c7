/**
 * The dialogs of /setting that change the name and the birth date (spec §2 profile, §5, §9). Each saves through its
 * call and puts the member's answered info in the store, so the page and the header show the change at once.
 */
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { MemberInfo } from '../../shared/contract/member';
import { updateBirthday, updateName } from '../../shared/contract/refs/profile';
import { BIRTHDAY_MIN, isBirthday, isValidUserName, USER_NAME_MAX } from '../../shared/contract/rules';
import { COUNTRIES } from '../../shared/countries';
import { formatDate } from '../../shared/dates';
import type { MessageKey } from '../../shared/messages';
import { api } from '../../stores/api';
import { $userInfo } from '../../stores/state';
import { showToast } from '../../stores/toast';
import Modal from '../Modal';
import { useLocale, useT } from '../locale';

interface DialogProps {
  member: MemberInfo;
  onClose: () => void;
}

/** A birth date as the interface writes dates; it is a calendar day, so in no timezone. */
export function birthdayText(birthday: string, lang: Parameters<typeof formatDate>[2]): string {
  return formatDate(Date.parse(`${birthday}T00:00:00Z`), 'UTC', lang);
}

/** A dialog with a form: Cancel, and Save when `canSave` (the form submits, Enter included). */
export function EditDialog(props: {
  title: MessageKey;
  busy: boolean;
  canSave: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.canSave) props.onSubmit();
  };
  return (
    <Modal labelledBy={titleId} onEscape={props.onClose} className="profile-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="dialog-title">
          {t(props.title)}
        </h2>
        <div className="profile-dialog-body">{props.children}</div>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={props.onClose}>
            {t('profile.cancel')}
          </button>
          {props.canSave && (
            <button type="submit" className="btn btn-primary" disabled={props.busy}>
              {t('profile.save')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

/** Runs a save: the store gets the answer and the dialog closes; a refusal has been shown by the API client. */
function useSave(onClose: () => void) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const save = (request: () => Promise<MemberInfo>) => {
    setBusy(true);
    request()
      .then((info) => {
        $userInfo.setKey('userInfo', info);
        showToast(t('profile.saved'));
        onClose();
      })
      .catch(() => setBusy(false));
  };
  return { busy, save };
}

export function NameDialog({ member, onClose }: DialogProps) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(member.user_name);
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
        if (!invalid) save(() => api.request(updateName, { user_name: trimmed }));
      }}
    >
      <div className="field-block">
        <label className="field-label" htmlFor={id}>
          {t('setting.name')}
        </label>
        <input
          id={id}
          className="field"
          autoComplete="nickname"
          maxLength={USER_NAME_MAX}
          value={name}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {invalid && (
          <p id={`${id}-error`} className="field-error">
            {t('profile.nameError', { max: USER_NAME_MAX })}
          </p>
        )}
      </div>
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
        if (birthday !== '' && !invalid) save(() => api.request(updateBirthday, { birthday }));
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
