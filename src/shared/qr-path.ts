import { encode } from 'uqr';

/** Footer codes are the same few URLs on every page: encode each once per isolate, not per request. */
const memo = new Map<string, { d: string; modules: number }>();

/** A QR code as one SVG path of horizontal runs of dark modules: compact markup, crisp at any scale. */
export function qrPath(value: string): { d: string; modules: number } {
  const known = memo.get(value);
  if (known) return known;
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x - start + 1;
      d += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  const out = { d, modules: size };
  if (memo.size > 32) memo.clear();
  memo.set(value, out);
  return out;
}
