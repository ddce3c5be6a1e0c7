/**
 * A credit or debit card: one of the member's saved cards, or a new one typed on the page and tokenised with the
 * gateway from this browser first (only its token is sent). Charged at once.
 */
import type { PayMethod } from './method';

const SAVED = 'card:';
const NEW = 'newcard';

export const card: PayMethod<'card'> = {
  method: 'card',
  names: { order: 'orders.method.card', paid: 'paid.methodCard' },
  choices: (options) => [...options.cards.map((c) => `${SAVED}${c.card_id}`), NEW],
  call(orderNo, choice) {
    if (choice === NEW) {
      return {
        withNewCard: (token, save) => ({ order_no: orderNo, method: 'card', token_id: token, ...(save ? { save_card: save } : {}) }),
      };
    }
    if (choice.startsWith(SAVED)) return { input: { order_no: orderNo, method: 'card', card_id: choice.slice(SAVED.length) } };
    return null;
  },
  collectedOnDelivery: false,
  approvedOnGatewayPage: false,
};
