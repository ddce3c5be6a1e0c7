// The load simulation's arithmetic, apart from the network: when each attempt leaves, and what the answers add up to.

/** The q-th percentile (0–100) of `values`, by nearest rank; null without values. */
export function percentile(values, q) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))];
}

/**
 * An open-loop schedule: `rate` first attempts a second for `seconds`, each by a buyer not used before (round robin
 * past the last), and a share `duplicates` of them sent again with the same key `repeatAfterMs` later (a double tap).
 * @returns {{ at: number; buyer: number; key: number; repeat: boolean }[]} in the order they leave
 */
export function schedule({ rate, seconds, buyers, duplicates, repeatAfterMs = 50, random = Math.random }) {
  const attempts = [];
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i++) {
    const at = (i * 1000) / rate;
    attempts.push({ at, buyer: i % buyers, key: i, repeat: false });
    if (random() < duplicates) attempts.push({ at: at + repeatAfterMs, buyer: i % buyers, key: i, repeat: true });
  }
  return attempts.sort((a, b) => a.at - b.at);
}

/**
 * What the answers say: accepted keys and their orders, refusals by code, 5xx, keys answered with two different
 * orders, and answer times of accepted and refused attempts.
 * @param {{ key: number; status: number; code: number | null; orderNo: string | null; ms: number }[]} answers
 */
export function tally(answers) {
  const orderOf = new Map();
  const duplicateKeys = new Set();
  const refusedByCode = {};
  const acceptedMs = [];
  const refusedMs = [];
  let serverErrors = 0;
  for (const a of answers) {
    if (a.status >= 500) serverErrors++;
    if (a.code === 0 && a.orderNo) {
      acceptedMs.push(a.ms);
      const before = orderOf.get(a.key);
      if (before !== undefined && before !== a.orderNo) duplicateKeys.add(a.key);
      orderOf.set(a.key, a.orderNo);
    } else {
      refusedMs.push(a.ms);
      const code = String(a.code ?? `http ${a.status}`);
      refusedByCode[code] = (refusedByCode[code] ?? 0) + 1;
    }
  }
  return {
    attempts: answers.length,
    accepted: orderOf.size,
    acceptedAnswers: acceptedMs.length,
    refused: refusedMs.length,
    refusedByCode,
    serverErrors,
    duplicateOrders: duplicateKeys.size,
    orderOf,
    acceptedP50: percentile(acceptedMs, 50),
    acceptedP99: percentile(acceptedMs, 99),
    refusedP50: percentile(refusedMs, 50),
    refusedP99: percentile(refusedMs, 99),
  };
}
