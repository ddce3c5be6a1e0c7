/**
 * The desktop header's search dropdown (spec §2): loaded on the box's first focus (SearchForm.astro), so pages pay
 * nothing for it until the shopper starts a search. It follows the server-rendered input instead of rendering its own,
 * so the box works the same before and after.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { submitSearch } from '../../stores/search';
import SearchPanel from './SearchPanel';

/** The panel follows the box in the DOM, so Tab moves from the box into it; Escape or leaving both closes it. */
function HeaderSearch({ form, input }: { form: HTMLFormElement; input: HTMLInputElement }) {
  const [text, setText] = useState(input.value);
  const [open, setOpen] = useState(document.activeElement === input);

  useEffect(() => {
    const onInput = () => {
      setText(input.value);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    // Closes when focus leaves the box and its dropdown together (a click inside keeps it open).
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && form.parentElement?.contains(event.relatedTarget))) setOpen(false);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    form.parentElement?.addEventListener('keydown', onKeyDown);
    form.parentElement?.addEventListener('focusout', onFocusOut);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      form.parentElement?.removeEventListener('keydown', onKeyDown);
      form.parentElement?.removeEventListener('focusout', onFocusOut);
    };
  }, [form, input]);

  const pick = (keyword: string) => {
    input.value = keyword;
    submitSearch(keyword);
  };

  return (
    <div className="search-dropdown" hidden={!open}>
      {open && <SearchPanel text={text} variant="dropdown" onPick={pick} />}
    </div>
  );
}

export function mountHeaderSearch(form: HTMLFormElement, input: HTMLInputElement): void {
  const host = document.createElement('div');
  form.insertAdjacentElement('afterend', host);
  createRoot(host).render(<HeaderSearch form={form} input={input} />);
}
