/**
 * The image captcha (spec §2, §4): six characters drawn by us into a PNG. The glyphs are a 5×7 stroke font drawn as
 * round-capped capsules between neighbouring dots, so a person reads them at a glance; each glyph gets its own colour,
 * size, tilt and offset, the whole image is warped by two sine waves and crossed by curves and speckles, which defeats
 * the plain OCR that reads clean, aligned text. Runs in Workers: no canvas, only arithmetic and fast-png's encoder.
 */
import { encode } from 'fast-png';

/** No 0/O, 1/I/L: characters nobody confuses. Answers are compared case-insensitively. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 6;

const WIDTH = 240;
const HEIGHT = 80;

// prettier-ignore
const FONT: Record<string, string[]> = {
  A: [' ### ', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  B: ['#### ', '#   #', '#   #', '#### ', '#   #', '#   #', '#### '],
  C: [' ####', '#    ', '#    ', '#    ', '#    ', '#    ', ' ####'],
  D: ['#### ', '#   #', '#   #', '#   #', '#   #', '#   #', '#### '],
  E: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#####'],
  F: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#    '],
  G: [' ####', '#    ', '#    ', '# ###', '#   #', '#   #', ' ### '],
  H: ['#   #', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  J: ['  ###', '   # ', '   # ', '   # ', '   # ', '#  # ', ' ##  '],
  K: ['#   #', '#  # ', '# #  ', '##   ', '# #  ', '#  # ', '#   #'],
  M: ['#   #', '## ##', '# # #', '# # #', '#   #', '#   #', '#   #'],
  N: ['#   #', '##  #', '# # #', '#  ##', '#   #', '#   #', '#   #'],
  P: ['#### ', '#   #', '#   #', '#### ', '#    ', '#    ', '#    '],
  Q: [' ### ', '#   #', '#   #', '#   #', '# # #', '#  # ', ' ## #'],
  R: ['#### ', '#   #', '#   #', '#### ', '# #  ', '#  # ', '#   #'],
  S: [' ####', '#    ', '#    ', ' ### ', '    #', '    #', '#### '],
  T: ['#####', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  '],
  U: ['#   #', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  V: ['#   #', '#   #', '#   #', '#   #', '#   #', ' # # ', '  #  '],
  W: ['#   #', '#   #', '#   #', '# # #', '# # #', '## ##', '#   #'],
  X: ['#   #', '#   #', ' # # ', '  #  ', ' # # ', '#   #', '#   #'],
  Y: ['#   #', '#   #', ' # # ', '  #  ', '  #  ', '  #  ', '  #  '],
  Z: ['#####', '    #', '   # ', '  #  ', ' #   ', '#    ', '#####'],
  2: [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  3: ['#### ', '    #', '    #', ' ### ', '    #', '    #', '#### '],
  4: ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  5: ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  6: [' ### ', '#    ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  7: ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  8: [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
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
  t = t < 0 ? 0 : t > 1 ? 1 : t;
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

/** A dark colour of random hue: contrast stays high against the light background for every glyph. */
function inkColour(rand: () => number): [number, number, number] {
  const hue = rand() * 6;
  const sector = Math.floor(hue);
  const f = hue - sector;
  const hi = 90 + rand() * 40;
  const lo = 10 + rand() * 20;
  const mid = lo + (hi - lo) * (sector % 2 ? 1 - f : f);
  const table: [number, number, number][] = [
    [hi, mid, lo], [mid, hi, lo], [lo, hi, mid], [lo, mid, hi], [mid, lo, hi], [hi, lo, mid],
  ];
  return table[sector % 6]!;
}

export function renderCaptchaPng(text: string): Uint8Array {
  const rand = randomSource();
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

  const chars = text.toUpperCase().slice(0, CAPTCHA_LENGTH).split('');
  const pitch = (WIDTH - 24) / chars.length;
  const SUB = [0.25, 0.75];
  chars.forEach((ch, i) => {
    const cells = GLYPHS.get(ch);
    if (!cells) return;
    const scale = 6.2 * (0.9 + rand() * 0.25);
    const angle = (rand() - 0.5) * 0.6;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const cx = 12 + pitch * (i + 0.5) + (rand() - 0.5) * 6;
    const cy = HEIGHT / 2 + (rand() - 0.5) * 14;
    const colour = inkColour(rand);
    const radius = 0.5 + rand() * 0.08;
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
        for (let k = 0; k < 3; k++) data[o + k] = data[o + k]! * (1 - a) + colour[k]! * a;
      }
    }
  });

  // Curves across the text, in ink colours, thick enough to join glyphs for a segmenter but thin for a reader.
  const curves = 2 + Math.floor(rand() * 3);
  for (let n = 0; n < curves; n++) {
    const colour = inkColour(rand);
    const y0 = 15 + rand() * (HEIGHT - 30);
    const amp = 8 + rand() * 16;
    const freq = (2 * Math.PI) / (80 + rand() * 140);
    const phase = rand() * 2 * Math.PI;
    const slope = (rand() - 0.5) * 0.3;
    for (let x = 0; x < WIDTH; x++) {
      const yc = y0 + slope * (x - WIDTH / 2) + amp * Math.sin(x * freq + phase);
      for (let y = Math.floor(yc - 1); y <= Math.ceil(yc + 1); y++) {
        if (y < 0 || y >= HEIGHT) continue;
        const a = Math.max(0, 1 - Math.abs(y - yc) / 1.4) * 0.85;
        const o = (y * WIDTH + x) * 3;
        for (let k = 0; k < 3; k++) data[o + k] = data[o + k]! * (1 - a) + colour[k]! * a;
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
