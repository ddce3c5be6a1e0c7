/** Each message kind's icon in the message centre. */
import type { ReactNode } from 'react';
import type { MessageKind } from '../../shared/contract/constants';

export const ICONS: Record<MessageKind, ReactNode> = {
  back_in_stock: (
    <>
      <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5Z" />
      <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
    </>
  ),
  order: (
    <>
      <path d="M6 3.5h12v17l-3-2-3 2-3-2-3 2Z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  after_sale: (
    <>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h11a5 5 0 0 1 0 10h-3" />
    </>
  ),
  voucher: (
    <>
      <path d="M3.5 7.5h17v3a1.5 1.5 0 0 0 0 3v3h-17v-3a1.5 1.5 0 0 0 0-3Z" />
      <path d="M14.5 8v1.5M14.5 11.25v1.5M14.5 14.5V16" />
    </>
  ),
  system: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5M12 7.75v.5" />
    </>
  ),
};
