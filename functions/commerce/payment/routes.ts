/**
 * Payment options (spec §2 /payment-option): saved cards and linked e-wallets. Signed in only, and only in Indonesia:
 * spec §2 offers payment options nowhere else, so in SG and MY every member call is 1104001. Paying an order (every
 * country): its options (with a QR or e-wallet payment to resume), starting a payment, its state, cancelling one still
 * waiting for the shopper. The gateway's callbacks are the calls without a member: they prove themselves with the
 * callback token (the payment callback, which also settles after-sales refunds, is functions/commerce/payment-callback.ts).
 */
import { Hono } from 'hono';
import {
  addCard,
  cancelPayment,
  deleteCard,
  ewalletCallback,
  linkEwallet,
  listCards,
  listEwallets,
  paymentOptions,
  paymentStatus,
  payOrder,
  unlinkEwallet,
} from '../../../src/shared/contract/payment';
import { ApiError, ERR } from '../../../src/shared/errors';
import { localizePath } from '../../../src/shared/lang';
import { endWalletLink, isGatewayCallback, startWalletLink, verifyCard } from '../../providers/payment-gateway/xendit';
import type { CommerceContext, CommerceEnv } from '../../platform/context';
import { publicOrigin, route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { cancelOpenPayment } from './open-payments';
import { pay, paymentOptionsFor } from './pay';
import { paymentOfMember } from './payments';
import { paymentStateView } from './views';
import { cardsOf, chargedAsDescribed, checkCardToSave, deleteCardOf, insertCard } from './cards';
import { activateLink, dropLink, insertPendingLink, isLinked, linkTokenOf, walletsOf } from './wallets';

export const paymentRoutes = new Hono<CommerceEnv>();

async function paymentMember(c: CommerceContext) {
  const member = await requireMember(c);
  if (c.get('country') !== 'ID') throw new ApiError(ERR.PAYMENT_INVALID, 'payment options are offered in Indonesia only');
  return member;
}

route(paymentRoutes, listCards, async (c) => cardsOf(c.get('db'), (await paymentMember(c)).id));

route(paymentRoutes, addCard, async (c, input) => {
  const member = await paymentMember(c);
  const db = c.get('db');
  const { token_id: token, ...card } = input;
  const { phone, refusal } = await checkCardToSave(db, member.id, token, card);
  if (refusal) throw new ApiError(ERR.PAYMENT_INVALID, refusal);
  const charged = await verifyCard(c.env, token, `verify-${member.id}-${crypto.randomUUID()}`);
  // The browser describes the card; the gateway's charge says which card it really was.
  if (!chargedAsDescribed(charged, card)) throw new ApiError(ERR.PAYMENT_INVALID, 'card mismatch');
  return insertCard(db, member.id, input, phone);
});

route(paymentRoutes, deleteCard, async (c, input) => {
  await deleteCardOf(c.get('db'), (await paymentMember(c)).id, input.card_id);
  return null;
});

route(paymentRoutes, listEwallets, async (c) => walletsOf(c.get('db'), (await paymentMember(c)).id));

route(paymentRoutes, linkEwallet, async (c, input) => {
  const member = await paymentMember(c);
  if (await isLinked(c.get('db'), member.id, input.channel)) throw new ApiError(ERR.PAYMENT_INVALID, 'e-wallet already linked');
  const origin = publicOrigin(c);
  const link = await startWalletLink(c.env, {
    reference: `${member.memberNo}-${crypto.randomUUID()}`,
    givenName: member.userName || member.memberNo,
    channel: input.channel,
    // Back to the page in the shopper's language.
    returnUrl: `${origin}${localizePath('/payment-option', c.get('lang'))}`,
    callbackUrl: `${origin}/api${ewalletCallback.path}`,
  });
  await insertPendingLink(c.get('db'), member.id, input.channel, link.tokenId);
  return { authorizer_url: link.authorizerUrl };
});

route(paymentRoutes, unlinkEwallet, async (c, input) => {
  const member = await paymentMember(c);
  const tokenId = await linkTokenOf(c.get('db'), member.id, input.link_id);
  await endWalletLink(c.env, tokenId);
  await dropLink(c.get('db'), tokenId);
  return null;
});

route(paymentRoutes, ewalletCallback, async (c, input) => {
  if (!(await isGatewayCallback(c.env, c.req.header('x-callback-token')))) throw new ApiError(ERR.FORBIDDEN, 'forbidden');
  if (input.event === 'linked_account_token.successful')
    await activateLink(c.get('db'), input.id, input.accounts[0]?.account_details ?? '');
  else if (input.event === 'linked_account_token.failed') await dropLink(c.get('db'), input.id);
  return null;
});

route(paymentRoutes, paymentOptions, async (c, input) => paymentOptionsFor(c, (await requireMember(c)).id, input.order_no));

route(paymentRoutes, payOrder, async (c, input) => pay(c, (await requireMember(c)).id, input));

route(paymentRoutes, paymentStatus, async (c, input) =>
  paymentStateView(await paymentOfMember(c.get('db'), (await requireMember(c)).id, input.payment_no)),
);

route(paymentRoutes, cancelPayment, async (c, input) => cancelOpenPayment(c, (await requireMember(c)).id, input.payment_no));
