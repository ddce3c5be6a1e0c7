/**
 * Generated product imagery: packshots (a product on a soft studio background), category icons and home banners,
 * as small deterministic SVG. Everything an image shows travels in its URL (see the parse* functions), so the image
 * endpoints need no database and a URL always draws the same picture.
 */

export const PACK_SHAPES = ['bottle', 'carton', 'can', 'jar', 'pouch', 'box', 'tube', 'pack'] as const;
export type PackShape = (typeof PACK_SHAPES)[number];

/** What a packshot shows (`view=`): the pack from the front, at an angle, its label up close, a few packs, in a kitchen. */
export const PACKSHOT_VIEWS = ['front', 'angle', 'label', 'group', 'scene'] as const;
export type PackshotView = (typeof PACKSHOT_VIEWS)[number];

export interface PackshotSpec {
  view?: PackshotView;
  shape: PackShape;
  brand: string;
  /** What the product is, as printed on the pack ("Full Cream UHT Milk"). */
  kind: string;
  /** Net content printed on the pack ("1L"). */
  size: string;
  /** Brand colours, 'rrggbb'. */
  color: string;
  accent: string;
  /** Varies the label's decoration between products of one brand. */
  seed: string;
}

export interface IconSpec {
  shape: PackShape;
  color: string;
}

export interface BannerSpec {
  title: string;
  subtitle: string;
  color: string;
  accent: string;
  shapes: PackShape[];
}

const TEXT_MAX = { brand: 24, kind: 40, size: 16, title: 60, subtitle: 90 } as const;
const HEX = /^[0-9a-f]{6}$/;
const NAME = /^[A-Za-z0-9_-]{1,40}$/;
const FONT = "'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

export const IMAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  // Opened directly, an SVG is a document: it may not run or load anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

// ---------- URL parameters ----------

function isShape(value: string | null): value is PackShape {
  return (PACK_SHAPES as readonly string[]).includes(value ?? '');
}

function textParam(params: URLSearchParams, key: string, max: number): string {
  return (params.get(key) ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
}

function colorParam(params: URLSearchParams, key: string, fallback: string): string {
  const v = (params.get(key) ?? '').toLowerCase();
  return HEX.test(v) ? v : fallback;
}

/** A hue picked from the name, so a URL without colours still gets a brand-like one. */
function fallbackColor(name: string): string {
  return hslHex(hash(name) % 360, 0.62, 0.42);
}

/** /img/p/<product_no>.svg?s=<shape>&b=<brand>&k=<kind>&v=<size>&c=<rrggbb>&a=<rrggbb> */
export function parsePackshot(name: string, params: URLSearchParams): PackshotSpec | null {
  if (!NAME.test(name)) return null;
  const s = params.get('s');
  const view = params.get('view');
  return {
    view: (PACKSHOT_VIEWS as readonly string[]).includes(view ?? '') ? (view as PackshotView) : 'front',
    shape: isShape(s) ? s : PACK_SHAPES[hash(name) % PACK_SHAPES.length]!,
    brand: textParam(params, 'b', TEXT_MAX.brand),
    kind: textParam(params, 'k', TEXT_MAX.kind),
    size: textParam(params, 'v', TEXT_MAX.size),
    color: colorParam(params, 'c', fallbackColor(name)),
    accent: colorParam(params, 'a', 'ffffff'),
    seed: name,
  };
}

/** Category icon keys are '<shape>-<rrggbb>' (categories.icon_key): /img/c/<key>.svg */
export function parseIconKey(key: string): IconSpec | null {
  const m = /^([a-z]+)-([0-9a-f]{6})$/.exec(key);
  if (!m || !isShape(m[1]!)) return null;
  return { shape: m[1] as PackShape, color: m[2]! };
}

/** /img/b/<name>.svg?t=<title>&u=<subtitle>&c=<rrggbb>&a=<rrggbb>&p=<shape>,<shape>,<shape> */
export function parseBanner(name: string, params: URLSearchParams): BannerSpec | null {
  if (!NAME.test(name)) return null;
  const shapes = (params.get('p') ?? '').split(',').filter(isShape).slice(0, 3);
  return {
    title: textParam(params, 't', TEXT_MAX.title),
    subtitle: textParam(params, 'u', TEXT_MAX.subtitle),
    color: colorParam(params, 'c', fallbackColor(name)),
    accent: colorParam(params, 'a', 'ffd54f'),
    shapes: shapes.length > 0 ? shapes : ['box', 'bottle', 'pouch'],
  };
}

// ---------- colour ----------

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: Rgb): string {
  return [r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
}

/** Blend a toward b by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const darken = (c: string, t: number) => mix(c, '000000', t);
const lighten = (c: string, t: number) => mix(c, 'ffffff', t);

function luminance(c: string): number {
  const lin = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour itself when it reads on the background, else it darkened until it does. */
function readableOn(background: string, preferred: string, ratio = 4.5): string {
  let c = preferred;
  for (let i = 0; i < 10 && contrast(c, background) < ratio; i++) c = darken(c, 0.2);
  return contrast(c, background) >= ratio ? c : '1f2328';
}

function hslHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return hex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

// ---------- text ----------

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Rough advance width in em of a string in a sans-serif face; enough to fit labels. */
function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x2e80) w += 1;
    else if (ch === ' ') w += 0.28;
    else if (/[A-Z]/.test(ch)) w += 0.68;
    else if (/[0-9]/.test(ch)) w += 0.56;
    else if (/[iljtfr.,'!|:;]/.test(ch)) w += 0.3;
    else if (/[mw]/.test(ch)) w += 0.82;
    else w += 0.55;
  }
  return w;
}

