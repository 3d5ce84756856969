// Illustrative art for locations, offers, promo cards and blog posts:
// deterministic from the URL path, labelled where it stands in for a photo.
import { type SilhouetteName, bodyTypeSilhouettes, vehicleGroup } from "./car-art";
import { paintHex } from "./car-colours";
import { makeBrandColour } from "./logo-art";
import { modelBodyType } from "./model-body-types";
import { contrastRatio, darken, demoLabel, hashString, hsl, lighten, luminance, mix, num, pick, seededRandom, type SvgDocument, svgDocument, titleFromSlug } from "./svg";

/** Spec 9 layout sizes: location crops from 750 wide, promo slider 1920x540, blog 375x375. */
export const ART_SIZES = {
  location: { width: 1200, height: 800 },
  offer: { width: 1200, height: 800 },
  promo: { width: 1920, height: 540 },
  blog: { width: 800, height: 800 },
} as const;

const showroomPaints = ["white", "silver", "grey", "black", "red", "blue", "crystal-pearl", "bronze"];
const everydayBodies: SilhouetteName[] = ["sedan", "suv", "hatchback", "ute", "wagon"];

interface Sky {
  top: string;
  horizon: string;
  ground: string;
  far: string;
  near: string;
}

const skies: Sky[] = [
  { top: "#5f9fd6", horizon: "#dcecf6", ground: "#8f958f", far: "#9db79a", near: "#6f8f6c" },
  { top: "#f2a65a", horizon: "#fbe3c0", ground: "#8d8a84", far: "#c99a78", near: "#8d6e58" },
  { top: "#8ea3b5", horizon: "#e6ebef", ground: "#8c9196", far: "#a5b0aa", near: "#7d8a82" },
  { top: "#2f3b6b", horizon: "#d98e7a", ground: "#4a4d57", far: "#5b5470", near: "#3c3a52" },
];

function ridge(random: () => number, width: number, height: number, baseY: number, amplitude: number, fill: string): string {
  const phase = random() * Math.PI * 2;
  const waves = 1 + random() * 2.5;
  const points: string[] = [];
  for (let x = 0; x <= width; x += width / 16) {
    points.push(`${num(x)},${num(baseY - amplitude * (0.5 + 0.5 * Math.sin(phase + (x / width) * Math.PI * waves)))}`);
  }
  return `<path d="M0,${height}L${points.join("L")}L${width},${height}Z" fill="${fill}"/>`;
}

function clouds(random: () => number, width: number, maxY: number): string {
  const puffs: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = random() * width;
    const cy = 60 + random() * (maxY - 60);
    const r = 30 + random() * 30;
    puffs.push(`<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r * 2.6)}" ry="${num(r)}"/><ellipse cx="${num(cx + r)}" cy="${num(cy - r * 0.5)}" rx="${num(r * 1.4)}" ry="${num(r * 0.9)}"/>`);
  }
  return `<g fill="#fff" fill-opacity="0.55">${puffs.join("")}</g>`;
}

export function locationArt(slug: string): SvgDocument {
  const { width: W, height: H } = ART_SIZES.location;
  const random = seededRandom(hashString(`location/${slug}`));
  const sky = pick(random, skies);
  const accent = hsl(Math.floor(random() * 360), 0.6, 0.42);
  const groundY = 560;
  const left = 180 + random() * 80;
  const right = W - 80 - random() * 60;
  const top = 250 + random() * 40;
  const panes: string[] = [];
  const paneWidth = (right - left - 60) / 6;
  for (let i = 0; i < 6; i++) panes.push(`<rect x="${num(left + 30 + i * paneWidth)}" y="${num(top + 90)}" width="${num(paneWidth - 10)}" height="${num(groundY - top - 100)}"/>`);
  const cars: string[] = [];
  for (let i = 0; i < 3; i++) {
    const body = pick(random, everydayBodies);
    cars.push(vehicleGroup(body, paintHex(pick(random, showroomPaints)), { x: 150 + i * 330 + random() * 40, groundY: 690 + (i % 2) * 30, width: 250 }, `c${i}`));
  }
  const body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="0.7" stop-color="${sky.horizon}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb8cc"/><stop offset="0.6" stop-color="#3d5366"/><stop offset="1" stop-color="#566f84"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds(random, W, 200)}` +
    ridge(random, W, H, groundY - 60, 70, sky.far) +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(right - left)}" height="${num(groundY - top)}" fill="#eef0f2"/>` +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(right - left)}" height="70" fill="${accent}"/>` +
    `<g fill="url(#glass)">${panes.join("")}</g>` +
    `<rect x="70" y="${num(top - 90)}" width="64" height="${num(groundY - top + 90)}" fill="${darken(accent, 0.25)}"/><circle cx="102" cy="${num(top - 30)}" r="22" fill="#fff"/>` +
    `<rect y="${groundY}" width="${W}" height="${H - groundY}" fill="${sky.ground}"/>` +
    `<path d="${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `M${60 + i * 160},${groundY + 60}l-40,${H - groundY - 60}`).join("")}" stroke="#fff" stroke-opacity="0.6" stroke-width="6"/>` +
    cars.join("") +
    demoLabel(W, H);
  return svgDocument(W, H, `Demo image: illustration for the ${titleFromSlug(slug)} location`, body);
}

