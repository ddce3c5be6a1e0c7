/**
 * The desktop header's search dropdown (spec §2). The box itself is server markup (SearchForm.astro, inside the header
 * that is rendered once per isolate), so this island renders nothing on the server, hydrates when the box is first
 * focused (client:interaction, woken by SEARCH_DROPDOWN_WAKE_EVENT), and draws the dropdown under the box.
 * It opens when the box is pressed, typed in, or given Arrow Down, not when Tab merely passes through the header (its
 * links would then be a score of tab stops before the page's content); once open, Tab or Arrow Down goes into it.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { submitSearch } from '../../stores/search';
import { island } from '../locale';
import SearchPanel from './SearchPanel';

interface Box {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The box's wrapper: the dropdown follows the form in it, so Tab moves from the box into the dropdown. */
  wrap: HTMLElement;
}

function findBox(): Box | null {
  const form = document.querySelector<HTMLFormElement>('form[data-header-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name="keyword"]');
  const wrap = form?.parentElement;
  return form && input && wrap ? { form, input, wrap } : null;
}

function Dropdown({ box: { input, wrap } }: { box: Box }) {
  const [text, setText] = useState(input.value);
  // Focused before the island ran: open if the box was pressed (search-form.ts marks it) or typed in.
  const [open, setOpen] = useState(() => document.activeElement === input && (input.value !== '' || 'pressed' in input.dataset));

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
  useEffect(() => setBox(findBox()), []);
  return box ? <Dropdown box={box} /> : null;
}

export default island(HeaderSearch);
