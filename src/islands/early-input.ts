/**
 * What a shopper types into an island's server-rendered form before its script has run is in the DOM only: React's
 * state starts empty and, at its next render, writes that empty value back over it. Hydration itself leaves the DOM
 * as it is, so right after it the island's root hands every field that differs from what the server rendered to
 * React again, through the events typing fires: the island's own handlers take it (digits spread over the code boxes,
 * rules checked, buttons enabled).
 */
const isBox = (el: Element): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/**
 * React notices a change by comparing the field with the value it last saw (its tracker, updated by the element's own
 * `value`/`checked` setters). So each field is first set, through those setters, to something else, then given the
 * shopper's value through the prototype's setter or a click, which leave the tracker behind, and the event follows.
 */
export function replayEarlyInput(root: HTMLElement | null): void {
  for (const el of root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? []) {
    if (isBox(el)) {
      const checked = el.checked;
      if (checked === el.defaultChecked || (el.type === 'radio' && !checked)) continue;
      el.checked = !checked;
      el.click();
      continue;
    }
    const value = el.value;
    if (value === el.defaultValue) continue;
    el.value = value === '' ? ' ' : '';
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
