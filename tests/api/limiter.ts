// The Rate Limiting binding as miniflare runs it counts in windows of wall-clock time: a test that needs all its
// requests in one window starts early in one.

/** Waits for the next minute when fewer than 15 s are left of this one. */
export async function startOfAMinute(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute));
}
