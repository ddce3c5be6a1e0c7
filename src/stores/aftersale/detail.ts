/**
 * One application (/afterSaleOrderDetail/{id}, spec §2, §3): loaded once the member is known, cancelled after the
 * shopper confirms, and the return's courier and tracking number sent in status 6; each change loads it again. Another
 * member's application, or an unknown number, is the not-found state, not a toast.
 */
import { atom, computed, map } from 'nanostores';
import type { AfterSaleDetail } from '../../shared/contract/aftersale';
import { afterSaleCancel, afterSaleDetail, afterSaleReturnShipment } from '../../shared/contract/refs/aftersale';
import { isTrackingNo } from '../../shared/contract/rules';
import { ApiError, ERR } from '../../shared/errors';
import { api } from '../api';
import { tr } from '../i18n';
import { $memberKey } from '../me/member';
import { createFetcherStore, createMutatorStore } from '../query';
import { showToast } from '../toast';
import { failureKey } from './failure';

const isNotFound = (err: unknown) => err instanceof ApiError && err.code === ERR.AFTER_SALE_NOT_FOUND;

export interface ReturnDraft {
  company: string;
  trackingNo: string;
  /** A send was tried: the fields' errors show from then on. */
  tried: boolean;
}

/** What the return form refuses before sending: no courier, or a tracking number the contract would not take. */
export const returnErrors = (d: ReturnDraft) => ({ company: d.company.trim() === '', trackingNo: !isTrackingNo(d.trackingNo.trim()) });

export function createAfterSaleDetail(afterSaleNo: string | null) {
  const $detail = createFetcherStore<AfterSaleDetail, unknown>([$memberKey, 'aftersale/detail/', atom(afterSaleNo)], {
    fetcher: (_member, _path, no) => api.request(afterSaleDetail, { after_sale_no: String(no) }, { silent: true }),
    onError: (err) => {
      if (!isNotFound(err)) showToast(tr(failureKey(err)));
    },
  });
  const $missing = computed($detail, ({ error }) => afterSaleNo === null || isNotFound(error));

  const $cancel = createMutatorStore<string, void, unknown>(async ({ data }) => {
    await api.request(afterSaleCancel, { after_sale_no: data });
    showToast(tr('asp.detail.cancelled'));
    $detail.revalidate();
  });

  const $returnDraft = map<ReturnDraft>({ company: '', trackingNo: '', tried: false });
  const $sendReturn = createMutatorStore<string, void, unknown>(async ({ data }) => {
    const { company, trackingNo } = $returnDraft.get();
    await api.request(
      afterSaleReturnShipment,
      { after_sale_no: data, logistics_company: company.trim(), tracking_no: trackingNo.trim() },
      { silent: true },
    );
    showToast(tr('asp.detail.returnSent'));
    $detail.revalidate();
  });

  return {
    $detail,
    $missing,
    $cancel,
    $returnDraft,
    $sendReturn,
    /** The API client shows why a cancel failed. */
    cancel: (no: string) => $cancel.mutate(no),
    setCompany: (company: string) => $returnDraft.setKey('company', company),
    setTrackingNo: (trackingNo: string) => $returnDraft.setKey('trackingNo', trackingNo),
    /** Sends the return when both fields pass; its refusal stays in $sendReturn for the form to say. */
    sendReturn: async (no: string) => {
      $returnDraft.setKey('tried', true);
      const bad = returnErrors($returnDraft.get());
      if (!bad.company && !bad.trackingNo) await $sendReturn.mutate(no);
    },
  };
}

export type AfterSaleDetailFlow = ReturnType<typeof createAfterSaleDetail>;
