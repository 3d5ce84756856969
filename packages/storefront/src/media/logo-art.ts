// Manufacturer logos (docs/demo-data.md 'Logos'): simple-icons (CC0) or
// @cardog-icons/core (MIT) for the make a URL names, a lettered badge
// otherwise. The licences cover the files, not the trademarks: a logo is only
// ever served under its own make's slug, never as decoration.
import { readFileSync } from "node:fs";
import { cardogIcon, pathData, resolvePackageFile, simpleIcon } from "./icon-sources";
import { contrastRatio, escapeXml, hashString, hsl, num, SANS, type SvgDocument, svgDocument, textWidth, titleFromSlug } from "./svg";

export const LOGO_SIZE = 256;

type LogoSource = { package: "simple-icons"; slug: string } | { package: "@cardog-icons/core"; file: string; name: string };

const si = (slug: string): LogoSource => ({ package: "simple-icons", slug });
const cardog = (name: string, file = name): LogoSource => ({ package: "@cardog-icons/core", file: `${file} Icon.svg`, name });

/**
 * Makes with a packaged logo, keyed by the make slug without punctuation
 * ("mercedes-benz" is "mercedesbenz"). Hand-checked: simple-icons also holds
 * unrelated brands that share a car maker's name (Proton the mail service,
 * Lucid the software firm, Tata Steel), so nothing is matched by name alone.
 */
export const makeLogos: Readonly<Record<string, LogoSource>> = {
  acura: si("acura"),
  astonmartin: si("astonmartin"),
  audi: si("audi"),
  bentley: si("bentley"),
  bmw: si("bmw"),
  bugatti: si("bugatti"),
  cadillac: si("cadillac"),
  chevrolet: si("chevrolet"),
  chrysler: si("chrysler"),
  citroen: si("citroen"),
  dacia: si("dacia"),
  daf: si("daf"),
  ferrari: si("ferrari"),
  fiat: si("fiat"),
  ford: si("ford"),
  honda: si("honda"),
  hyundai: si("hyundai"),
  infiniti: si("infiniti"),
  iveco: si("iveco"),
  jeep: si("jeep"),
  kia: si("kia"),
  koenigsegg: si("koenigsegg"),
  lamborghini: si("lamborghini"),
  man: si("man"),
  maserati: si("maserati"),
  mazda: si("mazda"),
  mclaren: si("mclaren"),
  mg: si("mg"),
  mini: si("mini"),
  mitsubishi: si("mitsubishi"),
  nissan: si("nissan"),
  opel: si("opel"),
  peugeot: si("peugeot"),
  polestar: si("polestar"),
  porsche: si("porsche"),
  ram: si("ram"),
  renault: si("renault"),
  rollsroyce: si("rollsroyce"),
  scania: si("scania"),
  seat: si("seat"),
  skoda: si("skoda"),
  smart: si("smart"),
  subaru: si("subaru"),
  suzuki: si("suzuki"),
  tesla: si("tesla"),
  toyota: si("toyota"),
  vauxhall: si("vauxhall"),
  volkswagen: si("volkswagen"),
  volvo: si("volvo"),
  alfaromeo: cardog("Alfa Romeo"),
  buick: cardog("Buick"),
  byd: cardog("BYD"),
  dodge: cardog("Dodge"),
  genesis: cardog("Genesis"),
  gmc: cardog("GMC"),
  hummer: cardog("Hummer"),
  jaguar: cardog("Jaguar"),
  landrover: cardog("Land Rover", "Landrover"),
  lexus: cardog("Lexus"),
  lincoln: cardog("Lincoln"),
  lotus: cardog("Lotus"),
  lucid: cardog("Lucid"),
  mercedesbenz: cardog("Mercedes-Benz", "MB"),
  mercedes: cardog("Mercedes-Benz", "MB"),
  pagani: cardog("Pagani"),
  rivian: cardog("Rivian"),
  vinfast: cardog("VinFast", "Vinfast"),
};

export function makeKey(makeSlug: string): string {
  return makeSlug.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Own keys only: "constructor" is a make slug, not a way into Object.prototype. */
function logoSource(makeSlug: string): LogoSource | undefined {
  const key = makeKey(makeSlug);
  return Object.hasOwn(makeLogos, key) ? makeLogos[key] : undefined;
}

interface SimpleIconData {
  slug: string;
  title: string;
  hex: string;
}

let simpleIconData: Map<string, SimpleIconData> | undefined;

/** Title and brand colour from simple-icons' data file, read once. */
function simpleIconInfo(slug: string): SimpleIconData | undefined {
  if (!simpleIconData) {
    simpleIconData = new Map();
    try {
      const file = resolvePackageFile("simple-icons/icons.json");
      const entries = JSON.parse(readFileSync(file, "utf8")) as SimpleIconData[];
      const wanted = new Set(Object.values(makeLogos).flatMap((source) => (source.package === "simple-icons" ? [source.slug] : [])));
      for (const entry of entries) if (wanted.has(entry.slug)) simpleIconData.set(entry.slug, entry);
    } catch {
      // Without the data file logos fall back to a neutral ink.
    }
  }
  return simpleIconData.get(slug);
}

const INK = "#1f2328";

/** Brand colour unless it would vanish on a white card (Renault's yellow). */
function logoInk(hex: string | undefined): string {
  if (!hex) return INK;
  const colour = `#${hex}`;
  return contrastRatio(colour, "#ffffff") < 1.9 ? INK : colour;
}

/** Drops precision the eye cannot see at logo sizes: 512-unit art at 0.1. */
function trimPrecision(markup: string): string {
  return markup.replace(/\s(d|points)="([^"]*)"/g, (_whole, name: string, value: string) => ` ${name}="${value.replace(/(\.\d)\d+/g, "$1")}"`);
}

