/**
 * What a shopper types into an island's server-rendered form before its script has run is in the DOM only: React's
 * state starts empty and, at its next render, writes that empty value back over it. The island's root captures such
 * input during its first render in the browser (before React has touched the DOM) and replays it after hydration
 * through the events typing fires, so the island's own handlers take it (digits spread over the code boxes, rules
 * checked, buttons enabled).
 */
export interface EarlyInput {
  el: HTMLInputElement | HTMLTextAreaElement;
  value: string;
  checked: boolean;
}

const isBox = (el: Element): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** Fields under the island's root element that differ from what the server rendered. */
export function captureEarlyInput(rootId: string): EarlyInput[] {
  if (typeof document === 'undefined') return [];
  const fields = document.getElementById(rootId)?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? [];
  return [...fields]
    .filter((el) => (isBox(el) ? el.checked !== el.defaultChecked : el.value !== el.defaultValue))
    .map((el) => ({ el, value: el.value, checked: isBox(el) && el.checked }));
}

/**
 * React notices a change by comparing the field with the value it last saw (its tracker, updated by the element's own
 * `value`/`checked` setters). So each field is first set, through those setters, to something else, then given the
 * shopper's value through the prototype's setter or a click, which leave the tracker behind, and the event follows.
 */
export function replayEarlyInput(captured: readonly EarlyInput[]): void {
  for (const { el, value, checked } of captured) {
    if (!el.isConnected) continue;
    if (isBox(el)) {
      if (el.type === 'radio' && !checked) continue;
      el.checked = !checked;
      el.click();
      continue;
    }
    el.value = value === '' ? ' ' : '';
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
