/** Devices as the API knows them (by the id the client chose): the language they picked and how often they visit. */
import { sql } from 'drizzle-orm';
import { type Lang, toLang } from '../../../src/shared/lang';
import type { CommerceContext } from '../../platform/context';
import { devices } from '../../platform/schema';

export async function saveDeviceLanguage(c: CommerceContext, deviceId: string, language: Lang): Promise<void> {
  const now = Date.now();
  await c
    .get('db')
    .insert(devices)
    .values({ deviceId, language, visitCount: 0, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: devices.deviceId, set: { language, lastSeenAt: now } });
}

/** The language a device chose, null when it never chose one. */
export async function deviceLanguageOf(c: CommerceContext, deviceId: string): Promise<Lang | null> {
  const row = await c.get('db').select({ language: devices.language }).from(devices).where(sql`${devices.deviceId} = ${deviceId}`).get();
  // Stored through the contract's picklist: toLang only narrows the column's type.
  return row ? toLang(row.language) : null;
}

/** Counts a visit; a device seen for the first time takes the request's language until it picks one. */
export async function recordVisit(c: CommerceContext, deviceId: string): Promise<void> {
  const now = Date.now();
  await c
    .get('db')
    .insert(devices)
    .values({ deviceId, language: c.get('lang'), visitCount: 1, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: devices.deviceId,
      set: { visitCount: sql`${devices.visitCount} + 1`, lastSeenAt: now },
    });
}
