// Small building blocks shared by the generated art: escaping, seeded
// randomness from a path, colour arithmetic and the accessible SVG root.

/** Text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** 32-bit FNV-1a: a stable seed from a path, the same on every machine. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // murmur3's finaliser: FNV alone leaves short slugs' low bits alike.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: deterministic numbers in [0, 1) from a seed (never Math.random). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length) % items.length];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** Rounds for SVG output: one decimal keeps files small and sharp enough. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;
}

/** Mixes `hex` towards `other` by `amount` (0 keeps hex, 1 gives other). */
export function mix(hex: string, other: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb);
}

export const lighten = (hex: string, amount: number) => mix(hex, "#ffffff", amount);
export const darken = (hex: string, amount: number) => mix(hex, "#000000", amount);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** HSL (degrees, 0-1, 0-1) to #rrggbb. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

export interface SvgDocument {
  svg: string;
  width: number;
  height: number;
}

/**
 * The root every generated image shares: intrinsic size, `role="img"` and a
 * <title> first, so it reads well inline and as an <img>.
 */
export function svgDocument(width: number, height: number, title: string, body: string, viewBox = `0 0 ${width} ${height}`): SvgDocument {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="${viewBox}" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>${body}</svg>`;
  return { svg, width, height };
}

/** "crystal-pearl" to "Crystal Pearl". */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export const SANS = "Arial, 'Liberation Sans', 'Helvetica Neue', Helvetica, sans-serif";

/**
 * The part of the art that survives the crops pages ask for (square cards,
 * 16:9 heroes, spec 9's 375x375 blog tiles): labels go inside it.
 */
export function cropSafeArea(width: number, height: number): { left: number; top: number; right: number; bottom: number } {
  const side = Math.min(width, height);
  const wide = Math.min(height, (width * 9) / 16);
  return { left: (width - side) / 2, right: (width + side) / 2, top: (height - wide) / 2, bottom: (height + wide) / 2 };
}

/**
 * The 'Demo image' pill that marks generated art standing in for a photo:
 * top left of the crop-safe area (the result card's compare and favourite
 * controls sit top right, its location bottom left), sized to stay legible in a
 * 360px card.
 */
export function demoLabel(width: number, height: number, text = "Demo image"): string {
  const safe = cropSafeArea(width, height);
  const size = Math.max(22, Math.round((safe.right - safe.left) * 0.05));
  const padX = size * 0.7;
  const boxW = textWidth(text, size, true) + padX * 2;
  const boxH = size * 1.7;
  const x = safe.left + size * 0.8;
  const y = safe.top + size * 0.8;
  return (
    `<g data-slot="demo-label"><rect x="${num(x)}" y="${num(y)}" width="${num(boxW)}" height="${num(boxH)}" rx="${num(boxH / 2)}" fill="#111827" fill-opacity="0.72"/>` +
    `<text x="${num(x + boxW / 2)}" y="${num(y + boxH / 2 + size * 0.36)}" font-family="${SANS}" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(text)}</text></g>`
  );
}

// Advance widths (per 1000 em) of Helvetica/Arial, which Liberation Sans
// matches metrically: enough to size a wordmark or a label without a font parser.
const REGULAR =
  "278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584";
const BOLD =
  "278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584";
const regularWidths = REGULAR.split(",").map(Number);
const boldWidths = BOLD.split(",").map(Number);

/** Estimated width of `text` in px at `size` in the SANS stack. */
export function textWidth(text: string, size: number, bold = false): number {
  const widths = bold ? boldWidths : regularWidths;
  let total = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    total += code >= 32 && code <= 126 ? (widths[code - 32] ?? 600) : 600;
  }
  return (total / 1000) * size;
}
