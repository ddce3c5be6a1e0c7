/** The deletion window of spec §9 ("3 to 7 working days"), counted in whole UTC days. */

const DAY_MS = 24 * 3600 * 1000;
/** The window's upper end: the data is surely kept as long as the spec promises at most. */
export const ERASE_AFTER_WORKING_DAYS = 7;

/** Midnight UTC of the day `workingDays` Monday-to-Friday days after the day of `from`. */
export function addWorkingDays(from: number, workingDays: number): number {
  let day = Math.floor(from / DAY_MS) * DAY_MS;
  for (let left = workingDays; left > 0; ) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/** The API's form of such a day: YYYY-MM-DD. */
export const isoDay = (at: number): string => new Date(at).toISOString().slice(0, 10);
