/** The mobile search screen (spec §2, /search): a search box, then history and rankings, or suggestions while typing. */
import { useEffect, useRef, useState } from 'react';
import { recommendedKeywords, rotateKeywords, submitSearch } from '../../stores/search';
import { localizePath } from '../../shared/lang';
import { island, useLocale, useT } from '../locale';
import SearchPanel from './SearchPanel';

function SearchPage({ initial }: { initial: string }) {
  const t = useT();
  const { lang } = useLocale();
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
      {/* A plain GET form to the results as well: Enter works before the page's script has run. */}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> has no role in browsers before 2023 (Safari 16, older webviews); the header's form is written the same way. */}
      <form
        className="search-page-form"
        role="search"
        action={localizePath('/commodityList', lang)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const keyword = text.trim() || shown.current();
          if (keyword) submitSearch(keyword);
        }}
      >
        <label className="sr-only" htmlFor="search-page-input">
          {t('header.searchLabel')}
        </label>
        <input
          ref={input}
          id="search-page-input"
          name="keyword"
          type="search"
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          placeholder={placeholder || t('header.searchPlaceholder')}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit">{t('header.searchButton')}</button>
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

export default island(SearchPage);
