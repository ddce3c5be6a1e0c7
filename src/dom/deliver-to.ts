/**
 * The product detail's deliver-to card (spec §2): the member's default address when one exists, else the country.
 * The server renders the country, which is what a guest and the edge cache see; the member's address is theirs, so
 * it is read here once they are known, and log out brings the country back.
 */
import { formatAddress, recipientName, type Address } from '../shared/address';
import { defaultAddress } from '../shared/contract/refs/address';
import { api } from '../stores/api';
import { tr } from '../stores/i18n';
import { $isLoggedIn } from '../stores/state';

export function initDeliverTo(card: HTMLElement): void {
  const recipient = card.querySelector<HTMLElement>('[data-recipient]');
  const place = card.querySelector<HTMLElement>('[data-place]');
  if (!recipient || !place) return;
  const country = place.textContent ?? '';
  const show = (address: Address | null) => {
    recipient.textContent = address ? recipientName(address) : '';
    recipient.hidden = !address;
    place.textContent = address ? formatAddress(address, tr) : country;
  };

  // Bumped at every sign-in and sign-out: an answer that arrives after the member changed belongs to nobody here.
  let revision = 0;
  // The member may load after this script runs (start-up reads them when the page opens signed in).
  $isLoggedIn.subscribe((signedIn) => {
    const at = ++revision;
    if (!signedIn) {
      show(null);
      return;
    }
    // A passive read: a session that ended answers 401, which must not send the shopper to log in.
    api
      .request(defaultAddress, {}, { silent: true, noAuth: true })
      .then((address) => {
        if (at === revision) show(address);
      })
      .catch(() => {});
  });
}
