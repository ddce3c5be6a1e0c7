/** Refund cards (spec §2 /refund-settings), as src/shared/contract/refund.ts declares them. Signed in only. */
import { Hono } from 'hono';
import {
  refundCardAdd,
  refundCardDelete,
  refundCardList,
  refundCardSetDefault,
  refundCardUpdate,
} from '../../../src/shared/contract/refund';
import type { CommerceEnv } from '../../platform/context';
import { route } from '../../platform/http';
import { requireMember } from '../../platform/session';
import { addCard, deleteCard, listCards, setDefaultCard, updateCard } from './cards';

export const refundCardRoutes = new Hono<CommerceEnv>();

route(refundCardRoutes, refundCardList, async (c) => listCards(c.get('db'), c.get('country'), (await requireMember(c)).id));

route(refundCardRoutes, refundCardAdd, async (c, body) => addCard(c.get('db'), c.get('country'), (await requireMember(c)).id, body));

route(refundCardRoutes, refundCardUpdate, async (c, { card_id, ...fields }) =>
  updateCard(c.get('db'), c.get('country'), (await requireMember(c)).id, card_id, fields),
);

route(refundCardRoutes, refundCardDelete, async (c, { card_id }) => {
  await deleteCard(c.get('db'), (await requireMember(c)).id, card_id);
  return null;
});

route(refundCardRoutes, refundCardSetDefault, async (c, { card_id }) => {
  await setDefaultCard(c.get('db'), (await requireMember(c)).id, card_id);
  return null;
});
