const INTENT = ['pointerenter', 'pointerdown', 'focus'] as const;

/**
 * Wakes a client:interaction island (src/directives/interaction.ts) from a control outside it, at the first sign of
 * intent — the pointer over it, focus, a touch — so its code is already running when the click comes.
 */
export function wakeOnIntent(control: HTMLElement, wakeEvent: string): void {
  const wake = () => {
    for (const type of INTENT) control.removeEventListener(type, wake);
    document.dispatchEvent(new Event(wakeEvent));
  };
  for (const type of INTENT) control.addEventListener(type, wake, { passive: true });
}
