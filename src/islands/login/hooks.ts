/** Small hooks the login views share. */
import { useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA_QUERY } from '../../shared/constants';

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
