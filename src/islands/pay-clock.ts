/** The time left to pay an order, by the server's clock (the checkout, the order list and the order detail). */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { serverNow } from '../shared/dates';
import { $localeInfo } from '../stores/state';

/** The server's time now, ticking every second while `ticking` (one clock for a whole list of deadlines). */
export function useServerNow(ticking: boolean): number {
  const { serverTimeOffset } = useStore($localeInfo);
  const [now, setNow] = useState(() => serverNow(serverTimeOffset));
  useEffect(() => {
    if (!ticking) return;
    setNow(serverNow(serverTimeOffset));
    const timer = setInterval(() => setNow(serverNow(serverTimeOffset)), 1_000);
    return () => clearInterval(timer);
  }, [ticking, serverTimeOffset]);
  return now;
}

/** Whole seconds from `now` to `deadline`, never below 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.floor((deadline - now) / 1_000));
}

/** Seconds left to pay, ticking; null without a deadline. */
export function useSecondsLeft(deadline: number | null): number | null {
  const now = useServerNow(deadline !== null);
  return deadline === null ? null : secondsUntil(deadline, now);
}

/** mm:ss, the way the payment countdown reads. */
export const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
