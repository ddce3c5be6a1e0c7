/**
 * The account as the code-entry screen shows it (spec §5): a phone keeps its first 4 characters and everything from
 * the 9th on, with **** between; an e-mail keeps the first character, ****, then the local part from its 5th
 * character and the domain.
 */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at >= 0) {
    const local = account.slice(0, at);
    return `${local.slice(0, 1)}****${local.slice(4)}${account.slice(at)}`;
  }
  return `${account.slice(0, 4)}****${account.slice(8)}`;
}
