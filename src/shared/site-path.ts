/**
 * Whether a path stays on this site whoever reads it: a browser resolving it as a link or a Location, or code that
 * percent-decodes it first, once or more (Astro decodes request paths fully). It must start with one '/' and have,
 * written as it is and in every decoding, no '//' (a scheme-relative URL: another host), no backslash (browsers
 * read '\' as '/') and no control character (browsers drop tabs and newlines, so '/\t/x' becomes '//x'). A malformed
 * escape is refused: what a decoder makes of it is not ours to guess. No page of ours has such a path.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this pattern is for.
const UNSAFE = /\/\/|\\|[\x00-\x1f\x7f]/;

/** One percent-decoding of the text, or null when it has a malformed escape. */
export function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function isSitePath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  // Each decoding that changes the text makes it shorter, so this ends.
  for (let current = path; ; ) {
    if (UNSAFE.test(current)) return false;
    if (!current.includes('%')) return true;
    const decoded = percentDecoded(current);
    if (decoded === null) return false;
    if (decoded === current) return true;
    current = decoded;
  }
}
