/**
 * When coins run out (docs/decisions/coin-expiry.md): coins earned in a month (kinds opening and earn) expire at the end of the
 * month `months` later, in the country's timezone; spending, and expiry itself, take the oldest coins first. Every
 * expiry date is the first instant of a month, so one date serves every coin earned in the same month.
 */

const PARTS = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at that instant, in ms (positive east of Greenwich). */
function offsetAt(epochMs: number, timeZone: string): number {
  let fmt = PARTS.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    PARTS.set(timeZone, fmt);
  }
  const p = Object.fromEntries(fmt.formatToParts(new Date(epochMs)).map((x) => [x.type, Number(x.value)]));
  const local = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return local - Math.floor(epochMs / 1000) * 1000;
}

/** The first instant of the month `shift` months after the month of `epochMs`, both in the zone. */
export function monthStart(epochMs: number, timeZone: string, shift: number): number {
  const local = new Date(epochMs + offsetAt(epochMs, timeZone));
  const target = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + shift, 1);
  // The zone's offset on that day (a zone with summer time may differ from today's).
  return target - offsetAt(target - offsetAt(target, timeZone), timeZone);
}

/** The instant coins earned at `earnedAt` stop counting. */
export function expiryOf(earnedAt: number, timeZone: string, months: number): number {
  return monthStart(earnedAt, timeZone, months + 1);
}

/**
 * The expiry date `k` months from now's month (0: the one that passed at the start of this month, 1: the end of this
 * month) and the coins it covers: those earned before `earnedBefore`.
 */
export function expiryStep(now: number, timeZone: string, months: number, k: number): { expiresAt: number; earnedBefore: number } {
  return { expiresAt: monthStart(now, timeZone, k), earnedBefore: monthStart(now, timeZone, k - months) };
}
