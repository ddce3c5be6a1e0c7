/**
 * Adding or editing an address (/addressDetail, `?id=` to edit; spec §3, §5): recipient, phone as the country
 * writes it, the region chosen level by level from the areas call (Indonesia province → city → district, Malaysia
 * state → city and an optional area; Singapore has none: block and street, unit, six-digit postal code), and the
 * default flag. The server checks the same rules and the choices against each other. Saved, it goes back to the
 * address book, or to `?from=` (a path of this site: the order confirmation sends the shopper here to add one).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Address, AddressFields, AreaChoice } from '../../shared/contract/address';
import { addressAdd, addressAreas, addressList, addressUpdate } from '../../shared/contract/refs/address';
import { digitsOnly, isValidPhone, phoneMaxLength } from '../../shared/contract/rules';
import { COUNTRIES, type CountryCode } from '../../shared/countries';
import { localizePath } from '../../shared/lang';
import { toReturnPath } from '../../shared/return-path';
import type { MessageKey } from '../../shared/messages';
import { api } from '../../stores/api';
import { flashToast } from '../../stores/toast';
import { island, useLocale, useT } from '../locale';
import { useMember } from './use-member';
import './address.css';
import { MemberPending } from './MemberPending';

const EMPTY: AddressFields = {
  first_name: '',
  last_name: '',
  phone: '',
  state: '',
  city: '',
  area: '',
  address_line1: '',
  address_line2: '',
  postal_code: '',
  is_default: 0,
};

/** The levels of each country's cascade, each listed under the code of the one chosen above it. */
const LEVELS: Record<CountryCode, ('state' | 'city' | 'area')[]> = { ID: ['state', 'city', 'area'], MY: ['state', 'city'], SG: [] };
const POSTAL_LENGTH: Record<CountryCode, number> = { ID: 5, MY: 5, SG: 6 };