function packagedLogo(makeSlug: string, source: LogoSource): SvgDocument | null {
  const pad = 0.08;
  if (source.package === "simple-icons") {
    const svg = simpleIcon(source.slug);
    const paths = svg ? pathData(svg) : [];
    if (paths.length === 0) return null;
    const info = simpleIconInfo(source.slug);
    const title = info?.title ?? titleFromSlug(makeSlug);
    const box = 24;
    return svgDocument(
      LOGO_SIZE,
      LOGO_SIZE,
      `${title} logo`,
      `<path fill="${logoInk(info?.hex)}" d="${paths.join(" ")}"/>`,
      `${num(-box * pad)} ${num(-box * pad)} ${num(box * (1 + 2 * pad))} ${num(box * (1 + 2 * pad))}`,
    );
  }
  const svg = cardogIcon(source.file);
  if (!svg) return null;
  const root = /<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>/.exec(svg);
  const inner = svg.replace(/^[\s\S]*?<svg\b[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  // The packaged art is plain shapes; refuse anything that could run or fetch.
  if (!root || /<script|<foreignObject|\son[a-z]+=|href=/i.test(inner)) return null;
  const [x, y, width, height] = (root[1] ?? "").split(/[\s,]+/).map(Number) as [number, number, number, number];
  const viewBox = `${num(x - width * pad)} ${num(y - height * pad)} ${num(width * (1 + 2 * pad))} ${num(height * (1 + 2 * pad))}`;
  // The root's paint (`fill="none"`) is inherited by unpainted shapes: keep it.
  const paint = [...(root[0].match(/\s(?:fill|stroke)="[^"]*"/g) ?? [])].join("");
  return svgDocument(LOGO_SIZE, LOGO_SIZE, `${source.name} logo`, `<g${paint}>${trimPrecision(inner.trim())}</g>`, viewBox);
}

/** "great-wall" gives "GW", "ldv" gives "LDV", "haval" gives "H". */
export function badgeInitials(makeSlug: string): string {
  const words = makeSlug.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) {
    const word = words[0]!;
    return word.length <= 3 ? word.toUpperCase() : word.charAt(0).toUpperCase();
  }
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** Deep colours that carry white initials (contrast above 4.5:1). */
const badgeColours = ["#1d4ed8", "#b91c1c", "#047857", "#6d28d9", "#c2410c", "#0f766e", "#be185d", "#4d7c0f", "#1e3a8a", "#92400e", "#374151", "#7e22ce"];

/** A lettered badge for makes without a packaged logo: initials on a colour from the slug. */
export function letteredBadge(makeSlug: string): SvgDocument {
  const initials = badgeInitials(makeSlug);
  const fill = badgeColours[hashString(makeKey(makeSlug)) % badgeColours.length]!;
  const c = LOGO_SIZE / 2;
  // Initials fill about 60% of the disc, whatever their number.
  const size = Math.min(120, (LOGO_SIZE * 0.6) / (textWidth(initials, 1, true) || 1));
  return svgDocument(
    LOGO_SIZE,
    LOGO_SIZE,
    `${titleFromSlug(makeSlug)} (lettered badge, no logo on file)`,
    `<circle cx="${c}" cy="${c}" r="${c - 12}" fill="${fill}"/><circle cx="${c}" cy="${c}" r="${c - 26}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>` +
      `<text x="${c}" y="${num(c + size * 0.36)}" font-family="${SANS}" font-size="${num(size)}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
  );
}

export function logoArt(makeSlug: string): SvgDocument {
  const source = logoSource(makeSlug);
  return (source && packagedLogo(makeSlug, source)) ?? letteredBadge(makeSlug);
}

/** A make's brand colour for generated art: simple-icons' colour, else one from the slug. */
export function makeBrandColour(makeSlug: string): string {
  const source = logoSource(makeSlug);
  const hex = source?.package === "simple-icons" ? simpleIconInfo(source.slug)?.hex : undefined;
  if (hex && hex !== "000000") return `#${hex}`;
  const hash = hashString(makeKey(makeSlug));
  return hsl(hash % 360, 0.55, 0.38);
}

/** Which package a make's logo comes from, or null for a lettered badge. */
export function logoPackage(makeSlug: string): LogoSource["package"] | null {
  return logoSource(makeSlug)?.package ?? null;
}
