// `npm run load`: the peak-day simulation (issue 27) against the built worker under `wrangler dev`, on its own fresh
// local state. A hot run (one SKU, 5,000 units, 20,000 signed-in buyers, an open-loop burst of order attempts for 60 s
// with ~10% repeated submits, ~5% of the orders never paid) and a mixed run (100 SKUs × 500 units, 5,000 buyers, with
// ordinary checkout racing for the last unit of an ordinary SKU meanwhile). Prints the figures and writes them to
// docs/scaling.md. `--rate N` changes the attempts a second (default 100), `--seconds N` the burst.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuild } from '../bench/build.mjs';
import { setupDatabases } from '../db-setup.mjs';
import { startBuiltWorker } from '../serve-built.mjs';
import { schedule, tally } from './figures.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    port: { type: 'string', default: '8797' },
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const BASE = `http://127.0.0.1:${args.port}`;
const PERSIST = '.wrangler/load-state';
const COUNTRY = 'ID';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function dev(path, body) {
  const res = await fetch(`${BASE}/dev${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`/dev${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** One API call as a shopper's browser makes it; answers its status, envelope code, data and time. */
async function api(path, token, body) {
  const started = performance.now();
  const res = await fetch(`${BASE}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Locale': COUNTRY, Language: 'en', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let envelope = null;
  try {
    envelope = JSON.parse(text);
  } catch {}
  return { status: res.status, code: envelope?.code ?? null, data: envelope?.data ?? null, ms };
}

const selection = (skuNo) => ({ items: [{ sku_no: skuNo, quantity: 1 }], buy_type: 2, use_coins: false });

async function expectedTotal(token, skuNo) {
  const preview = await api('/order/confirm', token, selection(skuNo));
  if (preview.code !== 0) throw new Error(`confirm ${skuNo}: ${JSON.stringify(preview)}`);
  return preview.data.amounts.total;
}

/** Requests in flight at most: past it an attempt waits its turn in the generator (a socket each, under the file limit). */
const IN_FLIGHT = 200;

/**
 * Sends the attempts on their schedule whatever the answers (open loop); answers every attempt's outcome, its time
 * counted from when it was due to leave, so waiting behind a slow server counts as the shopper would feel it.
 */
async function burst(attempts, attemptOf) {
  const started = performance.now();
  let inFlight = 0;
  const waiting = [];
  const slot = () => {
    if (inFlight >= IN_FLIGHT) return new Promise((r) => waiting.push(r));
    inFlight++;
    return Promise.resolve();
  };
  const free = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  };
  const pending = [];
  for (const a of attempts) {
    const wait = a.at - (performance.now() - started);
    if (wait > 1) await sleep(wait);
    pending.push(
      slot().then(async () => {
        try {
          const r = await attemptOf(a);
          const ms = performance.now() - started - a.at;
          return { key: a.key, buyer: a.buyer, status: r.status, code: r.code, orderNo: r.data?.order_no ?? null, ms, sku: a.sku };
        } finally {
          free();
        }
      }),
    );
  }
  const answers = await Promise.all(pending);
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** Polls `check` until it answers true or `limitMs` passes; answers the time it took, or null. */
async function until(check, limitMs) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await sleep(250);
  }
  return null;
}

const saleState = (saleId) => dev(`/flash/${saleId}?country=${COUNTRY}`);
const unitsIn = (orders, statuses) => statuses.reduce((sum, s) => sum + (orders[s]?.units ?? 0), 0);
const LIVE = ['unpaid', 'to_ship', 'shipped', 'completed'];

async function pay(orders, concurrency = 16) {
  let next = 0;
  const codes = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < orders.length) {
        const { token, orderNo } = orders[next++];
        codes.push((await api('/payment/pay', token, { order_no: orderNo, method: 'cod' })).code);
      }
    }),
  );
  return codes.filter((c) => c === 0).length;
}

async function hotRun() {
  const units = 5000;
  const [skuNo] = await dev(`/flash/skus?country=${COUNTRY}&n=1`);
  const sale = await dev('/flash', { country: COUNTRY, sku_no: skuNo, units, per_member_limit: 1, shards: 8, buyers: 20_000 });
  const total = await expectedTotal(sale.tokens[0], skuNo);
  const attempts = schedule({ rate: RATE, seconds: SECONDS, buyers: sale.tokens.length, duplicates: 0.1 });
  const keyOf = (k) => `load-hot-${k}-${sale.sale_id}`;
  const { answers, seconds } = await burst(attempts, (a) =>
    api('/order/create', sale.tokens[a.buyer], { ...selection(skuNo), expected_total: total, note: '', idempotency_key: keyOf(a.key) }),
  );
  const t = tally(answers);
  const drainMs = await until(async () => {
    const s = await saleState(sale.sale_id);
    return (s.d1.orders.unpaid?.orders ?? 0) === t.accepted;
  }, 300_000);
  const drained = await saleState(sale.sale_id);
  const tokenOfKey = new Map(answers.map((a) => [a.key, sale.tokens[a.buyer]]));
  const acceptedOrders = [...t.orderOf].map(([key, orderNo]) => ({ token: tokenOfKey.get(key), orderNo }));
  const unpaid = acceptedOrders.filter((_, i) => i % 20 === 0);
  const paid = await pay(acceptedOrders.filter((_, i) => i % 20 !== 0));
  const soldAfterPay = await saleState(sale.sale_id);
  await dev('/jobs', { country: COUNTRY, expire_unpaid: true });
  const releaseMs = await until(async () => {
    const s = await saleState(sale.sale_id);
    return s.objects.remaining === units - paid && s.d1.stock === units - paid;
  }, 120_000);
  const released = await saleState(sale.sale_id);
  return {
    seconds,
    skuNo,
    units,
    buyers: sale.tokens.length,
    t,
    drainMs,
    drained,
    unpaidCount: unpaid.length,
    paid,
    soldAfterPay,
    releaseMs,
    released,
  };
}

async function mixedRun() {
  const skuNos = await dev(`/flash/skus?country=${COUNTRY}&n=101`);
  const ordinary = skuNos.pop();
  const sales = [];
  for (const skuNo of skuNos) {
    sales.push({
      skuNo,
      ...(await dev('/flash', { country: COUNTRY, sku_no: skuNo, units: 500, per_member_limit: 1, shards: 4, buyers: 50 })),
    });
  }
  const tokens = sales.flatMap((s) => s.tokens);
  const totals = new Map();
  for (const s of sales) totals.set(s.skuNo, await expectedTotal(s.tokens[0], s.skuNo));
  const attempts = schedule({ rate: RATE, seconds: SECONDS, buyers: tokens.length, duplicates: 0.1 }).map((a) => ({
    ...a,
    sku: sales[a.key % sales.length].skuNo,
  }));
  // Ordinary checkout meanwhile: 80 new buyers race for the last unit of a SKU on no sale, halfway through the burst.
  await dev('/stock', { country: COUNTRY, sku_no: ordinary, stock: 1 });
  const racers = (await dev('/flash', { country: COUNTRY, buyers: 80 })).tokens;
  const ordinaryTotal = await expectedTotal(racers[0], ordinary);
  const race = sleep((SECONDS * 1000) / 2).then(() =>
    Promise.all(
      racers.map((token, i) =>
        api('/order/create', token, {
          ...selection(ordinary),
          expected_total: ordinaryTotal,
          note: '',
          idempotency_key: `load-race-${i}-${Date.now()}`,
        }),
      ),
    ),
  );
  // A buyer's second order has no first-order free shipping: told the total changed (1103014), they confirm again and
  // place the order at the new total, as the confirmation page has them do.
  const { answers, seconds } = await burst(attempts, async (a) => {
    const order = (total) =>
      api('/order/create', tokens[a.buyer], {
        ...selection(a.sku),
        expected_total: total,
        note: '',
        idempotency_key: `load-mixed-${a.key}`,
      });
    const first = await order(totals.get(a.sku));
    if (first.code !== 1103014) return first;
    const again = await order(await expectedTotal(tokens[a.buyer], a.sku));
    return again;
  });
  const raced = await race;
  const t = tally(answers);
  const acceptedBySku = new Map();
  for (const a of answers) if (a.code === 0) acceptedBySku.set(a.sku, new Set([...(acceptedBySku.get(a.sku) ?? []), a.orderNo]));
  const drainMs = await until(async () => {
    for (const s of sales.slice(0, 10)) {
      const state = await saleState(s.sale_id);
      if ((state.d1.orders.unpaid?.orders ?? 0) !== (acceptedBySku.get(s.skuNo)?.size ?? 0)) return false;
    }
    return true;
  }, 300_000);
  let mismatched = 0;
  let oversold = 0;
  let overLimit = 0;
  for (const s of sales) {
    const state = await saleState(s.sale_id);
    if (state.objects.remaining !== state.d1.stock) mismatched++;
    if (unitsIn(state.d1.orders, LIVE) > 500) oversold++;
    overLimit += state.members_over_limit;
  }
  return {
    seconds,
    t,
    drainMs,
    mismatched,
    oversold,
    overLimit,
    race: {
      placed: raced.filter((r) => r.code === 0).length,
      refused: raced.filter((r) => r.code === 1103012).length,
      other: raced.filter((r) => r.code !== 0 && r.code !== 1103012).map((r) => r.code),
    },
  };
}

const codes = (t) =>
  Object.entries(t.refusedByCode)
    .map(([c, n]) => `${c}: ${n}`)
    .join(', ');
const ms = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
const s = (v) => (v === null ? 'did not finish' : `${(v / 1000).toFixed(1)} s`);

function report(hot, mixed) {
  const soldUnits = unitsIn(hot.drained.d1.orders, LIVE);
  const lines = [
    `Run of ${new Date().toISOString().slice(0, 10)}, \`npm run load\` (${RATE} attempts/s open loop for ${SECONDS} s, built worker under \`wrangler dev\`, 2-core machine).`,
    '',
    '**Hot run:** one SKU, 5,000 units, 8 shards, limit 1 a member, 20,000 signed-in buyers, ~10% repeated submits, 5% of the orders never paid.',
    '',
    '| Figure | Measured | Must be |',
    '|---|---|---|',
    `| Attempts sent (first + repeats) | ${hot.t.attempts}, all answered in ${hot.seconds.toFixed(0)} s (${(hot.t.attempts / hot.seconds).toFixed(0)} a second) | |`,
    `| Accepted orders | ${hot.t.accepted} | ≤ 5,000 |`,
    `| Refused attempts, by code | ${hot.t.refused} (${Object.entries(hot.t.refusedByCode)
      .map(([c, n]) => `${c}: ${n}`)
      .join(', ')}) | |`,
    `| Oversold units (D1 orders' units − 5,000) | ${Math.max(0, soldUnits - hot.units)} | 0 |`,
    `| Members over their limit | ${hot.drained.members_over_limit} | 0 |`,
    `| Duplicate orders per idempotency key | ${hot.t.duplicateOrders} | 0 |`,
    `| 5xx answers | ${hot.t.serverErrors} | 0 |`,
    `| Answer time, accepted: p50 / p99 | ${ms(hot.t.acceptedP50)} / ${ms(hot.t.acceptedP99)} | |`,
    `| Answer time, refused: p50 / p99 | ${ms(hot.t.refusedP50)} / ${ms(hot.t.refusedP99)} | |`,
    `| Queue drain (end of burst → every accepted order in D1) | ${s(hot.drainMs)} | |`,
    `| D1 stock = objects' count after the drain | ${hot.drained.d1.stock} = ${hot.drained.objects.remaining} | equal |`,
    `| Paid by cash on delivery / never paid | ${hot.paid} / ${hot.unpaidCount} | |`,
    `| Unpaid units back after their deadline (D1 and objects) | ${s(hot.releaseMs)} | ≤ 60 s |`,
    `| D1 stock = objects' count after the release | ${hot.released.d1.stock} = ${hot.released.objects.remaining} | equal, 5,000 − paid |`,
    '',
    '**Mixed run:** 100 SKUs × 500 units (4 shards each), limit 1 a member, 5,000 buyers (so a buyer coming back for the same SKU is refused, 1103056), the same burst spread over the SKUs; halfway, 80 new buyers race for the last unit of a SKU on no sale through ordinary checkout.',
    '',
    '| Figure | Measured | Must be |',
    '|---|---|---|',
    `| Attempts, all answered in ${mixed.seconds.toFixed(0)} s / accepted / refused, by code | ${mixed.t.attempts} / ${mixed.t.accepted} / ${mixed.t.refused} (${codes(mixed.t)}) | |`,
    `| SKUs oversold / members over their limit / duplicate orders | ${mixed.oversold} / ${mixed.overLimit} / ${mixed.t.duplicateOrders} | 0 / 0 / 0 |`,
    `| 5xx answers | ${mixed.t.serverErrors} | 0 |`,
    `| Answer time, accepted: p50 / p99 | ${ms(mixed.t.acceptedP50)} / ${ms(mixed.t.acceptedP99)} | |`,
    `| Queue drain | ${s(mixed.drainMs)} | |`,
    `| SKUs whose D1 stock ≠ objects' count after the drain | ${mixed.mismatched} | 0 |`,
    `| Ordinary race for the last unit: placed / refused (1103012) / other | ${mixed.race.placed} / ${mixed.race.refused} / ${mixed.race.other.length}${mixed.race.other.length ? ` (${[...new Set(mixed.race.other)].join(', ')})` : ''} | 1 / 79 / 0 |`,
  ];
  return lines.join('\n');
}

const START = '<!-- load:start -->';
const END = '<!-- load:end -->';

function writeReport(text) {
  const path = `${root}docs/scaling.md`;
  const doc = readFileSync(path, 'utf8');
  const block = `${START}\n${text}\n${END}`;
  const next = doc.includes(START)
    ? doc.replace(new RegExp(`${START}[\\s\\S]*${END}`), block)
    : `${doc.trimEnd()}\n\n## Load simulation\n\n${block}\n`;
  writeFileSync(path, next);
}

ensureBuild(root);
await setupDatabases({ persistTo: PERSIST, fresh: true });
const worker = startBuiltWorker({ host: '127.0.0.1', port: args.port, persistTo: PERSIST, quiet: true }, { detached: true });
const stop = () => {
  try {
    process.kill(-worker.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stop);
try {
  if (
    (await until(
      () =>
        fetch(`${BASE}/dev/flash/skus?n=1`).then(
          (r) => r.ok,
          () => false,
        ),
      120_000,
    )) === null
  )
    throw new Error('worker did not start');
  console.log(`hot run: ${RATE}/s for ${SECONDS} s …`);
  const hot = await hotRun();
  console.log('mixed run …');
  const mixed = await mixedRun();
  const text = report(hot, mixed);
  console.log(text);
  writeReport(text);
} finally {
  stop();
}
