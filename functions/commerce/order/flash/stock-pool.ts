/**
 * A flash sale's pool (a SQLite-backed Durable Object): the units no shard holds yet. Shards lease from it in chunks
 * that shrink as the stock runs low, so the pool sees a fraction of the attempts and little stock waits in shards at
 * the end. When it is empty it reclaims what the shards it leased to still hold before it answers "sold out
 * everywhere" (docs/decisions/flash-sales.md).
 */
import { DurableObject } from 'cloudflare:workers';
import { type FlashSale, shardStub } from './sales';

export interface Lease {
  units: number;
  /** Nothing is left in the pool or any shard: the worker may refuse this SKU from memory for a moment. */
  everywhere: boolean;
}

/** The largest lease: a shard's spare stock at most, when stock is plentiful. */
const MAX_LEASE = 50;

export class FlashPool extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private reclaiming: Promise<void> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS pool (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        available INTEGER NOT NULL CHECK (available >= 0),
        exhausted INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE IF NOT EXISTS leased_to (shard INTEGER PRIMARY KEY);
    `);
  }

  private state(sale: FlashSale): { available: number; exhausted: boolean } {
    // The sale's units, the first time the pool is asked.
    this.sql.exec('INSERT OR IGNORE INTO pool (id, available) VALUES (1, ?)', sale.units);
    const row = this.sql.exec<{ available: number; exhausted: number }>('SELECT available, exhausted FROM pool').one();
    return { available: row.available, exhausted: row.exhausted === 1 };
  }

  /** Leases at least `want` units to shard `shard` when there are that many, more while stock is plentiful. */
  async lease(sale: FlashSale, want: number, shard: number): Promise<Lease> {
    let { available, exhausted } = this.state(sale);
    if (available < want && !exhausted) {
      this.reclaiming ??= this.reclaim(sale).finally(() => {
        this.reclaiming = null;
      });
      await this.reclaiming;
      ({ available, exhausted } = this.state(sale));
    }
    const chunk = Math.min(MAX_LEASE, Math.max(1, Math.floor(available / (sale.shards * 4))));
    const units = Math.min(available, Math.max(want, chunk));
    if (units > 0) {
      this.sql.exec('UPDATE pool SET available = available - ?', units);
      this.sql.exec('INSERT OR IGNORE INTO leased_to (shard) VALUES (?)', shard);
    }
    return { units, everywhere: exhausted };
  }

  /** Takes back what every shard it leased to holds; marks the pool exhausted when even that leaves nothing. */
  private async reclaim(sale: FlashSale): Promise<void> {
    const shards = this.sql.exec<{ shard: number }>('SELECT shard FROM leased_to').toArray();
    const returned = await Promise.all(shards.map(({ shard }) => shardStub(this.env, sale, shard).surrender()));
    const units = returned.reduce((a, b) => a + b, 0);
    this.sql.exec('UPDATE pool SET available = available + ?, exhausted = (available + ? = 0)', units, units);
  }

  /** Units a shard released (an unpaid order closed, an intake failed) or gave back. */
  giveBack(units: number): void {
    this.sql.exec('UPDATE pool SET available = available + ?, exhausted = 0', units);
  }

  /** The units in the pool: what the load simulation adds to the shards'. */
  available(): number {
    return this.sql.exec<{ available: number }>('SELECT coalesce(max(available), 0) AS available FROM pool').one().available;
  }
}
