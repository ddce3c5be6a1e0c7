import { describe, expect, it } from 'vitest';
import { formatAddress, recipientName } from './address';
import { t } from './i18n';

const JAKARTA = {
  country: 'ID',
  state: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  area: 'Kebayoran Baru',
  address_line1: 'Jl. Wijaya I No. 25',
  address_line2: 'RT 005/RW 003',
} as const;

describe('formatAddress', () => {
  it('joins country, state, city, area and both street lines with commas, in that order', () => {
    expect(formatAddress(JAKARTA, (key) => t('en', key))).toBe(
      'Indonesia, DKI Jakarta, Jakarta Selatan, Kebayoran Baru, Jl. Wijaya I No. 25, RT 005/RW 003',
    );
  });

  it('skips empty and blank parts', () => {
    expect(formatAddress({ ...JAKARTA, area: '', address_line2: '  ' }, (key) => t('en', key))).toBe(
      'Indonesia, DKI Jakarta, Jakarta Selatan, Jl. Wijaya I No. 25',
    );
  });

  it('names the country in the page language', () => {
    const sg = { ...JAKARTA, country: 'SG' } as const;
    expect(formatAddress(sg, (key) => t('id', key))).toMatch(/^Singapura, /);
    expect(formatAddress(sg, (key) => t('zh-CN', key))).toMatch(/^新加坡, /);
  });
});

describe('recipientName', () => {
  it('puts the first field first and drops an empty one', () => {
    expect(recipientName({ first_name: 'Tan', last_name: 'Mei Ling' })).toBe('Tan Mei Ling');
    expect(recipientName({ first_name: 'Sukarno', last_name: '' })).toBe('Sukarno');
  });
});
