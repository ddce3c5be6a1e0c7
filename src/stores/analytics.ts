/**
 * Analytics events go to `window.dataLayer`, the queue tag managers read; with no tag manager on the page they stay
 * there and nothing leaves the browser.
 */
type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export function track(event: string, params: Record<string, unknown> = {}): void {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push({ event, ...params });
}
