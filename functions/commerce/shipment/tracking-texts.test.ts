// The shipment API answers codes (an event's, its note's kind, its place); the pages name them from the locales, so
// every code needs its text in each language.
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import id from '../../../locales/id.json';
import zh from '../../../locales/zh-CN.json';
import { SHIPMENT_STATUSES, TRACKING_CODES, TRACKING_KINDS, TRACKING_PLACES } from '../../../src/shared/contract/constants';

describe('tracking texts', () => {
  it.each([
    ['en', en],
    ['id', id],
    ['zh-CN', zh],
  ] as [string, Record<string, string>][])('name every tracking code, note kind, place and shipment status in %s', (_lang, messages) => {
    for (const code of TRACKING_CODES) expect(messages[`tracking.event.${code}`], code).toBeTruthy();
    for (const kind of TRACKING_KINDS) expect(messages[`tracking.kind.${kind}`], kind).toBeTruthy();
    for (const place of TRACKING_PLACES) expect(messages[`tracking.place.${place}`], place).toBeTruthy();
    for (const status of SHIPMENT_STATUSES.filter((s) => !(TRACKING_CODES as readonly string[]).includes(s))) {
      expect(messages[`tracking.status.${status}`], status).toBeTruthy();
    }
  });
});
