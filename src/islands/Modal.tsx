/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind inert and keeps focus inside. Clicks on
 * the backdrop never close it; Escape does only when `onEscape` is given.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface Props {
  labelledBy: string;
  describedBy?: string;
  onEscape?: () => void;
  className?: string;
  children: ReactNode;
}

export default function Modal({ labelledBy, describedBy, onEscape, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect opens the dialog in the commit that renders it: with a passive effect there is a moment when its
  // content is in the document but the dialog is still closed (seen in a test that found the text before the dialog).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onEscape?.();
      }}
    >
      {children}
    </dialog>
  );
}