/** Break into at most maxLines lines that fit width at size; the last line takes the rest. */
function wrap(text: string, size: number, width: number, maxLines: number): string[] {
  const words = text.includes(' ') ? text.split(' ') : [...text];
  const joiner = text.includes(' ') ? ' ' : '';
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? line + joiner + word : word;
    if (line && textWidthEm(next) * size > width && lines.length < maxLines - 1) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle';
  maxWidth: number;
  opacity?: number;
}

/** One line of text, squeezed to maxWidth when it would overflow. */
function textLine(text: string, o: TextOptions): string {
  if (!text) return '';
  const width = textWidthEm(text) * o.size;
  const fit = width > o.maxWidth ? ` textLength="${o.maxWidth.toFixed(1)}" lengthAdjust="spacingAndGlyphs"` : '';
  const opacity = o.opacity === undefined ? '' : ` fill-opacity="${o.opacity}"`;
  return `<text x="${o.x.toFixed(1)}" y="${o.y.toFixed(1)}" font-size="${o.size.toFixed(1)}" font-weight="${o.weight ?? 400}" fill="#${o.fill}"${opacity} text-anchor="${o.anchor ?? 'middle'}"${fit}>${esc(text)}</text>`;
}

// ---------- drawing ----------

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Paint {
  body: string;
  dark: string;
  light: string;
  panel: string;
  ink: string;
  muted: string;
  accent: string;
  /** The decoration drawn on the label: 0 swoosh, 1 sun disc, 2 stripes. */
  motif: number;
}

interface Label {
  brand: string;
  kind: string;
  size: string;
}

/** The label paper when the brand's accent is too dark to print on. */
const PAPER = 'fbfaf7';

function paintFor(color: string, accent: string, seed: string): Paint {
  const panel = luminance(accent) > 0.55 ? accent : PAPER;
  const accentOnPanel = accent === panel ? lighten(color, 0.55) : accent;
  return {
    body: color,
    dark: darken(color, 0.35),
    light: lighten(color, 0.3),
    panel,
    ink: readableOn(panel, color),
    muted: readableOn(panel, '4a4f57'),
    accent: accentOnPanel,
    motif: hash(seed) % 3,
  };
}

const f = (n: number) => n.toFixed(1);

/** Left-to-right light falloff of a round body: dark rim, a bright band, a softer right side. */
function cylinderShade(id: string): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="#000" stop-opacity=".38"/><stop offset=".12" stop-color="#000" stop-opacity=".08"/>
<stop offset=".26" stop-color="#fff" stop-opacity=".42"/><stop offset=".36" stop-color="#fff" stop-opacity=".06"/>
<stop offset=".7" stop-color="#000" stop-opacity=".04"/><stop offset=".9" stop-color="#000" stop-opacity=".2"/>
<stop offset="1" stop-color="#000" stop-opacity=".42"/></linearGradient>`;
}

/** A flat face lit from the upper left. */
function faceSheen(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>
<stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>`;
}

