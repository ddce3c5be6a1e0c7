/** The member's saved cards, and a new card, whose fields open under it when chosen. */
import { useStore } from '@nanostores/react';
import { $newCard, $showCardErrors, editNewCard } from '../../../stores/payment/payment-flow';
import { useT } from '../../locale';
import { BRAND_NAMES } from '../../payment/channel-names';
import { NewCardFields } from '../NewCardFields';
import { MethodRadio } from './MethodRadio';
import type { OptionProps } from './view';

export function CardOption({ options, choice }: OptionProps) {
  const t = useT();
  const card = useStore($newCard);
  const showCardErrors = useStore($showCardErrors);
  return (
    <>
      {options.cards.map((c) => (
        <MethodRadio key={c.card_id} value={`card:${c.card_id}`} choice={choice}>
          <span>{t('payment.cardEnding', { brand: BRAND_NAMES[c.brand], last4: c.last_four })}</span>
        </MethodRadio>
      ))}
      <MethodRadio value="newcard" choice={choice}>
        <span>{t('checkout.newCard')}</span>
      </MethodRadio>
      {choice === 'newcard' && <NewCardFields card={card} onChange={editNewCard} showErrors={showCardErrors} />}
    </>
  );
}
