/** Where the money goes: the method, and the destination the shopper recognises. */
import type { AfterSalePreview } from '../../shared/contract/aftersale';
import { useT } from '../locale';

export function RefundTo({ to }: { to: AfterSalePreview['refund_to'] }) {
  const t = useT();
  const where = [to.destination, to.last_four && `•••• ${to.last_four}`].filter(Boolean).join(' ');
  return (
    <>
      {t(`aftersale.refundMethod.${to.method}`)}
      {where && ` · ${where}`}
      {to.method === 'refund_card' && !to.destination && <span className="field-hint"> {t('asp.refundTo.noCard')}</span>}
    </>
  );
}