/** The printed label: panel, brand mark, what it is, a size flash. Without text (icons, banners) only the artwork. */
function labelArt(area: Box, p: Paint, label: Label | null, id: string, round = 0): string {
  const { x, y, w, h } = area;
  const parts = [`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(round)}" fill="#${p.panel}"/>`];
  parts.push(`<clipPath id="${id}l"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(round)}"/></clipPath>`);
  const motif =
    p.motif === 0
      ? `<path d="M${f(x - 4)} ${f(y + h * 0.72)} Q${f(x + w * 0.45)} ${f(y + h * 0.5)} ${f(x + w + 4)} ${f(y + h * 0.66)} L${f(x + w + 4)} ${f(y + h + 4)} L${f(x - 4)} ${f(y + h + 4)}Z" fill="#${p.accent}" fill-opacity=".55"/>`
      : p.motif === 1
        ? `<circle cx="${f(x + w * 0.82)}" cy="${f(y + h * 0.86)}" r="${f(w * 0.3)}" fill="#${p.accent}" fill-opacity=".5"/>`
        : `<rect x="${f(x)}" y="${f(y + h * 0.8)}" width="${f(w)}" height="${f(h * 0.06)}" fill="#${p.accent}" fill-opacity=".7"/><rect x="${f(x)}" y="${f(y + h * 0.89)}" width="${f(w)}" height="${f(h * 0.04)}" fill="#${p.body}" fill-opacity=".5"/>`;
  parts.push(`<g clip-path="url(#${id}l)">${motif}</g>`);
  if (!label) {
    // Too small for words: bars where the brand and the product name would be printed.
    const bar = (top: number, width: number, height: number, fill: string) =>
      `<rect x="${f(x + (w - width) / 2)}" y="${f(y + h * top)}" width="${f(width)}" height="${f(height)}" rx="${f(height / 2)}" fill="#${fill}"/>`;
    parts.push(bar(0.16, w * 0.62, Math.max(h * 0.11, 2), p.ink), bar(0.34, w * 0.46, Math.max(h * 0.05, 1.5), p.muted));
    return parts.join('');
  }

  const inner = w * 0.86;
  const cx = x + w / 2;
  // A long brand shrinks to fit, but not below a legible size; past that it is squeezed (textLine).
  const fitted = inner / Math.max(textWidthEm(label.brand), 1);
  const brandSize = Math.max(Math.min(h * 0.26, w * 0.2, fitted), Math.min(w * 0.12, h * 0.2));
  const brandY = y + h * 0.12 + brandSize;
  parts.push(textLine(label.brand, { x: cx, y: brandY, size: brandSize, fill: p.ink, weight: 800, maxWidth: inner }));
  const kindSize = Math.max(Math.min(h * 0.12, w * 0.1), 7);
  const lines = wrap(label.kind, kindSize, inner, 2);
  lines.forEach((line, i) => {
    parts.push(
      textLine(line, {
        x: cx,
        y: brandY + kindSize * (1.5 + i * 1.2),
        size: kindSize,
        fill: p.muted,
        weight: 600,
        maxWidth: inner,
      }),
    );
  });
  if (label.size) {
    const sizeSize = Math.max(kindSize * 1.05, 7);
    const pillW = Math.min(textWidthEm(label.size) * sizeSize + sizeSize * 1.4, inner);
    const pillY = y + h - sizeSize * 2.3;
    parts.push(
      `<rect x="${f(cx - pillW / 2)}" y="${f(pillY)}" width="${f(pillW)}" height="${f(sizeSize * 1.6)}" rx="${f(sizeSize * 0.8)}" fill="#${p.dark}"/>`,
      textLine(label.size, {
        x: cx,
        y: pillY + sizeSize * 1.17,
        size: sizeSize,
        fill: 'ffffff',
        weight: 700,
        maxWidth: pillW - sizeSize,
      }),
    );
  }
  return parts.join('');
}

type Drawer = (b: Box, p: Paint, label: Label | null, id: string) => string;

const bottle: Drawer = (b, p, label, id) => {
  const { x, y, w, h } = b;
  const cx = x + w / 2;
  const capW = w * 0.34;
  const neckW = w * 0.3;
  const capH = h * 0.09;
  const shoulder = y + h * 0.3;
  const body = `M${f(cx - neckW / 2)} ${f(y + capH)} L${f(cx + neckW / 2)} ${f(y + capH)} L${f(cx + neckW / 2)} ${f(y + h * 0.15)}
C${f(cx + neckW / 2)} ${f(y + h * 0.22)} ${f(x + w)} ${f(y + h * 0.22)} ${f(x + w)} ${f(shoulder)}
L${f(x + w)} ${f(y + h - w * 0.12)} Q${f(x + w)} ${f(y + h)} ${f(x + w - w * 0.12)} ${f(y + h)}
L${f(x + w * 0.12)} ${f(y + h)} Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - w * 0.12)}
L${f(x)} ${f(shoulder)} C${f(x)} ${f(y + h * 0.22)} ${f(cx - neckW / 2)} ${f(y + h * 0.22)} ${f(cx - neckW / 2)} ${f(y + h * 0.15)}Z`;
  return `<defs>${cylinderShade(`${id}s`)}<clipPath id="${id}b"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="#${p.body}"/>
<g clip-path="url(#${id}b)">${labelArt({ x: x - 1, y: y + h * 0.37, w: w + 2, h: h * 0.5 }, p, label, id)}
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${id}s)"/></g>
<rect x="${f(cx - capW / 2)}" y="${f(y)}" width="${f(capW)}" height="${f(capH)}" rx="${f(capW * 0.12)}" fill="#${p.dark}"/>
<rect x="${f(cx - capW / 2)}" y="${f(y)}" width="${f(capW)}" height="${f(capH)}" rx="${f(capW * 0.12)}" fill="url(#${id}s)"/>
<rect x="${f(x + w * 0.2)}" y="${f(shoulder)}" width="${f(w * 0.06)}" height="${f(h * 0.55)}" rx="${f(w * 0.03)}" fill="#fff" fill-opacity=".35"/>`;
};

