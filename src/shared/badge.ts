/** Count badges (cart, unread messages): hidden at zero, capped at 99+ (spec §9). */
import { UNREAD_BADGE_CAP } from './constants';

/** The badge's text, or '' when there is nothing to show. */
export function badgeText(count: number, cap: number = UNREAD_BADGE_CAP): string {
  if (!Number.isFinite(count) || count < 1) return '';
  const whole = Math.floor(count);
  return whole > cap ? `${cap}+` : String(whole);
}
