/**
 * One shard of a flash sale's stock (a SQLite-backed Durable Object): the units it holds, and the reservations of the
 * members it serves. A member always reaches the same shard (sales.ts shardOf), so their limit and their idempotency
 * keys are checked in one single-threaded object, with no coordination. Units come from the sale's pool (stock-pool.ts)
 * in leases, and go back to it when reservations are released, so no shard says "sold out" while units remain
 * elsewhere. At a reservation's payment deadline the shard's alarm closes the unpaid orders in D1 and releases their
 * units (docs/decisions/flash-sales.md).
 */
import { DurableObject } from 'cloudflare:workers';
import { ORDER_STATUS } from '../../../../src/shared/contract/constants';
import type { OrderPlaced } from '../../../../src/shared/contract/order';
import type { ErrorCode } from '../../../../src/shared/errors';
import { dbFor } from '../../../platform/db';
import { inList } from '../../../platform/in-list';
import { orders } from '../../../platform/schema';
import { closeOverdueByNumber } from '../close';
import { type FlashSale, poolOf } from './sales';

export interface ReserveRequest {
  sale: FlashSale;
  shard: number;
  orderNo: string;
  memberId: number;
  idempotencyKey: string;
  quantity: number;
  deadline: number;
  /** The answer to keep for the key's repeats; only the order's first flash line (its primary reservation) keeps it. */
  placed: OrderPlaced | null;
}

export type ReserveAnswer =
  | { kind: 'reserved' }
  | { kind: 'repeat'; orderNo: string; placed: OrderPlaced | null; failure: ErrorCode | null }
  | { kind: 'limit' }
  | { kind: 'sold_out'; everywhere: boolean };

/** Where an order placed through this shard stands, for order/intake. */
export interface IntakeState {
  placed: OrderPlaced;
  failure: ErrorCode | null;
}

type ReservationState = 'held' | 'paid' | 'released';

/** Reservations one alarm settles: the orders' numbers go to D1 in statements of at most 90. */
const SETTLE_AT_ONCE = 450;
/** An order still in the queue at its deadline is looked at again this much later. */
const RETRY_MS = 15_000;