const can: Drawer = (b, p, label, id) => {
  const { x, y, w, h } = b;
  const ry = w * 0.1;
  const body = `M${f(x)} ${f(y + ry)} L${f(x + w)} ${f(y + ry)} L${f(x + w)} ${f(y + h - ry)} A${f(w / 2)} ${f(ry)} 0 0 1 ${f(x)} ${f(y + h - ry)}Z`;
  return `<defs>${cylinderShade(`${id}s`)}<clipPath id="${id}b"><path d="${body}"/></clipPath>
<linearGradient id="${id}m" x1="0" x2="1"><stop offset="0" stop-color="#8d939b"/><stop offset=".3" stop-color="#f4f6f8"/><stop offset=".7" stop-color="#b7bcc3"/><stop offset="1" stop-color="#6f757d"/></linearGradient></defs>
<path d="${body}" fill="#${p.body}"/>
<g clip-path="url(#${id}b)">${labelArt({ x: x - 1, y: y + h * 0.2, w: w + 2, h: h * 0.62 }, p, label, id)}
<rect x="${f(x)}" y="${f(y + h - ry * 2.2)}" width="${f(w)}" height="${f(ry * 2.2)}" fill="url(#${id}m)"/>
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${id}s)"/></g>
<ellipse cx="${f(x + w / 2)}" cy="${f(y + ry)}" rx="${f(w / 2)}" ry="${f(ry)}" fill="url(#${id}m)"/>
<ellipse cx="${f(x + w / 2)}" cy="${f(y + ry)}" rx="${f(w * 0.42)}" ry="${f(ry * 0.78)}" fill="#c9ced4"/>
<rect x="${f(x + w * 0.22)}" y="${f(y + h * 0.12)}" width="${f(w * 0.05)}" height="${f(h * 0.74)}" rx="${f(w * 0.025)}" fill="#fff" fill-opacity=".3"/>`;
};

const jar: Drawer = (b, p, label, id) => {
  const { x, y, w, h } = b;
  const lidH = h * 0.17;
  const r = w * 0.12;
  const body = `M${f(x + w * 0.06)} ${f(y + lidH)} L${f(x + w * 0.94)} ${f(y + lidH)} Q${f(x + w)} ${f(y + lidH + r * 0.6)} ${f(x + w)} ${f(y + lidH + r * 1.4)}
L${f(x + w)} ${f(y + h - r)} Q${f(x + w)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)} L${f(x + r)} ${f(y + h)} Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - r)}
L${f(x)} ${f(y + lidH + r * 1.4)} Q${f(x)} ${f(y + lidH + r * 0.6)} ${f(x + w * 0.06)} ${f(y + lidH)}Z`;
  const ridges = Array.from({ length: 9 }, (_, i) => {
    const rx = x + w * 0.08 + ((w * 0.84) / 8) * i;
    return `<line x1="${f(rx)}" y1="${f(y + 2)}" x2="${f(rx)}" y2="${f(y + lidH - 2)}" stroke="#000" stroke-opacity=".12" stroke-width="${f(w * 0.012)}"/>`;
  }).join('');
  return `<defs>${cylinderShade(`${id}s`)}<clipPath id="${id}b"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="#${p.dark}"/>
<g clip-path="url(#${id}b)">${labelArt({ x: x - 1, y: y + h * 0.36, w: w + 2, h: h * 0.5 }, p, label, id)}
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${id}s)"/></g>
<rect x="${f(x + w * 0.03)}" y="${f(y)}" width="${f(w * 0.94)}" height="${f(lidH)}" rx="${f(w * 0.04)}" fill="#${p.body}"/>${ridges}
<rect x="${f(x + w * 0.03)}" y="${f(y)}" width="${f(w * 0.94)}" height="${f(lidH)}" rx="${f(w * 0.04)}" fill="url(#${id}s)"/>
<rect x="${f(x + w * 0.12)}" y="${f(y + lidH + h * 0.05)}" width="${f(w * 0.05)}" height="${f(h * 0.62)}" rx="${f(w * 0.025)}" fill="#fff" fill-opacity=".4"/>`;
};