export function offerArt(makeSlug: string, modelSlug: string): SvgDocument {
  const { width: W, height: H } = ART_SIZES.offer;
  const random = seededRandom(hashString(`offer/${makeSlug}/${modelSlug}`));
  let brand = makeBrandColour(makeSlug);
  // Very light brand colours (Opel, smart) would wash out a white car.
  if (luminance(brand) > 0.5) brand = darken(brand, 0.45);
  // Near-black brand colours (Mazda, Jeep) would leave the art a black box.
  if (luminance(brand) < 0.03) brand = mix(brand, "#5b6b7d", 0.55);
  const deep = darken(brand, 0.55);
  const bodyType = modelBodyType(modelSlug);
  let paint = paintHex(pick(random, showroomPaints));
  if (contrastRatio(paint, mix(brand, deep, 0.5)) < 2) paint = paintHex("white");
  const rings: string[] = [];
  for (let i = 0; i < 3; i++) {
    rings.push(`<circle cx="${num(W * (0.55 + random() * 0.45))}" cy="${num(H * random() * 0.6)}" r="${num(120 + random() * 260)}" fill="#fff" fill-opacity="${Math.round((0.05 + random() * 0.06) * 100) / 100}"/>`);
  }
  const width = 820;
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(brand, 0.08)}"/><stop offset="1" stop-color="${deep}"/></linearGradient>` +
    `<radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${rings.join("")}` +
    `<path d="M0,${H * 0.78}L${W},${H * 0.62}V${H}H0Z" fill="#000" fill-opacity="0.18"/>` +
    `<ellipse cx="${W / 2}" cy="${H * 0.8}" rx="${W * 0.42}" ry="70" fill="url(#floor)"/>` +
    vehicleGroup(bodyTypeSilhouettes[bodyType], paint, { x: (W - width) / 2, groundY: H * 0.8, width, maxHeight: H * 0.62 }, "v") +
    demoLabel(W, H);
  return svgDocument(W, H, `Demo image: ${titleFromSlug(makeSlug)} ${titleFromSlug(modelSlug)} offer illustration (${bodyType})`, body);
}

export function promoArt(id: string): SvgDocument {
  const { width: W, height: H } = ART_SIZES.promo;
  const random = seededRandom(hashString(`promo/${id}`));
  const hue = Math.floor(random() * 360);
  const from = hsl(hue, 0.55, 0.22);
  const to = hsl((hue + 40) % 360, 0.6, 0.42);
  const bands: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = W * 0.45 + i * 230 + random() * 60;
    bands.push(`<path d="M${num(x)},0h${num(120 + random() * 80)}l-300,${H}h-${num(120 + random() * 80)}Z" fill="#fff" fill-opacity="${Math.round((0.05 + random() * 0.07) * 100) / 100}"/>`);
  }
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bands.join("")}` +
    `<circle cx="${num(W * 0.8)}" cy="${num(H * 0.35)}" r="${num(150 + random() * 60)}" fill="${lighten(to, 0.35)}" fill-opacity="0.35"/>` +
    `<rect y="${H - 70}" width="${W}" height="70" fill="#000" fill-opacity="0.2"/>` +
    vehicleGroup(pick(random, everydayBodies), paintHex(pick(random, showroomPaints)), { x: W * 0.56, groundY: H - 50, width: 640, maxHeight: H * 0.68 }, "v") +
    demoLabel(W, H);
  return svgDocument(W, H, `Demo image: promotional banner art ${id}`, body);
}

export function blogArt(slug: string): SvgDocument {
  const { width: W, height: H } = ART_SIZES.blog;
  const random = seededRandom(hashString(`blog/${slug}`));
  const sky = pick(random, skies);
  const horizon = 420;
  const sunX = 160 + random() * 480;
  const bend = (random() - 0.5) * 360;
  const road = `M${W / 2 - 230},${H}C${W / 2 - 120 + bend},${horizon + 200} ${W / 2 + 40 - bend},${horizon + 60} ${W / 2 + bend * 0.2 - 6},${horizon}h12C${W / 2 + 60 - bend},${horizon + 60} ${W / 2 + 120 + bend},${horizon + 200} ${W / 2 + 230},${H}Z`;
  const centreLine = `M${W / 2},${H}C${W / 2 + bend * 0.4},${horizon + 200} ${W / 2 + 50 - bend},${horizon + 60} ${W / 2 + bend * 0.2},${horizon}`;
  const body =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${num(sunX)}" cy="${num(horizon - 120 - random() * 120)}" r="70" fill="#fff4d6" fill-opacity="0.85"/>` +
    clouds(random, W, 220) +
    ridge(random, W, H, horizon, 110, sky.far) +
    ridge(random, W, H, horizon + 90, 90, sky.near) +
    `<path d="${road}" fill="#4b4f55"/><path d="${centreLine}" fill="none" stroke="#f1e3a6" stroke-width="6" stroke-dasharray="26 22"/>` +
    demoLabel(W, H);
  return svgDocument(W, H, `Demo image: illustration for the article ${titleFromSlug(slug)}`, body);
}
