// The after-sales API answers codes and writes messages by event; the pages and the message centre name them from the
// locales, so each needs its text in every language.
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import id from '../../../locales/id.json';
import zh from '../../../locales/zh-CN.json';
import {
  AFTER_SALE_END_REASONS,
  AFTER_SALE_EVENTS,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUS,
  AFTER_SALE_TYPES,
  REFUND_METHODS,
  REFUND_STATUSES,
} from '../../../src/shared/contract/constants';

describe('after-sales texts', () => {
  it.each([
    ['en', en],
    ['id', id],
    ['zh-CN', zh],
  ] as [string, Record<string, string>][])(
    'name every status, type, reason, event and refund state, and every message, in %s',
    (_lang, m) => {
      const keys = [
        ...Object.values(AFTER_SALE_STATUS).map((s) => `aftersale.status.${s}`),
        ...AFTER_SALE_TYPES.map((t) => `aftersale.type.${t}`),
        ...AFTER_SALE_REASONS.map((r) => `aftersale.reason.${r}.label`),
        ...AFTER_SALE_END_REASONS.map((r) => `aftersale.endReason.${r}`),
        ...AFTER_SALE_EVENTS.map((e) => `aftersale.event.${e}`),
        ...REFUND_METHODS.map((r) => `aftersale.refundMethod.${r}`),
        ...REFUND_STATUSES.map((s) => `aftersale.refundStatus.${s}`),
        // Applying is the shopper's own act: no message (migration 0018).
        ...AFTER_SALE_EVENTS.filter((e) => e !== 'applied').flatMap((e) => [
          `message.after_sale.${e}.title`,
          `message.after_sale.${e}.body`,
        ]),
      ];
      for (const key of keys) expect(m[key], key).toBeTruthy();
      for (const e of AFTER_SALE_EVENTS.filter((e) => e !== 'applied')) {
        expect(m[`message.after_sale.${e}.body`]).toContain('{after_sale_no}');
        expect(m[`message.after_sale.${e}.body`]).toContain('{order_no}');
      }
    },
  );
});
