/** How often a keyword was searched, as the ranking lists show it (spec §2): raw below 1000, else rounded thousands + K. */
export function formatSearchCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  if (count < 1000) return String(Math.floor(count));
  return `${Math.round(count / 1000)}K`;
}
