/**
 * After-sales settings (server-side, spec §9: "set server-side: values not shown"). The browser learns them only from
 * the preview's answer.
 */
import type { CountryCode } from '../../../src/shared/countries';

export interface AfterSaleSettings {
  /** Applications are accepted this many days after delivery (or completion, when no delivery was recorded). */
  timeLimitDays: number;
  /** Applications per order line, whatever became of them (1103042). */
  maxApplicationsPerLine: number;
  /** Photos per application. */
  photoLimit: number;
  /** Bytes per photo. */
  photoMaxBytes: number;
  /**
   * The merchant's automatic rule, applied by the scheduled job: a refund-only application for an order that has not
   * shipped is approved without a reviewer (nothing is to inspect, and the goods never left).
   */
  autoApproveRefundOnlyBeforeShipment: boolean;
  /** Where returns are sent (shown to the shopper in status 6). */
  returnAddress: string;
}

const COMMON = {
  timeLimitDays: 7,
  maxApplicationsPerLine: 3,
  photoLimit: 6,
  photoMaxBytes: 2 * 1024 * 1024,
  autoApproveRefundOnlyBeforeShipment: true,
};

export const AFTER_SALE_SETTINGS: Record<CountryCode, AfterSaleSettings> = {
  ID: { ...COMMON, returnAddress: 'Gudang Retur, Jl. Gaya Motor Raya No. 8, Sunter, Jakarta Utara 14330, Indonesia' },
  SG: { ...COMMON, returnAddress: 'Returns Centre, 21 Changi South Avenue 2, Singapore 486153' },
  MY: { ...COMMON, returnAddress: 'Pusat Pemulangan, Lot 5, Jalan Sungai Besi, 57100 Kuala Lumpur, Malaysia' },
};
