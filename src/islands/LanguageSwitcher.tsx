/**
 * Desktop language switcher (spec §2): a menu button listing the three languages, each named in its own
 * language, the current one checked. Keyboard as in the WAI-ARIA menu button pattern; focus returns to the button.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useUniqueId } from './use-unique-id';
import { LANGS, type Lang } from '../shared/lang';
import { $lang, tr } from '../stores/i18n';
import { chooseLanguage } from '../stores/preferences';
import './islands.css';

const LAST = LANGS.length - 1;

export default function LanguageSwitcher() {
  const current = useStore($lang);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLLIElement | null)[]>([]);
  const menuId = useUniqueId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (lang: Lang) => {
    close();
    if (lang !== current) void chooseLanguage(lang, location.pathname + location.search);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? LANGS.indexOf(current) : LAST);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: active === LAST ? 0 : active + 1,
      ArrowUp: active === 0 ? LAST : active - 1,
      Home: 0,
      End: LAST,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActive(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const lang = LANGS[active];
      if (lang) choose(lang);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const currentName = tr(`lang.name.${current}`);
  return (
    <div className="lang-switch" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lang-switch-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={tr('lang.switcherLabel', { language: currentName })}
        onClick={() => (open ? close() : openAt(LANGS.indexOf(current)))}
        onKeyDown={onButtonKeyDown}
      >
        <svg className="lang-switch-globe" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="8.5" />
          <path d="M3.5 12h17M12 3.5c2.3 2.3 3.5 5.2 3.5 8.5s-1.2 6.2-3.5 8.5c-2.3-2.3-3.5-5.2-3.5-8.5s1.2-6.2 3.5-8.5Z" />
        </svg>
        <span lang={current}>{currentName}</span>
        <svg className="lang-switch-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <ul
        id={menuId}
        role="menu"
        className="lang-switch-menu"
        aria-label={tr('lang.title')}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {LANGS.map((lang, index) => (
          <li
            key={lang}
            ref={(el) => {
              itemRefs.current[index] = el;
            }}
            role="menuitemradio"
            aria-checked={lang === current}
            tabIndex={-1}
            lang={lang}
            className="lang-switch-item"
            onClick={() => choose(lang)}
            onPointerMove={() => setActive(index)}
          >
            <svg className="lang-switch-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </svg>
            {tr(`lang.name.${lang}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
