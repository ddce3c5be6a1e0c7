/** Devices as the API knows them (by the id the client chose): the language they picked and how often they visit. */
import { eq, sql } from 'drizzle-orm';
import type { DrizzleD1Database as Db } from 'drizzle-orm/d1';
import type { Lang } from '../../../src/shared/lang';
import { devices } from '../../platform/schema';

export async function saveDeviceLanguage(db: Db, deviceId: string, language: Lang): Promise<void> {
  const now = Date.now();
  await db
    .insert(devices)
    .values({ deviceId, language, visitCount: 0, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: devices.deviceId, set: { language, lastSeenAt: now } });
}

/** The language a device chose, null when it never chose one. */
export async function deviceLanguageOf(db: Db, deviceId: string): Promise<Lang | null> {
  const row = await db.select({ language: devices.language }).from(devices).where(eq(devices.deviceId, deviceId)).get();
  return row?.language ?? null;
}

/** Counts a visit; a device seen for the first time takes the request's language until it picks one. */
export async function recordVisit(db: Db, deviceId: string, lang: Lang): Promise<void> {
  const now = Date.now();
  await db
    .insert(devices)
    .values({ deviceId, language: lang, visitCount: 1, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: devices.deviceId,
      set: { visitCount: sql`${devices.visitCount} + 1`, lastSeenAt: now },
    });
}
