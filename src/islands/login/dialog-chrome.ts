/**
 * The desktop modal's head is server markup around the flow (components/LoginDialog.astro), shown before the flow has
 * hydrated: the flow writes the step's title into it, hides its close button on the last step and puts its back button
 * in the place kept for it.
 */
import { useLayoutEffect } from 'react';

export interface DialogChrome {
  title: HTMLElement;
  close: HTMLElement;
  back: HTMLElement;
}

/** Writes the step's title into the modal's head and hides its close button on the last step. */
export function useDialogChrome(chrome: DialogChrome | undefined, title: string, lastStep: boolean): void {
  // Before paint, so the dialog never shows one step's views under another's title.
  useLayoutEffect(() => {
    if (!chrome) return;
    chrome.title.textContent = title;
    chrome.close.hidden = lastStep;
  }, [chrome, title, lastStep]);
  // The next opening starts on a step with a close button, before the flow has rendered again.
  useLayoutEffect(
    () => () => {
      if (chrome) chrome.close.hidden = false;
    },
    [chrome],
  );
}