export class FlashStock extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  private alarmAt: number | null | undefined;
  private saleKept = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`
      CREATE TABLE IF NOT EXISTS sale (id INTEGER PRIMARY KEY CHECK (id = 1), facts TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS stock (id INTEGER PRIMARY KEY CHECK (id = 1), remaining INTEGER NOT NULL CHECK (remaining >= 0));
      INSERT OR IGNORE INTO stock (id, remaining) VALUES (1, 0);
      CREATE TABLE IF NOT EXISTS reservations (
        order_no  TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL,
        idem_key  TEXT NOT NULL,
        quantity  INTEGER NOT NULL,
        deadline  INTEGER NOT NULL,
        state     TEXT NOT NULL,
        placed    TEXT,
        failure   INTEGER,
        UNIQUE (member_id, idem_key)
      );
      CREATE INDEX IF NOT EXISTS reservations_held ON reservations(deadline) WHERE state = 'held';
      CREATE INDEX IF NOT EXISTS reservations_member ON reservations(member_id) WHERE state != 'released';
    `);
  }

  private remaining(): number {
    return this.sql.exec<{ remaining: number }>('SELECT remaining FROM stock').one().remaining;
  }

  private addRemaining(units: number): void {
    this.sql.exec('UPDATE stock SET remaining = remaining + ?', units);
  }

  private sale(): FlashSale | null {
    const row = this.sql.exec<{ facts: string }>('SELECT facts FROM sale').toArray()[0];
    return row ? (JSON.parse(row.facts) as FlashSale) : null;
  }

  private repeat(memberId: number, key: string): ReserveAnswer | null {
    const row = this.sql
      .exec<{ order_no: string; placed: string | null; failure: number | null }>(
        'SELECT order_no, placed, failure FROM reservations WHERE member_id = ? AND idem_key = ?',
        memberId,
        key,
      )
      .toArray()[0];
    if (!row) return null;
    return {
      kind: 'repeat',
      orderNo: row.order_no,
      placed: row.placed ? (JSON.parse(row.placed) as OrderPlaced) : null,
      failure: row.failure as ErrorCode | null,
    };
  }

  private heldBy(memberId: number): number {
    return this.sql
      .exec<{ n: number }>("SELECT coalesce(sum(quantity), 0) AS n FROM reservations WHERE member_id = ? AND state != 'released'", memberId)
      .one().n;
  }

  private pool() {
    const sale = this.sale();
    if (!sale) throw new Error('flash shard without a sale');
    return poolOf(this.env, sale);
  }

  /** Reserves `quantity` units for an order, or says why not: the same key again, the member's limit, sold out. */
  async reserve(r: ReserveRequest): Promise<ReserveAnswer> {
    if (!this.saleKept) {
      this.sql.exec('INSERT OR IGNORE INTO sale (id, facts) VALUES (1, ?)', JSON.stringify(r.sale));
      this.saleKept = true;
    }
    const check = (): ReserveAnswer | null =>
      this.repeat(r.memberId, r.idempotencyKey) ??
      (this.heldBy(r.memberId) + r.quantity > r.sale.perMemberLimit ? { kind: 'limit' } : null);
    const refused = check();
    if (refused) return refused;
    let everywhere = false;
    if (this.remaining() < r.quantity) {
      const lease = await this.pool().lease(r.sale, r.quantity - this.remaining(), r.shard);
      this.addRemaining(lease.units);
      everywhere = lease.everywhere;
      // Other attempts ran while the lease was on its way: ask again.
      const refusedNow = check();
      if (refusedNow) return refusedNow;
    }
    if (this.remaining() < r.quantity) return { kind: 'sold_out', everywhere };
    this.sql.exec(
      `INSERT INTO reservations (order_no, member_id, idem_key, quantity, deadline, state, placed)
       VALUES (?, ?, ?, ?, ?, 'held', ?)`,
      r.orderNo,
      r.memberId,
      r.idempotencyKey,
      r.quantity,
      r.deadline,
      r.placed ? JSON.stringify(r.placed) : null,
    );
    this.addRemaining(-r.quantity);
    await this.alarmBy(r.deadline);
    return { kind: 'reserved' };
  }

  /**
   * Releases an order's reservation: it will not be placed (a later line was refused, the queue was not reached, the
   * intake could not write it: `failure` is what the shopper is told then).
   */
  async release(orderNo: string, failure: ErrorCode | null): Promise<void> {
    const row = this.sql
      .exec<{ quantity: number; state: ReservationState }>('SELECT quantity, state FROM reservations WHERE order_no = ?', orderNo)
      .toArray()[0];
    if (row?.state !== 'held') return;
    this.sql.exec("UPDATE reservations SET state = 'released', failure = ? WHERE order_no = ?", failure, orderNo);
    this.addRemaining(row.quantity);
    await this.returnToPool();
  }

  /** The primary reservation of an order, for order/intake: the answer it keeps and whether the intake failed. */
  intake(memberId: number, orderNo: string): IntakeState | null {
    const row = this.sql
      .exec<{ placed: string | null; failure: number | null }>(
        'SELECT placed, failure FROM reservations WHERE order_no = ? AND member_id = ?',
        orderNo,
        memberId,
      )
      .toArray()[0];
    if (!row?.placed) return null;
    return { placed: JSON.parse(row.placed) as OrderPlaced, failure: row.failure as ErrorCode | null };
  }

  /** Gives every unit this shard holds to the pool, which asks when another shard runs dry. */
  surrender(): number {
    const units = this.remaining();
    this.addRemaining(-units);
    return units;
  }

  /** Units held here, and reserved by orders not yet paid or released: what the load simulation adds up. */
  counts(): { remaining: number; held: number; paid: number } {
    const by = (state: ReservationState) =>
      this.sql.exec<{ n: number }>('SELECT coalesce(sum(quantity), 0) AS n FROM reservations WHERE state = ?', state).one().n;
    return { remaining: this.remaining(), held: by('held'), paid: by('paid') };
  }

  /** Development aid (POST /dev/jobs expire_unpaid): every held reservation's deadline is now. */
  async expireAll(now: number): Promise<number> {
    const { rowsWritten } = this.sql.exec("UPDATE reservations SET deadline = ? WHERE state = 'held'", now);
    if (rowsWritten > 0) await this.alarmBy(now, true);
    return rowsWritten;
  }

  private async returnToPool(): Promise<void> {
    const units = this.surrender();
    if (units === 0) return;
    try {
      await this.pool().giveBack(units);
    } catch (err) {
      // Kept here instead: still counted, and still sold to this shard's members or reclaimed by the pool.
      this.addRemaining(units);
      console.error(JSON.stringify({ event: 'flash units not returned', units, error: String(err) }));
    }
  }

  private async alarmBy(at: number, force = false): Promise<void> {
    if (this.alarmAt === undefined) this.alarmAt = await this.ctx.storage.getAlarm();
    if (!force && this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    await this.ctx.storage.setAlarm(at);
  }

  /**
   * At the payment deadline: the unpaid orders are closed in D1 (which gives their stock back there), and the units
   * of every order D1 says is closed come back here and to the pool; a paid order's stay sold. An order still in the
   * queue is looked at again shortly.
   */
  override async alarm(): Promise<void> {
    this.alarmAt = null;
    const sale = this.sale();
    const now = Date.now();
    const due = this.sql
      .exec<{ order_no: string; quantity: number }>(
        "SELECT order_no, quantity FROM reservations WHERE state = 'held' AND deadline <= ? ORDER BY deadline LIMIT ?",
        now,
        SETTLE_AT_ONCE,
      )
      .toArray();
    let waiting = false;
    if (sale && due.length > 0) {
      const db = dbFor(this.env, sale.country);
      const statusOf = new Map<string, string>();
      for (let i = 0; i < due.length; i += 90) {
        const numbers = due.slice(i, i + 90).map((d) => d.order_no);
        await closeOverdueByNumber(db, numbers, now);
        const rows = await db
          .select({ orderNo: orders.orderNo, status: orders.status })
          .from(orders)
          .where(inList(orders.orderNo, numbers));
        for (const row of rows) statusOf.set(row.orderNo, row.status);
      }
      for (const { order_no, quantity } of due) {
        const status = statusOf.get(order_no);
        if (status === undefined || status === ORDER_STATUS.pendingPayment) {
          // Still in the queue, or not closed this time: looked at again shortly, never in a tight loop.
          waiting = true;
        } else if (status === ORDER_STATUS.closed) {
          this.sql.exec("UPDATE reservations SET state = 'released' WHERE order_no = ?", order_no);
          this.addRemaining(quantity);
        } else {
          this.sql.exec("UPDATE reservations SET state = 'paid' WHERE order_no = ?", order_no);
        }
      }
      await this.returnToPool();
    }
    const next = this.sql
      .exec<{ at: number | null }>("SELECT min(deadline) AS at FROM reservations WHERE state = 'held' AND deadline > ?", now)
      .one().at;
    const candidates = [next, waiting ? now + RETRY_MS : null, due.length === SETTLE_AT_ONCE ? now : null].filter((t) => t !== null);
    if (candidates.length > 0) await this.alarmBy(Math.min(...candidates), true);
  }
}
