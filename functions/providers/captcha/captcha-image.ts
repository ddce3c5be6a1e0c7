/**
 * The image captcha (spec §2, §4): six characters drawn by us into a PNG. The glyphs are a 5×7 stroke font drawn as
 * round-capped capsules between neighbouring dots, large and dark on a light background, so a person reads them at a
 * glance. What makes a machine's work harder: the glyphs overlap their neighbours (no clean cut between them), each
 * has its own size, tilt and baseline, the whole image is warped by two sine waves, and curves cross the text in the
 * same ink (colour does not tell text from lines). Runs in Workers: no canvas, only arithmetic and fast-png's encoder.
 */
import { encode } from 'fast-png';

/**
 * No two characters that look alike in this font, tilted and warped: of O/0, O/Q, O/D, 0/D, Q/0, I/1, I/L, 1/L, I/J,
 * 1/T, B/8, B/3, 8/3, S/5, S/8, 5/6, Z/2, Z/7, G/6, G/C, U/V, V/Y, E/F, P/R and 9/Q at most one of each pair is left.
 * Answers are compared case-insensitively.
 */
export const CAPTCHA_ALPHABET = 'ACDEHJKMNPTUWXY234679';
export const CAPTCHA_LENGTH = 6;

const WIDTH = 240;
const HEIGHT = 80;

