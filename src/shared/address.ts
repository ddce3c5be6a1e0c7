/** How the storefront shows a member's address (the contract's Address). */
import type { Address } from './contract/address';
import type { CountryCode } from './countries';

export type { Address } from './contract/address';

type Translate = (key: `detail.country.${CountryCode}`) => string;

/** The non-empty parts, trimmed, joined: spec §3 skips an address's empty parts. */
const joinParts = (parts: string[], separator: string) =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(separator);

/**
 * Spec §3: country, state, city, area, address_line1, address_line2 joined by commas, empty parts skipped. The
 * country shows as its name in the page's language (`detail.country.<code>`); `translate` is `tr` in the browser and
 * `t` bound to a language on the server.
 */
export function formatAddress(
  address: Pick<Address, 'country' | 'state' | 'city' | 'area' | 'address_line1' | 'address_line2'>,
  translate: Translate,
): string {
  const { state, city, area, address_line1, address_line2 } = address;
  return joinParts([translate(`detail.country.${address.country}`), state, city, area, address_line1, address_line2], ', ');
}

/** The recipient as the form's two name fields give it, first field first. */
export function recipientName(address: Pick<Address, 'first_name' | 'last_name'>): string {
  return joinParts([address.first_name, address.last_name], ' ');
}
