/**
 * The member's saved cards, and a new card, whose fields open under it when chosen; where the country keeps saved
 * cards, "Save this card for next time" (off until ticked) asks for the holder the saved card needs.
 */
import { useStore } from '@nanostores/react';
import { COUNTRIES } from '../../../shared/countries';
import {
  $cardHolder,
  $newCard,
  $saveNewCard,
  $showCardErrors,
  editCardHolder,
  editNewCard,
  setSaveNewCard,
} from '../../../stores/payment/payment-flow';
import { useLocale, useT } from '../../locale';
import { CardHolderFields } from '../../payment/CardHolderFields';
import { BRAND_NAMES } from '../../payment/channel-names';
import { ChannelMark } from '../../payment/ChannelMark';
import { NewCardFields } from '../NewCardFields';
import { MethodRadio } from './MethodRadio';
import type { OptionProps } from './view';

export function CardOption({ options, choice }: OptionProps) {
  const t = useT();
  const { country } = useLocale();
  const card = useStore($newCard);
  const showCardErrors = useStore($showCardErrors);
  const save = useStore($saveNewCard);
  const holder = useStore($cardHolder);
  return (
    <>
      {options.cards.map((c) => (
        <MethodRadio key={c.card_id} value={`card:${c.card_id}`} choice={choice}>
          <span className="channel-named">
            <ChannelMark code={c.brand} />
            {t('payment.cardEnding', { brand: BRAND_NAMES[c.brand], last4: c.last_four })}
          </span>
        </MethodRadio>
      ))}
      <MethodRadio value="newcard" choice={choice}>
        <span>{t('checkout.newCard')}</span>
      </MethodRadio>
      {choice === 'newcard' && (
        <NewCardFields card={card} onChange={editNewCard} showErrors={showCardErrors}>
          {COUNTRIES[country].savedPaymentMethods && (
            <>
              <label className="checkout-save-card">
                <input type="checkbox" checked={save} onChange={(e) => setSaveNewCard(e.currentTarget.checked)} />
                {t('checkout.saveCard')}
              </label>
              {save && <CardHolderFields holder={holder} onChange={editCardHolder} showErrors={showCardErrors} />}
            </>
          )}
        </NewCardFields>
      )}
    </>
  );
}