const carton: Drawer = (b, p, label, id) => {
  const { x, y, w, h } = b;
  const fw = w * 0.7;
  const d = w - fw;
  const dy = d * 0.45;
  const gable = h * 0.16;
  const fin = h * 0.05;
  const top = y + fin + gable + dy;
  const bottom = y + h;
  const ridge = top - dy / 2 - gable;
  return `<defs>${faceSheen(`${id}s`)}<clipPath id="${id}b"><rect x="${f(x)}" y="${f(top)}" width="${f(fw)}" height="${f(bottom - top)}"/></clipPath></defs>
<polygon points="${f(x + fw)},${f(top)} ${f(x + w)},${f(top - dy)} ${f(x + w)},${f(bottom - dy)} ${f(x + fw)},${f(bottom)}" fill="#${p.dark}"/>
<polygon points="${f(x + fw)},${f(top)} ${f(x + w)},${f(top - dy)} ${f(x + fw + d / 2)},${f(ridge)}" fill="#${darken(p.body, 0.5)}"/>
<polygon points="${f(x)},${f(top)} ${f(x + fw)},${f(top)} ${f(x + fw + d / 2)},${f(ridge)} ${f(x + d / 2)},${f(ridge)}" fill="#${p.light}"/>
<polygon points="${f(x + d / 2)},${f(ridge)} ${f(x + fw + d / 2)},${f(ridge)} ${f(x + fw + d / 2)},${f(ridge - fin)} ${f(x + d / 2)},${f(ridge - fin)}" fill="#${lighten(p.body, 0.5)}"/>
<rect x="${f(x)}" y="${f(top)}" width="${f(fw)}" height="${f(bottom - top)}" fill="#${p.body}"/>
<g clip-path="url(#${id}b)">${labelArt({ x: x + fw * 0.08, y: top + (bottom - top) * 0.1, w: fw * 0.84, h: (bottom - top) * 0.76 }, p, label, id, fw * 0.05)}
<rect x="${f(x)}" y="${f(top)}" width="${f(fw)}" height="${f(bottom - top)}" fill="url(#${id}s)"/></g>`;
};

const box: Drawer = (b, p, label, id) => {
  const { x, y, w, h } = b;
  const fw = w * 0.78;
  const d = w - fw;
  const dy = d * 0.55;
  const top = y + dy;
  return `<defs>${faceSheen(`${id}s`)}<clipPath id="${id}b"><rect x="${f(x)}" y="${f(top)}" width="${f(fw)}" height="${f(h - dy)}"/></clipPath></defs>
<polygon points="${f(x)},${f(top)} ${f(x + d)},${f(y)} ${f(x + w)},${f(y)} ${f(x + fw)},${f(top)}" fill="#${p.light}"/>
<polygon points="${f(x + fw)},${f(top)} ${f(x + w)},${f(y)} ${f(x + w)},${f(y + h - dy)} ${f(x + fw)},${f(y + h)}" fill="#${p.dark}"/>
<rect x="${f(x)}" y="${f(top)}" width="${f(fw)}" height="${f(h - dy)}" fill="#${p.body}"/>
<g clip-path="url(#${id}b)">${labelArt({ x: x + fw * 0.07, y: top + (h - dy) * 0.08, w: fw * 0.86, h: (h - dy) * 0.84 }, p, label, id, fw * 0.04)}
<rect x="${f(x)}" y="${f(top)}" width="${f(fw)}" height="${f(h - dy)}" fill="url(#${id}s)"/></g>`;
};

const pouch: Drawer = (b, p, label, id) => {
  const { x, y, w, h } = b;
  const body = `M${f(x + w * 0.04)} ${f(y)} L${f(x + w * 0.96)} ${f(y)} C${f(x + w * 0.99)} ${f(y + h * 0.35)} ${f(x + w * 1.02)} ${f(y + h * 0.7)} ${f(x + w)} ${f(y + h * 0.95)}
Q${f(x + w * 0.5)} ${f(y + h * 1.02)} ${f(x)} ${f(y + h * 0.95)} C${f(x - w * 0.02)} ${f(y + h * 0.7)} ${f(x + w * 0.01)} ${f(y + h * 0.35)} ${f(x + w * 0.04)} ${f(y)}Z`;
  const notch = (nx: number, dir: number) =>
    `<polygon points="${f(nx)},${f(y + h * 0.07)} ${f(nx + dir * w * 0.035)},${f(y + h * 0.085)} ${f(nx)},${f(y + h * 0.1)}" fill="#fff"/>`;
  return `<defs>${cylinderShade(`${id}s`)}<clipPath id="${id}b"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="#${p.body}"/>
<g clip-path="url(#${id}b)"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.13)}" fill="#${p.dark}" fill-opacity=".5"/>
<line x1="${f(x)}" y1="${f(y + h * 0.17)}" x2="${f(x + w)}" y2="${f(y + h * 0.17)}" stroke="#${p.dark}" stroke-width="${f(h * 0.012)}"/>
${labelArt({ x: x + w * 0.12, y: y + h * 0.24, w: w * 0.76, h: h * 0.62 }, p, label, id, w * 0.05)}
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${id}s)" opacity=".75"/></g>
${notch(x + w * 0.035, 1)}${notch(x + w * 0.965, -1)}`;
};

