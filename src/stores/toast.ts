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
