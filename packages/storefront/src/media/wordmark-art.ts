// Dealer wordmarks for header logos: the dealer's name set in the house sans
// on a transparent background, the last word lighter ("Sunshine **Coast** Toyota").
import { escapeXml, num, SANS, type SvgDocument, svgDocument, textWidth } from "./svg";

export const WORDMARK_HEIGHT = 96;
export const WORDMARK_MAX_LENGTH = 80;
const FONT_SIZE = 56;
/** Dark ink for light headers, light ink for dark ones (the Nissan template's black header). */
const INKS = {
  dark: { ink: "#1f2328", soft: "#4b5563" },
  light: { ink: "#ffffff", soft: "#d1d5db" },
} as const;
export type WordmarkTone = keyof typeof INKS;

export function wordmarkArt(text: string, tone: WordmarkTone = "dark"): SvgDocument | null {
  const { ink: INK, soft: SOFT_INK } = INKS[tone];
  const name = text.replace(/\s+/g, " ").trim();
  if (name.length === 0 || name.length > WORDMARK_MAX_LENGTH) return null;
  const words = name.split(" ");
  const last = words.length > 1 ? words.pop()! : "";
  const lead = words.join(" ");
  const leadWidth = textWidth(lead, FONT_SIZE, true);
  const lastWidth = last ? textWidth(last, FONT_SIZE) : 0;
  const pad = 8;
  const space = textWidth(" ", FONT_SIZE);
  const width = Math.ceil(leadWidth + (last ? space + lastWidth : 0) + pad * 2);
  const baseline = num(WORDMARK_HEIGHT / 2 + FONT_SIZE * 0.36);
  // Two runs placed by the metrics, each pinned with textLength, so a fallback
  // font cannot overflow the box or swallow the space between them.
  const run = (x: number, text: string, length: number, weight: number, ink: string) =>
    `<text x="${num(x)}" y="${baseline}" font-family="${SANS}" font-size="${FONT_SIZE}" font-weight="${weight}" textLength="${num(length)}" lengthAdjust="spacingAndGlyphs" fill="${ink}">${escapeXml(text)}</text>`;
  const body = run(pad, lead, leadWidth, 700, INK) + (last ? run(pad + leadWidth + space, last, lastWidth, 400, SOFT_INK) : "");
  return svgDocument(width, WORDMARK_HEIGHT, name, body);
}
