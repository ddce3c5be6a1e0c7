/** Small hooks the login views share. */
import { useEffect, useState } from 'react';
import { CODE_RESEND_SECONDS, DESKTOP_BREAKPOINT_PX } from '../../shared/constants';

const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

/** True at desktop width (spec §9 breakpoint), following resizes. */
export function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => matchMedia(DESKTOP_QUERY).matches);
  useEffect(() => {
    const query = matchMedia(DESKTOP_QUERY);
    const update = () => setDesktop(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return desktop;
}

/** The 60 s resend countdown (spec §9): seconds left, and start(). */
export function useCountdown(seconds = CODE_RESEND_SECONDS): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(seconds)];
}
