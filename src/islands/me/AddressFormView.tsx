/** The address form's fields (src/stores/address/form.ts): name, phone, the region level by level, street, postal code. */
import { useStore } from '@nanostores/react';
import type { AddressFields } from '../../shared/contract/address';
import { phoneMaxLength } from '../../shared/contract/rules';
import { addressRules } from '../../shared/address-forms';
import { type AreaLevel, COUNTRIES } from '../../shared/countries';
import type { MessageKey } from '../../shared/messages';
import { type AddressForm, addressProblems } from '../../stores/address/form';
import { useLocale, useT } from '../locale';
import { Field, TextField } from './AddressField';

export function AddressFormView({ form, fields }: { form: AddressForm; fields: AddressFields }) {
  const t = useT();
  const { country } = useLocale();
  const { tried, wasDefault, saving, filled } = useStore(form.$form);
  const choices = useStore(form.$choices);
  const { dialCode: dial } = COUNTRIES[country];
  const address = addressRules(country);
  const problems = addressProblems(fields, country);
  const shown = (key: keyof AddressFields) => tried && problems.has(key);
  const required = (key: keyof AddressFields) => shown(key) && t('address.required');
  const phoneError = shown('phone') && t('address.phoneError');
  const LABELS: Record<AreaLevel, MessageKey> = { state: address.stateLabel, city: 'address.city', area: 'address.district' };
  // Where the postcode fills in the state and city, it comes before them and says what it filled in.
  const filledText =
    filled && (filled.city ? t('address.postcodeFilled', filled) : t('address.postcodeFilledState', { state: filled.state }));
  const postalCode = (
    <TextField
      label={t('address.postalCode')}
      error={shown('postal_code') && t('address.postalError', { length: address.postalCodeLength })}
      status={address.postcodeFills ? filledText || '' : undefined}
      value={fields.postal_code}
      max={address.postalCodeLength}
      inputMode="numeric"
      autoComplete="postal-code"
      onChange={(v) => void form.setPostalCode(v)}
    />
  );

  return (
    <form
      className="card address-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
    >
      <div className="address-row">
        <TextField
          label={t('address.firstName')}
          error={required('first_name')}
          value={fields.first_name}
          max={64}
          autoComplete="given-name"
          onChange={(v) => form.setText('first_name', v)}
        />
        <TextField
          label={t('address.lastName')}
          value={fields.last_name}
          max={64}
          autoComplete="family-name"
          onChange={(v) => form.setText('last_name', v)}
        />
      </div>
      <Field label={t('address.phone')} error={phoneError}>
        {(id, errorId) => (
          <div className={phoneError ? 'address-phone-field invalid' : 'address-phone-field'}>
            <span className="address-dial" aria-hidden="true">
              +{dial}
            </span>
            <input
              id={id}
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={phoneMaxLength(dial)}
              value={fields.phone}
              aria-invalid={Boolean(errorId) || undefined}
              aria-describedby={errorId}
              onChange={(e) => form.setPhone(e.currentTarget.value)}
            />
          </div>
        )}
      </Field>
      {address.postcodeFills && postalCode}
      {address.levels.map((level) =>
        address.areas === null ? (
          <TextField
            key={level}
            label={t(LABELS[level])}
            error={required(level)}
            value={fields[level]}
            max={100}
            onChange={(v) => form.setText(level, v)}
          />
        ) : (
          <Field key={level} label={t(LABELS[level])} error={required(level)}>
            {(id, errorId) => (
              <select
                id={id}
                className="field"
                value={fields[level]}
                disabled={!choices[level] || choices[level].length === 0}
                aria-invalid={Boolean(errorId) || undefined}
                aria-describedby={errorId}
                onChange={(e) => form.choose(level, e.currentTarget.value)}
              >
                <option value="">{t('address.choose')}</option>
                {choices[level]?.map((c) => (
                  <option key={c.code} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ),
      )}
      {address.areaText && (
        <TextField label={t(address.areaText)} value={fields.area} max={100} onChange={(v) => form.setText('area', v)} />
      )}
      <TextField
        label={t(address.streetLabel)}
        error={required('address_line1')}
        value={fields.address_line1}
        max={200}
        autoComplete="address-line1"
        onChange={(v) => form.setText('address_line1', v)}
      />
      <TextField
        label={t(address.line2Label)}
        value={fields.address_line2}
        max={200}
        autoComplete="address-line2"
        onChange={(v) => form.setText('address_line2', v)}
      />
      {!address.postcodeFills && postalCode}
      <label className="address-check">
        {/* The default stays one until another is made the default: its box cannot be unticked. */}
        <input
          type="checkbox"
          checked={fields.is_default === 1}
          disabled={wasDefault}
          onChange={(e) => form.setDefault(e.currentTarget.checked)}
        />
        {t('address.makeDefault')}
      </label>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {t('address.save')}
      </button>
    </form>
  );
}
