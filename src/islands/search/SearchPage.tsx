/** The mobile search screen (spec §2, /search): a search box, then history and rankings, or suggestions while typing. */
import { useEffect, useRef, useState } from 'react';
import { tr } from '../../stores/i18n';
import { recommendedKeywords, rotateKeywords, submitSearch } from '../../stores/search';
import SearchPanel from './SearchPanel';

export default function SearchPage({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const [placeholder, setPlaceholder] = useState('');
  const shown = useRef<() => string>(() => '');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    let rotation: ReturnType<typeof rotateKeywords> | null = null;
    void recommendedKeywords().then((keywords) => {
      rotation = rotateKeywords(keywords, setPlaceholder);
      shown.current = rotation.current;
      // The box has focus here, so the keyword stays put (spec §2: rotation pauses while focused).
      rotation.pause();
    });
    return () => rotation?.pause();
  }, []);

  return (
    <div className="search-page">
      <form
        className="search-page-form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const keyword = text.trim() || shown.current();
          if (keyword) submitSearch(keyword);
        }}
      >
        <label className="sr-only" htmlFor="search-page-input">
          {tr('header.searchLabel')}
        </label>
        <input
          ref={input}
          id="search-page-input"
          type="search"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          placeholder={placeholder || tr('header.searchPlaceholder')}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit">{tr('header.searchButton')}</button>
      </form>
      <SearchPanel
        text={text}
        variant="page"
        onPick={(keyword) => {
          setText(keyword);
          submitSearch(keyword);
        }}
      />
    </div>
  );
}
