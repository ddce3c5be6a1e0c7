/**
 * The page's language and country inside islands. Islands render on the server as well as in the browser, and both
 * must produce the same markup, so neither may guess: the page passes its `locale` to the island's root (island()),
 * and useT() reads that language's strings (the server's dictionary there, the page's JSON in the browser).
 */
import { createContext, useContext, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { DEFAULT_COUNTRY, type CountryCode } from '../shared/countries';
import { DEFAULT_LANG, type Lang } from '../shared/lang';
import { translate, type MessageKey, type ParamsOf } from '../shared/messages';
import { messagesOf } from '../stores/i18n';
import { replayEarlyInput } from './early-input';
import { IslandBoundary } from './island-boundary';

export interface PageLocale {
  lang: Lang;
  country: CountryCode;
}

const LocaleContext = createContext<PageLocale>({ lang: DEFAULT_LANG, country: DEFAULT_COUNTRY });

export type Translate = <K extends MessageKey>(key: K, ...params: ParamsOf<K>) => string;

export function useLocale(): PageLocale {
  return useContext(LocaleContext);
}

export function useT(): Translate {
  const { lang } = useLocale();
  return useMemo(() => {
    const messages = messagesOf(lang);
    return (key, ...params) => translate(lang, messages, key, ...params);
  }, [lang]);
}

/** The symbol Astro reads a component's renderer from (astro/runtime/server/render/common.js). */
const ASTRO_RENDERER = Symbol.for('astro:renderer');

/**
 * An island's root: the component with the page's locale around it, which also keeps what the shopper typed before
 * hydration (early-input.ts). Pages render it as `<X locale={…} />`.
 */
export function island<P extends object>(Component: ComponentType<P>): ComponentType<P & { locale: PageLocale }> {
  const name = Component.displayName ?? Component.name;
  function Island({ locale, ...props }: P & { locale: PageLocale }) {
    const root = useRef<HTMLDivElement>(null);
    useEffect(() => replayEarlyInput(root.current), []);
    const messages = messagesOf(locale.lang);
    return (
      <div ref={root} className="island-root">
        <LocaleContext.Provider value={locale}>
          <IslandBoundary
            name={name}
            title={translate(locale.lang, messages, 'error.page.title')}
            retry={translate(locale.lang, messages, 'error.page.retry')}
          >
            <Component {...(props as P)} />
          </IslandBoundary>
        </LocaleContext.Provider>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  // Astro asks each renderer whether an untagged component is theirs, and @astrojs/react answers by rendering it once
  // on the server: a second React render of every island on every request. The tag names the renderer instead.
  Object.defineProperty(Island, ASTRO_RENDERER, { value: '@astrojs/react' });
  return Island;
}