const tube: Drawer = (b, p, label, id) => {
  const { x, y, w, h } = b;
  const cx = x + w / 2;
  const sealH = h * 0.07;
  const capW = w * 0.5;
  const capH = h * 0.12;
  const bodyBottom = y + h - capH;
  const body = `M${f(x)} ${f(y + sealH)} L${f(x + w)} ${f(y + sealH)} C${f(x + w)} ${f(y + h * 0.5)} ${f(cx + w * 0.38)} ${f(bodyBottom - h * 0.08)} ${f(cx + capW * 0.55)} ${f(bodyBottom)}
L${f(cx - capW * 0.55)} ${f(bodyBottom)} C${f(cx - w * 0.38)} ${f(bodyBottom - h * 0.08)} ${f(x)} ${f(y + h * 0.5)} ${f(x)} ${f(y + sealH)}Z`;
  const ridges = Array.from({ length: 12 }, (_, i) => {
    const rx = x + (w / 12) * (i + 0.5);
    return `<line x1="${f(rx)}" y1="${f(y + 1)}" x2="${f(rx)}" y2="${f(y + sealH - 1)}" stroke="#000" stroke-opacity=".12" stroke-width="${f(w * 0.015)}"/>`;
  }).join('');
  return `<defs>${cylinderShade(`${id}s`)}<clipPath id="${id}b"><path d="${body}"/></clipPath></defs>
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(sealH)}" fill="#${p.light}"/>${ridges}
<path d="${body}" fill="#${p.body}"/>
<g clip-path="url(#${id}b)">${labelArt({ x: x + w * 0.1, y: y + h * 0.14, w: w * 0.8, h: h * 0.5 }, p, label, id, w * 0.04)}
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${id}s)"/></g>
<rect x="${f(cx - capW / 2)}" y="${f(bodyBottom)}" width="${f(capW)}" height="${f(capH)}" rx="${f(capW * 0.14)}" fill="#${p.panel === PAPER ? darken(PAPER, 0.04) : p.panel}"/>
<rect x="${f(cx - capW / 2)}" y="${f(bodyBottom)}" width="${f(capW)}" height="${f(capH)}" rx="${f(capW * 0.14)}" fill="url(#${id}s)"/>`;
};

const pack: Drawer = (b, p, label, id) => {
  const { x, y, w, h } = b;
  const teeth = 14;
  const step = w / teeth;
  /** A crimped seal edge from one side to the other, its teeth pointing out of the bag. */
  const crimp = (yy: number, out: number, leftToRight: boolean) =>
    Array.from({ length: teeth }, (_, i) => {
      const s = leftToRight ? step : -step;
      const x0 = leftToRight ? x + step * i : x + w - step * i;
      return `L${f(x0 + s / 2)} ${f(yy + out * h * 0.018)} L${f(x0 + s)} ${f(yy)}`;
    }).join(' ');
  const topY = y + h * 0.02;
  const botY = y + h * 0.98;
  const body = `M${f(x)} ${f(topY)} ${crimp(topY, -1, true)} C${f(x + w * 1.06)} ${f(y + h * 0.3)} ${f(x + w * 1.06)} ${f(y + h * 0.7)} ${f(x + w)} ${f(botY)}
${crimp(botY, 1, false)} C${f(x - w * 0.06)} ${f(y + h * 0.7)} ${f(x - w * 0.06)} ${f(y + h * 0.3)} ${f(x)} ${f(topY)}Z`;
  return `<defs>${cylinderShade(`${id}s`)}<clipPath id="${id}b"><path d="${body}"/></clipPath></defs>
<path d="${body}" fill="#${p.body}"/>
<g clip-path="url(#${id}b)"><rect x="${f(x - w * 0.1)}" y="${f(y)}" width="${f(w * 1.2)}" height="${f(h * 0.09)}" fill="#${p.dark}" fill-opacity=".55"/>
<rect x="${f(x - w * 0.1)}" y="${f(y + h * 0.91)}" width="${f(w * 1.2)}" height="${f(h * 0.09)}" fill="#${p.dark}" fill-opacity=".55"/>
${labelArt({ x: x + w * 0.1, y: y + h * 0.16, w: w * 0.8, h: h * 0.68 }, p, label, id, w * 0.06)}
<rect x="${f(x - w * 0.1)}" y="${f(y)}" width="${f(w * 1.2)}" height="${f(h)}" fill="url(#${id}s)" opacity=".8"/></g>`;
};

