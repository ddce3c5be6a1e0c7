/**
 * The keyboard of a tablist (APG tabs pattern, automatic activation): the arrows move along the tabs, wrapping, and
 * Home and End go to the first and the last. One rule for every tablist of the shop.
 */
export function tabIndexAfterKey(index: number, count: number, key: string): number | null {
  const to = key === 'ArrowRight' ? index + 1 : key === 'ArrowLeft' ? index - 1 : key === 'Home' ? 0 : key === 'End' ? count - 1 : null;
  return to === null ? null : (to + count) % count;
}
