/**
 * Persisted client state (spec §3): every persisted slice lives under ONE root key in localStorage.
 * Slices are created empty ("unbootstrapped") and filled by rehydrate(); $bootstrapped lifts after it, or
 * after PERSIST_TIMEOUT_MS at the latest so a broken storage never blocks the page.
 */
import { atom, map, type MapStore } from 'nanostores';
import { PERSIST_TIMEOUT_MS } from '../shared/constants';

export const ROOT_KEY = 'storefront';
export const $bootstrapped = atom(false);

const slices = new Map<string, { store: MapStore<Record<string, unknown>>; initial: Record<string, unknown> }>();
let writing = false;

function readRoot(): Record<string, unknown> {
  try {
    const raw = localStorage.getItem(ROOT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeRoot(): void {
  if (writing || !$bootstrapped.get()) return;
  writing = true;
  queueMicrotask(() => {
    writing = false;
    const root: Record<string, unknown> = {};
    for (const [name, { store }] of slices) root[name] = store.get();
    try {
      localStorage.setItem(ROOT_KEY, JSON.stringify(root));
    } catch {
      // Storage full or disabled (private mode): state still works for this page view.
    }
  });
}

export function persistedSlice<T extends Record<string, unknown>>(name: string, initial: T): MapStore<T> {
  const store = map<T>({ ...initial });
  slices.set(name, { store: store as unknown as MapStore<Record<string, unknown>>, initial });
  store.listen(writeRoot);
  return store;
}

export function rehydrate(): void {
  if ($bootstrapped.get()) return;
  const timer = setTimeout(() => $bootstrapped.set(true), PERSIST_TIMEOUT_MS);
  const root = readRoot();
  for (const [name, { store, initial }] of slices) {
    const saved = root[name];
    if (saved && typeof saved === 'object') store.set({ ...initial, ...(saved as Record<string, unknown>) });
  }
  clearTimeout(timer);
  $bootstrapped.set(true);
}

/** Log out and country change: every persisted slice back to its initial value, storage cleared. */
export function clearPersisted(): void {
  try {
    localStorage.removeItem(ROOT_KEY);
  } catch {
    // Nothing stored to clear.
  }
  for (const { store, initial } of slices.values()) store.set({ ...initial });
}