/** The form's fields from a stored address: the phone back to the national number the country writes. */
function fieldsOf(address: Address, country: CountryCode): AddressFields {
  const { address_id: _, country: __, ...fields } = address;
  return { ...fields, phone: address.phone.slice(COUNTRIES[country].dialCode.length) };
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | false;
  children: (id: string, errorId?: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field-block">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The choices of one level under `parent`; null while they load, and none without a parent. */
function useChoices(parent: string | null): AreaChoice[] | null {
  const [choices, setChoices] = useState<AreaChoice[] | null>(null);
  useEffect(() => {
    if (parent === null) {
      setChoices([]);
      return;
    }
    let current = true;
    setChoices(null);
    api
      .request(addressAreas, { parent })
      .then((list) => current && setChoices(list))
      .catch(() => current && setChoices([]));
    return () => {
      current = false;
    };
  }, [parent]);
  return choices;
}

function AddressForm({ signedIn, addressId, from = null }: { signedIn: boolean; addressId: string | null; from?: string | null }) {
  const t = useT();
  const { lang, country } = useLocale();
  const state = useMember(signedIn);
  const [fields, setFields] = useState<AddressFields | null>(addressId ? null : EMPTY);
  const [missing, setMissing] = useState(false);
  const [wasDefault, setWasDefault] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const levels = LEVELS[country];
  const dial = COUNTRIES[country].dialCode;

  useEffect(() => {
    if (state !== 'member' || !addressId) return;
    api
      .request(addressList, {})
      .then((list) => {
        const found = list.find((a) => a.address_id === addressId);
        if (found) {
          setFields(fieldsOf(found, country));
          setWasDefault(found.is_default === 1);
        } else setMissing(true);
      })
      .catch(() => setMissing(true));
  }, [state, addressId, country]);

  // Each level lists under the code of the choice above it: the names stored map back to codes once listed.
  const states = useChoices(levels.length > 0 ? '' : null);
  const stateCode = states?.find((c) => c.name === fields?.state)?.code ?? null;
  const cities = useChoices(levels.includes('city') ? stateCode : null);
  const cityCode = cities?.find((c) => c.name === fields?.city)?.code ?? null;
  const districts = useChoices(levels.includes('area') ? cityCode : null);

  const manage = localizePath('/addressManage', lang);
  const returnTo = toReturnPath(from, '/addressManage');
  const back = localizePath(returnTo.pathname, lang) + returnTo.search;
  if (missing) {
    return (
      <div className="card address-empty">
        <p>{t('address.missing')}</p>
        <a className="btn btn-primary" href={manage}>
          {t('menu.addressManagement')}
        </a>
      </div>
    );
  }
  if (state !== 'member' || !fields) return <MemberPending state={state} />;

  const set = (change: Partial<AddressFields>) => setFields({ ...fields, ...change });
  const required = (value: string) => tried && value.trim() === '' && t('address.required');
  const phoneError = tried && !isValidPhone(dial, fields.phone) && t('address.phoneError');
  const postalValid = fields.postal_code.length === POSTAL_LENGTH[country];
  const postalError = tried && !postalValid && t('address.postalError', { length: POSTAL_LENGTH[country] });
  const valid =
    fields.first_name.trim() !== '' &&
    isValidPhone(dial, fields.phone) &&
    levels.every((level) => fields[level] !== '') &&
    fields.address_line1.trim() !== '' &&
    postalValid;

  const submit = () => {
    setTried(true);
    if (!valid) return;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as AddressFields;
    setBusy(true);
    (addressId ? api.request(addressUpdate, { ...trimmed, address_id: addressId }) : api.request(addressAdd, trimmed))
      .then(() => {
        flashToast(t('address.saved'));
        location.assign(back);
      })
      .catch(() => setBusy(false));
  };

  const LABELS: Record<'state' | 'city' | 'area', MessageKey> = {
    state: country === 'MY' ? 'address.stateMY' : 'address.province',
    city: 'address.city',
    area: 'address.district',
  };
  const choicesOf = { state: states, city: cities, area: districts };
  /** Choosing a level empties the ones under it: their choices belong to the old one. */
  const below = (level: 'state' | 'city' | 'area'): Partial<AddressFields> =>
    level === 'state' ? { city: '', area: country === 'ID' ? '' : fields.area } : level === 'city' && country === 'ID' ? { area: '' } : {};

  const text = (key: keyof AddressFields, label: MessageKey, options: { required?: boolean; max: number; autoComplete?: string }) => (
    <Field label={t(label)} error={options.required && required(String(fields[key]))}>
      {(id, errorId) => (
        <input
          id={id}
          className="field"
          value={String(fields[key])}
          maxLength={options.max}
          autoComplete={options.autoComplete}
          aria-invalid={Boolean(errorId) || undefined}
          aria-describedby={errorId}
          onChange={(e) => set({ [key]: e.currentTarget.value })}
        />
      )}
    </Field>
  );

  return (
    <form
      className="card address-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="address-row">
        {text('first_name', 'address.firstName', { required: true, max: 64, autoComplete: 'given-name' })}
        {text('last_name', 'address.lastName', { max: 64, autoComplete: 'family-name' })}
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
              onChange={(e) => set({ phone: digitsOnly(e.currentTarget.value, phoneMaxLength(dial)) })}
            />
          </div>
        )}
      </Field>
      {levels.map((level) => {
        const choices = choicesOf[level];
        return (
          <Field key={level} label={t(LABELS[level])} error={required(fields[level])}>
            {(id, errorId) => (
              <select
                id={id}
                className="field"
                value={fields[level]}
                disabled={!choices || choices.length === 0}
                aria-invalid={Boolean(errorId) || undefined}
                aria-describedby={errorId}
                onChange={(e) => set({ [level]: e.currentTarget.value, ...below(level) })}
              >
                <option value="">{t('address.choose')}</option>
                {choices?.map((c) => (
                  <option key={c.code} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      })}
      {country === 'MY' && text('area', 'address.areaMY', { max: 100 })}
      {text('address_line1', country === 'SG' ? 'address.streetSG' : 'address.street', {
        required: true,
        max: 200,
        autoComplete: 'address-line1',
      })}
      {text('address_line2', country === 'SG' ? 'address.unitSG' : 'address.line2', { max: 200, autoComplete: 'address-line2' })}
      <Field label={t('address.postalCode')} error={postalError}>
        {(id, errorId) => (
          <input
            id={id}
            className="field"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={POSTAL_LENGTH[country]}
            value={fields.postal_code}
            aria-invalid={Boolean(errorId) || undefined}
            aria-describedby={errorId}
            onChange={(e) => set({ postal_code: digitsOnly(e.currentTarget.value, POSTAL_LENGTH[country]) })}
          />
        )}
      </Field>
      <label className="address-check">
        {/* The default stays one until another is made the default: its box cannot be unticked. */}
        <input
          type="checkbox"
          checked={fields.is_default === 1}
          disabled={wasDefault}
          onChange={(e) => set({ is_default: e.currentTarget.checked ? 1 : 0 })}
        />
        {t('address.makeDefault')}
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('address.save')}
      </button>
    </form>
  );
}

export default island(AddressForm);
