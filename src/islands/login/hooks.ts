/** Small hooks the login views share. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CODE_RESEND_SECONDS, DESKTOP_MEDIA_QUERY } from '../../shared/constants';

function subscribeDesktop(onChange: () => void): () => void {
  const query = matchMedia(DESKTOP_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True at desktop width (spec §9 breakpoint), following resizes. The server renders the phone layout and hydration
 * starts from it (React's server snapshot); a desktop browser moves to its layout right after.
 */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribeDesktop,
    () => matchMedia(DESKTOP_MEDIA_QUERY).matches,
    () => false,
  );
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