const DRAWERS: Record<PackShape, Drawer> = { bottle, carton, can, jar, pouch, box, tube, pack };

/** Width and height of each shape as a share of the frame it stands in. */
const PROPORTIONS: Record<PackShape, { w: number; h: number }> = {
  bottle: { w: 0.42, h: 0.8 },
  carton: { w: 0.58, h: 0.8 },
  can: { w: 0.42, h: 0.66 },
  jar: { w: 0.56, h: 0.62 },
  pouch: { w: 0.56, h: 0.74 },
  box: { w: 0.66, h: 0.7 },
  tube: { w: 0.46, h: 0.8 },
  pack: { w: 0.6, h: 0.76 },
};

/** A product standing on the floor line at (cx, floor), scaled to a frame of the given size. */
function product(shape: PackShape, cx: number, floor: number, frame: number, p: Paint, label: Label | null, id: string): string {
  const { w: pw, h: ph } = PROPORTIONS[shape];
  const w = frame * pw;
  const h = frame * ph;
  const shadow = `<ellipse cx="${f(cx + w * 0.06)}" cy="${f(floor)}" rx="${f(w * 0.62)}" ry="${f(w * 0.09)}" fill="url(#${id}sh)"/>`;
  return `<defs><radialGradient id="${id}sh"><stop offset="0" stop-color="#000" stop-opacity=".34"/><stop offset=".6" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
${shadow}${DRAWERS[shape]({ x: cx - w / 2, y: floor - h, w, h }, p, label, id)}`;
}

function svg(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" font-family="${FONT}"><title>${esc(title)}</title>${body}</svg>`;
}

/**
 * The gallery of a product: its packshot URL and the same drawing's other views (`view=`), so a catalog of generated
 * images shows several pictures per product. Any other image (a CDN address) is a gallery of one.
 */
export function packshotViews(imageUrl: string): string[] {
  if (!imageUrl.startsWith('/img/p/')) return [imageUrl];
  const joiner = imageUrl.includes('?') ? '&' : '?';
  return [imageUrl, ...PACKSHOT_VIEWS.filter((v) => v !== 'front').map((v) => `${imageUrl}${joiner}view=${v}`)];
}

/** The view an image URL draws ('front' for one without, or not ours). */
export function packshotViewOf(imageUrl: string): PackshotView {
  const view = new URL(imageUrl, 'http://x').searchParams.get('view');
  return (PACKSHOT_VIEWS as readonly string[]).includes(view ?? '') ? (view as PackshotView) : 'front';
}

