/**
 * The order confirmation (/orderConfirm, spec §2, §3, §5): the items of `selectSkus`, where they go, the delivery,
 * the vouchers and coins, a note and the breakdown, then Place order. Every figure is the server's answer to the
 * shopper's current choices (src/stores/checkout/confirmation.ts); the page only sends choices and the total it showed
 * (place-order.ts). A guest is asked to log in and comes back here.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { OrderPreview } from '../../shared/contract/order';
import { localizePath } from '../../shared/lang';
import { formatMoney } from '../../shared/money';
import { $confirmed, $confirmPending, $hasSelection, chooseAddress } from '../../stores/checkout/confirmation';
import { $placeOrder, canPlace } from '../../stores/checkout/place-order';
import { $bootstrapped } from '../../stores/persist';
import { island, useLocale, useT } from '../locale';
import { MemberPending } from '../me/MemberPending';
import { useMember } from '../me/use-member';
import { LazyDialog, usePreloadWhenIdle } from '../lazy-dialog';
import { AddressSection } from './AddressSection';
import { addressPicker, voucherDialog } from './confirm-dialogs';
import { ConfirmFailed } from './ConfirmFailed';
import { CoinsRow } from './CoinsRow';
import { Breakdown, DeliverySection, LinesSection } from './ConfirmParts';
import { NoteSection } from './NoteSection';
import { VoucherRow } from './VoucherSection';
import '../me/me.css';
import '../me/address.css';
import './order-confirm.css';

function OrderConfirm({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { lang } = useLocale();
  const state = useMember(signedIn);
  const bootstrapped = useStore($bootstrapped);
  const hasSelection = useStore($hasSelection);

  if (state !== 'member' || !bootstrapped) return <MemberPending state={state} />;
  if (!hasSelection) {
    return (
      <div className="card confirm-empty">
        <p>{t('confirm.nothingSelected')}</p>
        <a className="btn btn-primary" href={localizePath('/cart', lang)}>
          {t('confirm.backToCart')}
        </a>
      </div>
    );
  }
  return <Confirmation />;
}

/** The figures of the current choices; showing them is what asks for them. */
function Confirmation() {
  const { preview, failed, outsideArea } = useStore($confirmed);
  if (preview) return <ConfirmationView preview={preview} />;
  if (!failed) return <div className="me-skeleton" aria-hidden="true" />;
  return <ConfirmFailed outsideArea={outsideArea} />;
}

function ConfirmationView({ preview }: { preview: OrderPreview }) {
  const t = useT();
  const id = useId();
  const placing = useStore($placeOrder);
  // The figures of the previous choices, dimmed (aria-busy) until the current ones' answer replaces them.
  const pending = useStore($confirmPending);
  const [dialog, setDialog] = useState<'address' | 'vouchers' | null>(null);
  const amounts = preview.amounts;
  // Off while placing, and once placed while the page leaves for the payment.
  const placeable = canPlace(preview) && !placing.loading && placing.data === undefined;
  usePreloadWhenIdle(addressPicker, voucherDialog);

  return (
    <div className="confirm">
      <div className="confirm-main">
        <AddressSection address={preview.address} onChange={() => setDialog('address')} />
        <LinesSection lines={preview.lines} unavailable={preview.unavailable} currency={amounts.currency_code} />
        <DeliverySection preview={preview} hasAddress={preview.address !== null} />
        <section className="card confirm-section" aria-labelledby={`${id}-offers`}>
          <h2 id={`${id}-offers`} className="confirm-heading">
            {t('confirm.offersTitle')}
          </h2>
          <VoucherRow preview={preview} onOpen={() => setDialog('vouchers')} />
          <CoinsRow preview={preview} />
        </section>
        <NoteSection />
      </div>
      <aside className="confirm-side" aria-label={t('confirm.summaryTitle')} aria-busy={pending}>
        <Breakdown amounts={amounts} />
        <div className="confirm-bar">
          <p className="confirm-total">
            <span>{t('confirm.total')}</span> <strong>{formatMoney(amounts.total, amounts.currency_code)}</strong>
          </p>
          <button
            type="button"
            className="btn btn-primary confirm-place"
            disabled={!placeable}
            onClick={() => canPlace(preview) && void placing.mutate(preview)}
          >
            {placing.loading ? t('confirm.placing') : t('confirm.placeOrder')}
          </button>
        </div>
        {preview.address === null && <p className="confirm-hint">{t('confirm.needAddress')}</p>}
      </aside>
      {dialog === 'address' && (
        <LazyDialog
          module={addressPicker}
          props={{
            current: preview.address,
            onChoose: (address) => {
              setDialog(null);
              chooseAddress(address.address_id);
            },
            onClose: () => setDialog(null),
          }}
        />
      )}
      {dialog === 'vouchers' && <LazyDialog module={voucherDialog} props={{ preview, pending, onClose: () => setDialog(null) }} />}
    </div>
  );
}

export default island(OrderConfirm);
