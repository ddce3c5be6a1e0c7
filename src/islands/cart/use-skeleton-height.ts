/**
 * The cart's frame keeps the skeleton's height once the skeleton is gone: an empty cart, a guest's card (a session that
 * had ended after the page was asked for) or a single line is shorter, and the footer below would jump up (a layout
 * shift). A floor set before the browser paints the swap; the cart may grow past it.
 */
import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

function keepSkeletonHeight(frame: HTMLDivElement | null, height: { current: number }): void {
  if (!frame) return;
  if (frame.querySelector('[data-cart-skeleton]')) height.current = frame.getBoundingClientRect().height;
  else if (height.current && !frame.style.minHeight) frame.style.minHeight = `${height.current}px`;
}

/** The frame's ref, and what to call after each commit of its content, before the browser paints it. */
export function useSkeletonHeight(): { frame: RefObject<HTMLDivElement | null>; keep: () => void } {
  const frame = useRef<HTMLDivElement>(null);
  const skeletonHeight = useRef(0);
  const keep = useCallback(() => keepSkeletonHeight(frame.current, skeletonHeight), []);
  // Also here: at the first commit the content's effect runs before the frame's ref is set.
  useLayoutEffect(keep, [keep]);
  return { frame, keep };
}