// prettier-ignore
const FONT: Record<string, string[]> = {
  A: [' ### ', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  C: [' ####', '#    ', '#    ', '#    ', '#    ', '#    ', ' ####'],
  D: ['#### ', '#   #', '#   #', '#   #', '#   #', '#   #', '#### '],
  E: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#####'],
  H: ['#   #', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  J: ['  ###', '   # ', '   # ', '   # ', '   # ', '#  # ', ' ##  '],
  K: ['#   #', '#  # ', '# #  ', '##   ', '# #  ', '#  # ', '#   #'],
  M: ['#   #', '## ##', '# # #', '# # #', '#   #', '#   #', '#   #'],
  N: ['#   #', '##  #', '# # #', '#  ##', '#   #', '#   #', '#   #'],
  P: ['#### ', '#   #', '#   #', '#### ', '#    ', '#    ', '#    '],
  T: ['#####', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  '],
  U: ['#   #', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  W: ['#   #', '#   #', '#   #', '# # #', '# # #', '## ##', '#   #'],
  X: ['#   #', '#   #', ' # # ', '  #  ', ' # # ', '#   #', '#   #'],
  Y: ['#   #', '#   #', ' # # ', '  #  ', '  #  ', '  #  ', '  #  '],
  2: [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  3: ['#### ', '    #', '    #', ' ### ', '    #', '    #', '#### '],
  4: ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  6: [' ### ', '#    ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  7: ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  9: [' ### ', '#   #', '#   #', ' ####', '    #', '    #', ' ### '],
};

type Segment = [number, number, number, number];

/**
 * A glyph as capsules: every dot joined to its filled neighbours (right, down and both diagonals, the diagonal only
 * where no straight path exists), so strokes are continuous and diagonals smooth. Indexed by cell for quick lookup.
 */
function glyphSegments(rows: string[]): Segment[][] {
  const filled = (x: number, y: number) => rows[y]?.[x] === '#';
  const segments: Segment[] = [];
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 5; x++) {
      if (!filled(x, y)) continue;
      segments.push([x, y, x, y]);
      if (filled(x + 1, y)) segments.push([x, y, x + 1, y]);
      if (filled(x, y + 1)) segments.push([x, y, x, y + 1]);
      if (filled(x + 1, y + 1) && !filled(x + 1, y) && !filled(x, y + 1)) segments.push([x, y, x + 1, y + 1]);
      if (filled(x - 1, y + 1) && !filled(x - 1, y) && !filled(x, y + 1)) segments.push([x, y, x - 1, y + 1]);
    }
  }
  const cells: Segment[][] = Array.from({ length: 35 }, () => []);
  for (const s of segments) {
    for (let y = Math.min(s[1], s[3]) - 1; y <= Math.max(s[1], s[3]) + 1; y++) {
      for (let x = Math.min(s[0], s[2]) - 1; x <= Math.max(s[0], s[2]) + 1; x++) {
        if (x >= 0 && x < 5 && y >= 0 && y < 7) cells[y * 5 + x]!.push(s);
      }
    }
  }
  return cells;
}

const GLYPHS = new Map(Object.entries(FONT).map(([ch, rows]) => [ch, glyphSegments(rows)]));

function squaredDistanceToSegment(px: number, py: number, s: Segment): number {
  const dx = s[2] - s[0];
  const dy = s[3] - s[1];
  const len = dx * dx + dy * dy;
  let t = len === 0 ? 0 : ((px - s[0]) * dx + (py - s[1]) * dy) / len;
  t = Math.min(Math.max(t, 0), 1);
  const ex = px - s[0] - t * dx;
  const ey = py - s[1] - t * dy;
  return ex * ex + ey * ey;
}

/** Uniform random numbers from WebCrypto, drawn in one batch. */
function randomSource(): () => number {
  const pool = crypto.getRandomValues(new Uint32Array(2048));
  let i = 0;
  return () => pool[i++ % pool.length]! / 2 ** 32;
}

/** Where a glyph goes: centre, cell size in pixels, tilt in radians, and the half-width of its tilted box. */
export interface Glyph {
  cx: number;
  cy: number;
  scale: number;
  angle: number;
  halfWidth: number;
}

/** How far apart neighbouring glyphs sit, as a share of their half-widths: below 1, their boxes overlap. */
const ADVANCE = 0.9;
const MARGIN = 4;

/**
 * Sizes, tilts and baselines at random, and positions so that every glyph reaches into its neighbour's box; the line
 * is pushed closer still when large, tilted glyphs would not fit, and is centred with a random shift.
 */
export function glyphLayout(count: number, rand: () => number): Glyph[] {
  const glyphs = Array.from({ length: count }, () => {
    const scale = 6.6 + rand() * 0.8;
    const angle = (rand() - 0.5) * 0.4;
    const halfWidth = (2.5 * Math.abs(Math.cos(angle)) + 3.5 * Math.abs(Math.sin(angle))) * scale;
    return { cx: 0, cy: HEIGHT / 2 + (rand() - 0.5) * 10, scale, angle, halfWidth };
  });
  const pairs = glyphs.slice(1).reduce((sum, g, i) => sum + g.halfWidth + glyphs[i]!.halfWidth, 0);
  const first = glyphs[0]!.halfWidth;
  const last = glyphs[count - 1]!.halfWidth;
  const advance = Math.min(ADVANCE, (WIDTH - 2 * MARGIN - first - last) / pairs);
  let x = first;
  glyphs.forEach((g, i) => {
    if (i > 0) x += advance * (glyphs[i - 1]!.halfWidth + g.halfWidth);
    g.cx = x;
  });
  const slack = WIDTH - (x + last);
  const shift = slack / 2 + (rand() - 0.5) * Math.max(0, slack - 2 * MARGIN);
  for (const g of glyphs) g.cx += shift;
  return glyphs;
}

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let out = '';
  const limit = 256 - (256 % CAPTCHA_ALPHABET.length);
  while (out.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (b < limit && out.length < length) out += CAPTCHA_ALPHABET[b % CAPTCHA_ALPHABET.length];
    }
  }
  return out;
}

/** A dark colour of random hue, one per image: contrast stays high against the light background. */
function inkColour(rand: () => number): [number, number, number] {
  const hue = rand() * 6;
  const sector = Math.floor(hue);
  const f = hue - sector;
  const hi = 90 + rand() * 40;
  const lo = 10 + rand() * 20;
  const mid = lo + (hi - lo) * (sector % 2 ? 1 - f : f);
  const table: [number, number, number][] = [
    [hi, mid, lo],
    [mid, hi, lo],
    [lo, hi, mid],
    [lo, mid, hi],
    [mid, lo, hi],
    [hi, lo, mid],
  ];
  return table[sector % 6]!;
}

/** `rand` decides every random choice of the drawing; tests pass a seeded one. */
export function renderCaptchaPng(text: string, rand: () => number = randomSource()): Uint8Array {
  const data = new Uint8Array(WIDTH * HEIGHT * 3);

  // Light background with a soft diagonal tint.
  const tint = [230 + rand() * 20, 228 + rand() * 20, 218 + rand() * 25];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const shade = ((x + y) / (WIDTH + HEIGHT)) * 18;
      const o = (y * WIDTH + x) * 3;
      data[o] = tint[0]! - shade;
      data[o + 1] = tint[1]! - shade * 0.6;
      data[o + 2] = tint[2]! - shade * 0.3;
    }
  }

  // Two sine waves displace every sample point: the whole line of text bends.
  const ampX = 2 + rand() * 2.5;
  const ampY = 3 + rand() * 3;
  const freqX = (2 * Math.PI) / (28 + rand() * 20);
  const freqY = (2 * Math.PI) / (60 + rand() * 60);
  const phaseX = rand() * 2 * Math.PI;
  const phaseY = rand() * 2 * Math.PI;
  const warpX = Float32Array.from({ length: HEIGHT * 2 }, (_, y) => ampX * Math.sin((y / 2) * freqX + phaseX));
  const warpY = Float32Array.from({ length: WIDTH * 2 }, (_, x) => ampY * Math.sin((x / 2) * freqY + phaseY));

  const ink = inkColour(rand);
  const chars = text.toUpperCase().slice(0, CAPTCHA_LENGTH).split('');
  const layout = glyphLayout(chars.length, rand);
  const SUB = [0.25, 0.75];
  chars.forEach((ch, i) => {
    const cells = GLYPHS.get(ch);
    if (!cells) return;
    const { cx, cy, scale, angle } = layout[i]!;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const radius = 0.44 + rand() * 0.06;
    const radius2 = radius * radius;
    // The tilted glyph's box (half-widths of 2.5 and 3.5 cells plus the stroke), widened by the warp.
    const reachX = Math.ceil((3 * Math.abs(cos) + 4 * Math.abs(sin)) * scale + ampX + 1);
    const reachY = Math.ceil((3 * Math.abs(sin) + 4 * Math.abs(cos)) * scale + ampY + 1);
    for (let y = Math.max(0, Math.floor(cy - reachY)); y < Math.min(HEIGHT, cy + reachY); y++) {
      for (let x = Math.max(0, Math.floor(cx - reachX)); x < Math.min(WIDTH, cx + reachX); x++) {
        let covered = 0;
        for (const sy of SUB) {
          for (const sx of SUB) {
            const wx = x + sx + warpX[Math.floor((y + sy) * 2)]!;
            const wy = y + sy + warpY[Math.floor((x + sx) * 2)]!;
            const u = ((wx - cx) * cos + (wy - cy) * sin) / scale + 2;
            const v = (-(wx - cx) * sin + (wy - cy) * cos) / scale + 3;
            const cu = Math.round(u);
            const cv = Math.round(v);
            if (cu < 0 || cu > 4 || cv < 0 || cv > 6) continue;
            for (const seg of cells[cv * 5 + cu]!) {
              if (squaredDistanceToSegment(u, v, seg) <= radius2) {
                covered++;
                break;
              }
            }
          }
        }
        if (!covered) continue;
        const a = covered / 4;
        const o = (y * WIDTH + x) * 3;
        for (let k = 0; k < 3; k++) data[o + k] = data[o + k]! * (1 - a) + ink[k]! * a;
      }
    }
  });

  // Curves across the text in the same ink, thick enough to join glyphs for a segmenter but thin for a reader.
  const curves = 2 + Math.floor(rand() * 2);
  for (let n = 0; n < curves; n++) {
    const y0 = 20 + rand() * (HEIGHT - 40);
    const amp = 8 + rand() * 14;
    const freq = (2 * Math.PI) / (80 + rand() * 140);
    const phase = rand() * 2 * Math.PI;
    const slope = (rand() - 0.5) * 0.3;
    for (let x = 0; x < WIDTH; x++) {
      const yc = y0 + slope * (x - WIDTH / 2) + amp * Math.sin(x * freq + phase);
      for (let y = Math.floor(yc - 1); y <= Math.ceil(yc + 1); y++) {
        if (y < 0 || y >= HEIGHT) continue;
        const a = Math.max(0, 1 - Math.abs(y - yc) / 1.4) * 0.9;
        const o = (y * WIDTH + x) * 3;
        for (let k = 0; k < 3; k++) data[o + k] = data[o + k]! * (1 - a) + ink[k]! * a;
      }
    }
  }

  // Speckles, dark and light.
  for (let n = 0; n < 420; n++) {
    const o = (Math.floor(rand() * HEIGHT) * WIDTH + Math.floor(rand() * WIDTH)) * 3;
    const light = rand() < 0.5;
    const level = light ? 235 + rand() * 20 : 40 + rand() * 90;
    data[o] = level;
    data[o + 1] = level;
    data[o + 2] = level;
  }

  return encode({ width: WIDTH, height: HEIGHT, data, channels: 3, depth: 8 });
}
