import { describe, expect, it } from 'vitest';
import { formatDate, serverNow } from './dates';

// 2026-01-01T17:30Z is 00:30 on 2 January in Jakarta (UTC+7) and 01:30 in Singapore/Kuala Lumpur (UTC+8).
const T = Date.UTC(2026, 0, 1, 17, 30);

describe('formatDate', () => {
  it("shows the date in the country's timezone", () => {
    expect(formatDate(T, 'Asia/Jakarta', 'en')).toBe('2 Jan 2026');
    expect(formatDate(Date.UTC(2026, 0, 1, 16, 30), 'Asia/Jakarta', 'en')).toBe('1 Jan 2026');
    expect(formatDate(Date.UTC(2026, 0, 1, 16, 30), 'Asia/Singapore', 'en')).toBe('2 Jan 2026');
  });

  it('shows time in 24-hour form per timezone', () => {
    expect(formatDate(T, 'Asia/Jakarta', 'en', 'time')).toBe('00:30');
    expect(formatDate(T, 'Asia/Kuala_Lumpur', 'en', 'time')).toBe('01:30');
  });

  it('uses the interface language', () => {
    expect(formatDate(T, 'Asia/Jakarta', 'id')).toBe('2 Jan 2026');
    expect(formatDate(T, 'Asia/Jakarta', 'zh-CN')).toBe('2026年1月2日');
    expect(formatDate(Date.UTC(2026, 7, 17, 3), 'Asia/Jakarta', 'id')).toBe('17 Agu 2026');
  });
});

describe('serverNow', () => {
  it('corrects the local clock by the measured offset', () => {
    expect(serverNow(5000, 1_000_000)).toBe(1_005_000);
    expect(serverNow(-250, 1_000)).toBe(750);
  });
});
