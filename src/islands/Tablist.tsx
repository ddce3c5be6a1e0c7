/**
 * A tablist (APG tabs, automatic activation): the chosen tab is the one stop in the Tab order; the arrows (wrapping),
 * Home and End choose a tab and move the focus to it (./tab-keys.ts). Every tab controls the one panel.
 */
import { type ReactNode, useRef } from 'react';
import { tabIndexAfterKey } from './tab-keys';

interface Props<T> {
  tabs: readonly T[];
  selected: T;
  /** The tablist's accessible name. */
  label: string;
  className: string;
  tabClassName?: string;
  panelId: string;
  /** Each tab's element id, which the panel is labelled by; also its React key. */
  tabId: (tab: T, index: number) => string;
  onChoose: (tab: T) => void;
  /** A tab's text. */
  children: (tab: T) => ReactNode;
}

export function Tablist<T>({ tabs, selected, label, className, tabClassName, panelId, tabId, onChoose, children }: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tabId(tab, i)}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab, i)}
          className={tabClassName}
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onChoose(tab)}
          onKeyDown={(e) => {
            const next = tabIndexAfterKey(i, tabs.length, e.key);
            if (next === null) return;
            e.preventDefault();
            onChoose(tabs[next]!);
            refs.current[next]?.focus();
          }}
        >
          {children(tab)}
        </button>
      ))}
    </div>
  );
}
