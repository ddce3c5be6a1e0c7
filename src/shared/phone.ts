/**
 * A phone account key ('6281234567890': dial code and national number) written as its country writes numbers:
 * +62 812-3456-7890, +65 8123 4567, +60 12-345 6789 (+60 11-2345 6789 for the longer Malaysian mobiles).
 */
import { COUNTRIES, countryOfDialCode, DIAL_CODES } from './countries';

export function formatPhone(accountKey: string): string {
  const dial = DIAL_CODES.find((d) => accountKey.startsWith(d));
  if (!dial) return accountKey ? `+${accountKey}` : '';
  const national = accountKey.slice(dial.length);
  const { groups, separators } = COUNTRIES[countryOfDialCode(dial)].phone;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups(national)) {
    if (at >= national.length) break;
    parts.push(national.slice(at, at + size));
    at += size;
  }
  // Digits beyond the usual groups stay with the last group rather than being dropped.
  if (at < national.length) parts[parts.length - 1] += national.slice(at);
  return `+${dial} ${parts.map((part, i) => (i === 0 ? '' : (separators[i - 1] ?? ' ')) + part).join('')}`;
}
