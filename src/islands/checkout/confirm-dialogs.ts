/** The confirmation's dialogs, opened by a press, so not loaded before the shopper's first interaction (../lazy-dialog.ts). */
import { dialogModule } from '../lazy-dialog';

export const addressPicker = dialogModule(async () => (await import('./AddressPicker')).default);
export const voucherDialog = dialogModule(async () => (await import('./VoucherDialog')).default);
