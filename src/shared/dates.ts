/** The one date formatter: always in the country's timezone, in the interface language. */
import { type Lang, LANGUAGES } from './lang';

export type DateStyle = 'date' | 'datetime' | 'time';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  datetime: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

export function formatDate(epochMs: number, timeZone: string, lang: Lang, style: DateStyle = 'date'): string {
  const key = `${lang}|${timeZone}|${style}`;
  let fmt = cache.get(key);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(LANGUAGES[lang].dateLocale, { ...OPTIONS[style], timeZone });
    cache.set(key, fmt);
  }
  return fmt.format(new Date(epochMs));
}

/** The server clock as the reference: local time corrected by the offset measured at start-up. */
export function serverNow(offsetMs: number, localNow = Date.now()): number {
  return localNow + offsetMs;
}