/** A 400×400 product photo: the pack on a softly lit sweep, its brand colours on the label; other views of it. */
export function packshotSvg(spec: PackshotSpec): string {
  const p = paintFor(spec.color, spec.accent, spec.seed);
  const tint = mix('eef0f3', spec.color, 0.1);
  const studio = `<defs><radialGradient id="bg" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset=".55" stop-color="#${mix('ffffff', tint, 0.5)}"/><stop offset="1" stop-color="#${darken(tint, 0.06)}"/></radialGradient>
<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#${tint}" stop-opacity="0"/><stop offset="1" stop-color="#${darken(tint, 0.08)}" stop-opacity=".9"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/><rect y="300" width="400" height="100" fill="url(#fl)"/>`;
  const label = { brand: spec.brand, kind: spec.kind, size: spec.size };
  const title = [spec.brand, spec.kind, spec.size].filter(Boolean).join(' ');
  const { w: pw, h: ph } = PROPORTIONS[spec.shape];
  switch (spec.view) {
    case 'angle': {
      // Turned a little and lit from the other side.
      const body = `<g transform="rotate(-9 200 352) translate(200 352) scale(.88) translate(-200 -352)">${product(spec.shape, 200, 352, 400, p, label, 'p')}</g>`;
      return svg(400, 400, `${studio}<rect width="400" height="400" fill="#${spec.color}" fill-opacity=".06"/>${body}`, title);
    }
    case 'label': {
      // The label up close: the same drawing, seen through a smaller window around the middle of the pack.
      // Boxes and cartons show their label on the front face, left of the middle.
      const faceShift = spec.shape === 'carton' ? 0.15 : spec.shape === 'box' ? 0.11 : 0;
      const size = Math.max(pw, ph) * 400 * 0.6;
      const cx = 200 - faceShift * pw * 400;
      const cy = 352 - ph * 400 * 0.5;
      const body = studio + product(spec.shape, 200, 352, 400, p, label, 'p');
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f(cx - size / 2)} ${f(cy - size / 2)} ${f(size)} ${f(size)}" width="400" height="400" role="img" font-family="${FONT}"><title>${esc(title)}</title>${body}</svg>`;
    }
    case 'group': {
      // Three of it: two behind, one in front.
      const body =
        product(spec.shape, 110, 318, 250, p, label, 'a') +
        product(spec.shape, 290, 318, 250, p, label, 'b') +
        product(spec.shape, 200, 366, 300, p, label, 'c');
      return svg(400, 400, studio + body, title);
    }
    case 'scene': {
      // On a kitchen counter against a tiled wall in a soft tint of the brand.
      const wall = mix('fbf6ee', spec.color, 0.12);
      const tiles = Array.from(
        { length: 6 },
        (_, i) => `<line x1="0" y1="${40 + i * 48}" x2="400" y2="${40 + i * 48}" stroke="#${darken(wall, 0.06)}" stroke-width="2"/>`,
      ).join('');
      const counter = `<rect y="300" width="400" height="100" fill="#c89b6d"/><rect y="300" width="400" height="10" fill="#e0b98e"/><rect y="310" width="400" height="90" fill="#000" fill-opacity=".06"/>`;
      const bowl = `<path d="M30 300 q45 52 90 0Z" fill="#ffffff"/><path d="M30 300 q45 52 90 0" fill="none" stroke="#${darken(wall, 0.2)}" stroke-width="2"/><circle cx="62" cy="292" r="12" fill="#${spec.accent === 'ffffff' ? 'f5a623' : spec.accent}"/><circle cx="86" cy="290" r="10" fill="#8bc34a"/>`;
      const body = `<rect width="400" height="400" fill="#${wall}"/>${tiles}${counter}${bowl}${product(spec.shape, 250, 336, 320, p, label, 'p')}`;
      return svg(400, 400, body, title);
    }
    default:
      return svg(400, 400, studio + product(spec.shape, 200, 352, 400, p, label, 'p'), title);
  }
}

/** A 96×96 category icon: the category's typical pack on a tinted disc. */
export function categoryIconSvg(spec: IconSpec): string {
  const p = paintFor(spec.color, 'ffffff', spec.shape);
  const disc = `<circle cx="48" cy="48" r="46" fill="#${mix('ffffff', spec.color, 0.16)}"/>`;
  return svg(96, 96, disc + product(spec.shape, 48, 82, 82, p, null, 'i'), '');
}

/**
 * A 1200×400 banner: three packs on a podium on the right; the left is kept for a headline. Our pages put the
 * headline over the image as HTML (readable on phones, where this art is drawn at a third of its size), so its URL
 * carries none; a URL with a title (t, u) still draws it in, for other uses of the image.
 */
export function bannerSvg(spec: BannerSpec): string {
  const base = spec.color;
  const headline = wrap(spec.title, 58, 640, 2);
  const bg = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${lighten(base, 0.08)}"/><stop offset="1" stop-color="#${darken(base, 0.3)}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<circle cx="960" cy="180" r="260" fill="url(#glow)"/><circle cx="80" cy="380" r="140" fill="#${spec.accent}" fill-opacity=".18"/>
<circle cx="1130" cy="40" r="90" fill="#${spec.accent}" fill-opacity=".22"/>
<ellipse cx="960" cy="345" rx="230" ry="34" fill="#fff" fill-opacity=".9"/><ellipse cx="960" cy="338" rx="230" ry="30" fill="#fff"/>`;
  const ink = luminance(base) > 0.45 ? '1f2328' : 'ffffff';
  const text = !spec.title
    ? ''
    : headline
        .map((line, i) => textLine(line, { x: 72, y: 150 + i * 68, size: 58, fill: ink, weight: 800, anchor: 'start', maxWidth: 660 }))
        .concat(
          textLine(spec.subtitle, {
            x: 74,
            y: 170 + headline.length * 68,
            size: 26,
            fill: ink,
            weight: 500,
            anchor: 'start',
            maxWidth: 640,
            opacity: 0.88,
          }),
        )
        .join('');
  const slots = [
    { cx: 860, frame: 250 },
    { cx: 1060, frame: 250 },
    { cx: 960, frame: 300 },
  ];
  const palettes = [spec.accent, lighten(base, 0.25), darken(base, 0.1)];
  const packs = spec.shapes
    .slice(0, 3)
    .map((shape, i) => {
      const slot = slots[i]!;
      return product(shape, slot.cx, 340, slot.frame, paintFor(palettes[i]!, 'ffffff', `${shape}${i}`), null, `b${i}`);
    })
    .join('');
  return svg(1200, 400, bg + packs + text, spec.title);
}
