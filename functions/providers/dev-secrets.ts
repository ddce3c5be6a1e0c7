/**
 * Secrets a development stand-in shares with the provider it stands in for (a callback token, a webhook secret):
 * random per local database, made on first use and kept in the global database's dev_secrets (migration 0023).
 * Unlike the stand-ins' API keys they cannot be public constants: whoever knows one can post "paid" or "delivered" to a
 * developer's worker, or to one deployed with ENVIRONMENT=development by mistake.
 */
import { eq } from 'drizzle-orm';
import { globalDb } from '../platform/db';
import { devSecrets } from '../platform/schema';

export async function devSecret(env: Env, name: string): Promise<string> {
  const db = globalDb(env);
  const read = () => db.select({ value: devSecrets.value }).from(devSecrets).where(eq(devSecrets.name, name)).get();
  const kept = await read();
  if (kept) return kept.value;
  const made = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
  // Two first uses at once both insert; the table keeps the first, and both read it back.
  await db.insert(devSecrets).values({ name, value: made }).onConflictDoNothing();
  const value = (await read())?.value;
  if (!value) throw new Error(`dev_secrets lost ${name}`);
  return value;
}
