/**
 * The desktop header's search dropdown (spec §2). The box itself is server markup (SearchForm.astro, inside the header
 * that is rendered once per isolate), so this island renders nothing on the server, hydrates when the box is first
 * focused (client:interaction, woken by SEARCH_DROPDOWN_WAKE_EVENT), and draws the dropdown under the box, in place of
 * the dropdown's first frame that the server rendered and search-form.ts opens when it is asked for before this runs.
 * It opens when the box is pressed, typed in, or given Arrow Down, not when Tab merely passes through the header (its
 * links would then be a score of tab stops before the page's content); once open, Tab or Arrow Down goes into it.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { SEARCH_DROPDOWN_WAKE_EVENT } from '../../shared/constants';
import { submitSearch } from '../../stores/search';
import { loadRanks } from '../../stores/search-panel';
import { island } from '../locale';
import SearchPanel from './SearchPanel';

interface Box {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The box's wrapper: the dropdown follows the form in it, so Tab moves from the box into the dropdown. */
  wrap: HTMLElement;
}

// Evaluated while the desktop page is idle (src/directives/interaction.ts): the wake asks for the rankings in its own
// task, before the hydration it starts takes the main thread. search-form.ts asks too, for a wake that comes first.
if (typeof document !== 'undefined') document.addEventListener(SEARCH_DROPDOWN_WAKE_EVENT, () => void loadRanks(), { once: true });

function findBox(): Box | null {
  const form = document.querySelector<HTMLFormElement>('form[data-header-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="keyword"]');
  const wrap = form?.parentElement;
  return form && input && wrap ? { form, input, wrap } : null;
}

function Dropdown({ box: { input, wrap } }: { box: Box }) {
  const [text, setText] = useState(input.value);
  // Focused before the island ran: open if the dropdown was asked for (search-form.ts marks it) or the box typed in.
  const [open, setOpen] = useState(() => document.activeElement === input && (input.value !== '' || 'open' in input.dataset));

  // The dropdown's server markup, opened by search-form.ts before this ran, gives way in the frame this one shows.
  useLayoutEffect(() => {
    wrap.querySelector('[data-search-shell]')?.remove();
  }, [wrap]);

  useEffect(() => {
    const onInput = () => {
      setText(input.value);
      setOpen(true);
    };
    const onPress = () => setOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      else if (event.key === 'ArrowDown' && event.target === input) {
        event.preventDefault();
        if (wrap.querySelector('.search-dropdown:not([hidden])'))
          wrap.querySelector<HTMLElement>('.search-dropdown :is(a, button)')?.focus();
        else setOpen(true);
      }
    };
    // Closes when focus leaves the box and its dropdown together (a click inside keeps it open).
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && wrap.contains(event.relatedTarget))) setOpen(false);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('pointerdown', onPress);
    wrap.addEventListener('keydown', onKeyDown);
    wrap.addEventListener('focusout', onFocusOut);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('pointerdown', onPress);
      wrap.removeEventListener('keydown', onKeyDown);
      wrap.removeEventListener('focusout', onFocusOut);
    };
  }, [input, wrap]);

  const pick = (keyword: string) => {
    input.value = keyword;
    submitSearch(keyword);
  };

  return createPortal(
    <div className="search-dropdown" hidden={!open}>
      {open && <SearchPanel text={text} variant="dropdown" onPick={pick} />}
    </div>,
    wrap,
  );
}

function HeaderSearch() {
  // The header's markup is only there in the browser after hydration: look for it then, not during render.
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => setBox(findBox()), []);
  return box ? <Dropdown box={box} /> : null;
}

export default island(HeaderSearch);
