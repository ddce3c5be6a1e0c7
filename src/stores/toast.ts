import { atom } from 'nanostores';

export interface Toast {
  id: number;
  text: string;
  /** null keeps it until cleared (e.g. 'logging in'). */
  durationMs: number | null;
}

export const $toast = atom<Toast | null>(null);
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(text: string, durationMs: number | null = 2500): number {
  const id = ++seq;
  clearTimeout(timer);
  $toast.set({ id, text, durationMs });
  if (durationMs !== null) timer = setTimeout(() => clearToast(id), durationMs);
  return id;
}

export function clearToast(id?: number): void {
  if (id === undefined || $toast.get()?.id === id) $toast.set(null);
}

const FLASH_KEY = 'flash';

/** A toast for the next page: the message survives a navigation the action ends with (a new login route). */
export function flashToast(text: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, text);
  } catch {
    showToast(text);
  }
}

/** Shows the toast a previous page left (start-up calls it on every page). */
export function showPendingFlash(): void {
  try {
    const text = sessionStorage.getItem(FLASH_KEY);
    if (!text) return;
    sessionStorage.removeItem(FLASH_KEY);
    showToast(text);
  } catch {
    // no session storage: nothing was left
  }
}
