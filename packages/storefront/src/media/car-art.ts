// Car placeholders (docs/demo-data.md 'Car images'): a body-type silhouette from the
// icon packages, painted in the car's colour, on a scene chosen by photo index.
import type { BodyType } from "@forecourt/domain";
import { paintHex, paintName } from "./car-colours";
import { absoluteSubpaths, mdiIcon, pathData, tablerIcon } from "./icon-sources";
import { cropSafeArea, darken, demoLabel, escapeXml, hashString, lighten, luminance, num, SANS, seededRandom, type SvgDocument, svgDocument } from "./svg";

export const CAR_WIDTH = 1200;
export const CAR_HEIGHT = 900;

interface Wheel {
  cx: number;
  cy: number;
}

export interface Silhouette {
  /** The file it is drawn from, e.g. `@mdi/svg car-side`. */
  source: string;
  load: () => string | null;
  /** Wheel centres in the icon's 24x24 units; every tyre has radius 3. */
  wheels: Wheel[];
  /** Subpaths (by index) that are tyres in the icon, such as a rear spare wheel. */
  spareTyres?: number[];
  /** A small drivetrain emblem in the corner (tabler car-4wd). */
  fourWheelDrive?: boolean;
}

const mdi = (name: string, wheels: Wheel[]): Silhouette => ({ source: `@mdi/svg ${name}`, load: () => mdiIcon(name), wheels });
const axle = (y: number, front = 18, rear = 6): Wheel[] => [
  { cx: rear, cy: y },
  { cx: front, cy: y },
];

export const silhouettes = {
  sedan: mdi("car-side", axle(15)),
  hatchback: mdi("car-hatchback", axle(15)),
  wagon: mdi("car-estate", axle(15)),
  ute: mdi("car-pickup", axle(15)),
  coupe: mdi("car-sports", axle(15)),
  convertible: mdi("car-convertible", axle(15)),
  van: mdi("van-utility", axle(17)),
  peopleMover: mdi("van-passenger", axle(17)),
  bus: mdi("bus-side", axle(15)),
  motorhome: mdi("rv-truck", axle(17, 18, 7)),
  cabChassis: mdi("truck-flatbed", axle(17, 17.5)),
  lightTruck: mdi("truck", axle(17)),
  suv: { source: "@tabler/icons filled/car-suv", load: () => tablerIcon("filled", "car-suv"), wheels: axle(17, 18, 7), spareTyres: [5] },
  fourByFour: {
    source: "@tabler/icons filled/car-suv and outline/car-4wd",
    load: () => tablerIcon("filled", "car-suv"),
    wheels: axle(17, 18, 7),
    spareTyres: [5],
    fourWheelDrive: true,
  },
} satisfies Record<string, Silhouette>;

export type SilhouetteName = keyof typeof silhouettes;

/**
 * Spec 2.3 body types to silhouettes. hardtop and softtop are, in Australian
 * listings, mostly off-roaders (LandCruiser Troop Carrier, Wrangler): hardtop
 * takes the SUV body, softtop the open-top one; only 4x4 wears the 4WD badge.
 */
export const bodyTypeSilhouettes = {
  "4x4": "fourByFour",
  bus: "bus",
  cabChassis: "cabChassis",
  convertible: "convertible",
  coupe: "coupe",
  hardtop: "suv",
  hatch: "hatchback",
  hatchback: "hatchback",
  motorhome: "motorhome",
  lightTruck: "lightTruck",
  peopleMover: "peopleMover",
  sedan: "sedan",
  softtop: "convertible",
  suv: "suv",
  ute: "ute",
  van: "van",
  wagon: "wagon",
  stationWagon: "wagon",
} as const satisfies Record<BodyType, SilhouetteName>;

// Feed spellings seen beside the spec list, compared without case or punctuation.
const bodyTypeAliases: Record<string, BodyType> = {
  "4wd": "4x4",
  offroad: "4x4",
  utility: "ute",
  pickup: "ute",
  cab: "cabChassis",
  mpv: "peopleMover",
  minivan: "peopleMover",
  liftback: "hatch",
  roadster: "convertible",
  cabriolet: "convertible",
  campervan: "motorhome",
  truck: "lightTruck",
  estate: "wagon",
  crossover: "suv",
};

const canonicalBodyTypes = new Map<string, BodyType>(Object.keys(bodyTypeSilhouettes).map((type) => [type.toLowerCase(), type as BodyType]));

/** A URL segment to a spec body type, or null when it names none. */
export function parseBodyType(segment: string): BodyType | null {
  const key = segment.toLowerCase().replace(/[^a-z0-9]/g, "");
  return canonicalBodyTypes.get(key) ?? (Object.hasOwn(bodyTypeAliases, key) ? bodyTypeAliases[key]! : null);
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function endpointBox(subpath: string): Box {
  // Endpoints only: enough to tell the outline from the cut-outs inside it.
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const segment of subpath.match(/[MLHVCSQTA][^MLHVCSQTAZ]*/g) ?? []) {
    const numbers = segment.slice(1).split(/[\s,]+/).filter(Boolean).map(Number);
    const letter = segment[0];
    const xs = letter === "H" ? [numbers[0]!] : letter === "V" ? [] : [numbers[numbers.length - 2]!];
    const ys = letter === "V" ? [numbers[0]!] : letter === "H" ? [] : [numbers[numbers.length - 1]!];
    for (const x of xs) [box.minX, box.maxX] = [Math.min(box.minX, x), Math.max(box.maxX, x)];
    for (const y of ys) [box.minY, box.maxY] = [Math.min(box.minY, y), Math.max(box.maxY, y)];
  }
  return box;
}

interface PreparedSilhouette {
  full: string;
  outline: string;
  subpaths: string[];
  box: Box;
}

const prepared = new Map<SilhouetteName, PreparedSilhouette | null>();

/** The icon's path split into the full shape and its outer outline. */
export function prepareSilhouette(name: SilhouetteName): PreparedSilhouette | null {
  if (!prepared.has(name)) {
    const svg = silhouettes[name].load();
    const subpaths = svg ? absoluteSubpaths(pathData(svg).join(" ")) : [];
    let outline: string | undefined;
    let area = -1;
    let box: Box | undefined;
    for (const subpath of subpaths) {
      const b = endpointBox(subpath);
      const a = (b.maxX - b.minX) * (b.maxY - b.minY);
      if (a > area) [outline, area, box] = [subpath, a, b];
    }
    prepared.set(name, outline && box ? { full: subpaths.join(""), outline, subpaths, box } : null);
  }
  return prepared.get(name) ?? null;
}

interface Scene {
  name: string;
  markup: string;
  groundY: number;
  /** Shot framing: 1 for the whole car, above 1 for a close-up. */
  zoom: number;
  mirrored: boolean;
}

const W = CAR_WIDTH;
const H = CAR_HEIGHT;

function hills(random: () => number, baseY: number, amplitude: number, fill: string): string {
  const points: string[] = [`M0,${H}`, `L0,${num(baseY)}`];
  const phase = random() * Math.PI * 2;
  const waves = 1.5 + random() * 2;
  for (let x = 0; x <= W; x += 100) {
    points.push(`L${x},${num(baseY - amplitude * (0.5 + 0.5 * Math.sin(phase + (x / W) * Math.PI * waves)))}`);
  }
  points.push(`L${W},${H}Z`);
  return `<path d="${points.join("")}" fill="${fill}"/>`;
}

function laneDashes(y: number, colour: string, random: () => number): string {
  const offset = Math.round(random() * 120);
  const dashes: string[] = [];
  for (let x = -offset; x < W; x += 160) dashes.push(`M${x},${y}h90`);
  return `<path d="${dashes.join("")}" stroke="${colour}" stroke-width="8"/>`;
}

/** Six scenes, one per photo index, so a gallery reads as different shots. */
function sceneFor(n: number, random: () => number): Scene {
  const index = ((n - 1) % 6 + 6) % 6;
  const mirrored = n % 2 === 0;
  switch (index) {
    case 0: {
      const groundY = 740;
      return {
        name: "studio",
        groundY,
        zoom: 1,
        mirrored,
        markup:
          `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe4e9"/><stop offset="${Math.round(((groundY - 120) / H) * 100) / 100}" stop-color="#f6f7f9"/><stop offset="1" stop-color="#c9d0d7"/></linearGradient>` +
          `<radialGradient id="spot" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
          `<rect width="${W}" height="${H}" fill="url(#bg)"/><ellipse cx="${W / 2}" cy="${groundY - 140}" rx="620" ry="360" fill="url(#spot)"/>`,
      };
    }
    case 1: {
      const groundY = 720;
      return {
        name: "open road",
        groundY,
        zoom: 1,
        mirrored,
        markup:
          `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa9dc"/><stop offset="0.6" stop-color="#d6e9f6"/></linearGradient></defs>` +
          `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
          hills(random, groundY - 210, 90, "#a9bfa3") +
          hills(random, groundY - 130, 60, "#83a27f") +
          `<rect y="${groundY - 70}" width="${W}" height="${H - groundY + 70}" fill="#8fa874"/>` +
          `<rect y="${groundY - 60}" width="${W}" height="140" fill="#5f656b"/>` +
          laneDashes(groundY + 40, "#f2f2f2", random),
      };
    }
    case 2: {
      const groundY = 800;
      return {
        name: "detail",
        groundY,
        zoom: 1.75,
        mirrored,
        markup:
          `<defs><radialGradient id="bg" cx="0.55" cy="0.45" r="0.75"><stop offset="0" stop-color="#5b626b"/><stop offset="1" stop-color="#1d2125"/></radialGradient></defs>` +
          `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="${groundY - 10}" width="${W}" height="${H - groundY + 10}" fill="#15181b" opacity="0.6"/>`,
      };
    }
    case 3: {
      const groundY = 750;
      const panes: string[] = [];
      for (let x = 60; x < W; x += 280) panes.push(`<rect x="${x}" y="70" width="240" height="${groundY - 210}" fill="#e3edf4" stroke="#aab3bb" stroke-width="10"/>`);
      const tiles: string[] = [];
      for (let i = -6; i <= 6; i++) tiles.push(`M${W / 2 + i * 90},${groundY - 90}L${W / 2 + i * 300},${H}`);
      return {
        name: "showroom",
        groundY,
        zoom: 1,
        mirrored,
        markup:
          `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e5df"/><stop offset="1" stop-color="#d3cdc5"/></linearGradient></defs>` +
          `<rect width="${W}" height="${H}" fill="url(#bg)"/>${panes.join("")}` +
          `<rect y="${groundY - 90}" width="${W}" height="${H - groundY + 90}" fill="#ddd8d1"/><path d="${tiles.join("")}" stroke="#c9c2b9" stroke-width="3"/>`,
      };
    }
    case 4: {
      const groundY = 730;
      const buildings: string[] = [];
      for (let x = -20; x < W; ) {
        const width = 70 + random() * 110;
        const height = 120 + random() * 260;
        buildings.push(`<rect x="${num(x)}" y="${num(groundY - 90 - height)}" width="${num(width)}" height="${num(height + 20)}"/>`);
        x += width + 8;
      }
      return {
        name: "dusk",
        groundY,
        zoom: 1,
        mirrored,
        markup:
          `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#242b57"/><stop offset="0.45" stop-color="#7a4f7e"/><stop offset="0.75" stop-color="#f0956a"/></linearGradient></defs>` +
          `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="${num(200 + random() * 800)}" cy="${groundY - 200}" r="90" fill="#ffd49a"/>` +
          `<g fill="#2a2746">${buildings.join("")}</g>` +
          `<rect y="${groundY - 70}" width="${W}" height="${H - groundY + 70}" fill="#2d2f3c"/>` +
          laneDashes(groundY + 50, "#d9b56f", random),
      };
    }
    default: {
      const groundY = 790;
      return {
        name: "coast",
        groundY,
        zoom: 1.45,
        mirrored,
        markup:
          `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0f2"/><stop offset="0.5" stop-color="#eaf5fb"/></linearGradient>` +
          `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f7fb0"/><stop offset="1" stop-color="#79b8dc"/></linearGradient></defs>` +
          `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="430" width="${W}" height="${groundY - 500}" fill="url(#sea)"/>` +
          `<path d="M0,${groundY - 90}Q${W / 3},${groundY - 120} ${W},${groundY - 85}V${H}H0Z" fill="#dfcda4"/>` +
          `<rect y="${groundY - 40}" width="${W}" height="${H - groundY + 40}" fill="#676c72"/>`,
      };
    }
  }
}

const spokes = [0, 72, 144, 216, 288];

function wheelMarkup(wheel: Wheel, paint: string, random: () => number, rimId: string): string {
  const { cx, cy } = wheel;
  const turn = random() * 72;
  const spokePath = spokes
    .map((angle) => {
      const a = ((angle + turn) * Math.PI) / 180;
      return `M${num(cx + Math.cos(a) * 0.5)},${num(cy + Math.sin(a) * 0.5)}L${num(cx + Math.cos(a) * 1.7)},${num(cy + Math.sin(a) * 1.7)}`;
    })
    .join("");
  return (
    `<path d="M${num(cx - 3.35)},${cy}A3.35,3.35 0 0 1 ${num(cx + 3.35)},${cy}Z" fill="${darken(paint, 0.6)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="3" fill="#1b1c1e"/><circle cx="${cx}" cy="${cy}" r="1.85" fill="url(#${rimId})"/>` +
    `<path d="${spokePath}" stroke="#7d848b" stroke-width="0.3" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="0.45" fill="#59606a"/>`
  );
}

interface Placement {
  /** Left edge and ground line in the picture, and the vehicle's width there. */
  x: number;
  groundY: number;
  width: number;
  /** Tall bodies (vans, SUVs) are narrowed to this height, keeping their centre. */
  maxHeight?: number;
}

/**
 * A painted vehicle standing on `groundY`: glass behind the body so the
 * icon's cut-outs read as windows, then the body, then the wheels.
 */
function vehicleMarkup(name: SilhouetteName, paint: string, placement: Placement, random: () => number, idPrefix: string): { markup: string; defs: string } | null {
  const shape = prepareSilhouette(name);
  if (!shape) return null;
  const silhouette: Silhouette = silhouettes[name];
  const { box } = shape;
  const wheelBottom = Math.max(...silhouette.wheels.map((w) => w.cy + 3), box.maxY);
  const scale = placement.width / (box.maxX - box.minX);
  const tx = placement.x - box.minX * scale;
  const ty = placement.groundY - wheelBottom * scale;
  const stroke = luminance(paint) < 0.04 ? lighten(paint, 0.35) : darken(paint, 0.38);
  const defs =
    `<linearGradient id="${idPrefix}paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(paint, 0.3)}"/><stop offset="0.5" stop-color="${paint}"/><stop offset="1" stop-color="${darken(paint, 0.32)}"/></linearGradient>` +
    `<linearGradient id="${idPrefix}glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d6b7a"/><stop offset="0.55" stop-color="#1c232b"/><stop offset="1" stop-color="#2c3641"/></linearGradient>` +
    `<radialGradient id="${idPrefix}rim"><stop offset="0" stop-color="#eef1f4"/><stop offset="1" stop-color="#8d949b"/></radialGradient>` +
    `<radialGradient id="${idPrefix}shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const spares = (silhouette.spareTyres ?? []).map((index) => `<path d="${shape.subpaths[index] ?? ""}" fill="#1b1c1e"/>`).join("");
  const markup =
    `<ellipse cx="${num(placement.x + placement.width / 2)}" cy="${num(placement.groundY + 4)}" rx="${num(placement.width * 0.57)}" ry="${num(Math.max(10, placement.width * 0.018))}" fill="url(#${idPrefix}shadow)"/>` +
    `<g transform="translate(${num(tx)},${num(ty)}) scale(${Math.round(scale * 100) / 100})">` +
    `<path d="${shape.outline}" fill="url(#${idPrefix}glass)"/>` +
    `<path d="${shape.full}" fill="url(#${idPrefix}paint)" stroke="${stroke}" stroke-width="0.08" stroke-linejoin="round"/>${spares}` +
    silhouette.wheels.map((wheel) => wheelMarkup(wheel, paint, random, `${idPrefix}rim`)).join("") +
    `</g>`;
  return { markup, defs };
}

/** Width over height of a silhouette, wheels included. */
export function silhouetteAspect(name: SilhouetteName): number {
  const shape = prepareSilhouette(name);
  if (!shape) return 2;
  const wheelBottom = Math.max(...silhouettes[name].wheels.map((w) => w.cy + 3), shape.box.maxY);
  return (shape.box.maxX - shape.box.minX) / (wheelBottom - shape.box.minY);
}

function fourWheelDriveBadge(label: string): string {
  const safe = cropSafeArea(W, H);
  const icon = tablerIcon("outline", "car-4wd");
  if (!icon) return "";
  const paths = pathData(icon)
    .map((d) => `<path d="${d}"/>`)
    .join("");
  return (
    `<g data-slot="drivetrain" transform="translate(${num(safe.left + 32)},${num(safe.top + 32)})"><rect width="210" height="96" rx="48" fill="#111827" fill-opacity="0.72"/>` +
    `<g transform="translate(26,16) scale(2.7)" fill="none" stroke="#fff" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round">${paths}</g>` +
    `<text x="150" y="63" font-family="${SANS}" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text></g>`
  );
}

export interface CarArtInput {
  bodyType: BodyType;
  colourSlug: string;
  /** Photo index from the URL; changes the scene and the angle. */
  photo: number;
}

export function carArt({ bodyType, colourSlug, photo }: CarArtInput): SvgDocument | null {
  const name = bodyTypeSilhouettes[bodyType];
  const random = seededRandom(hashString(`car/${bodyType}/${colourSlug}/${photo}`));
  const scene = sceneFor(photo, random);
  const paint = paintHex(colourSlug);

  // The whole vehicle in about three quarters of the frame (tall ones by
  // height); close-ups frame the front half, or the rear when mirrored.
  const aspect = silhouetteAspect(name);
  const width = Math.min(W * 0.74, 520 * aspect) * scene.zoom;
  const x = scene.zoom > 1 ? W * 0.56 - width * 0.68 : (W - width) / 2;
  const vehicle = vehicleMarkup(name, paint, { x, groundY: scene.groundY, width }, random, "");
  if (!vehicle) return null;
  const picture = scene.mirrored ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${vehicle.markup}</g>` : vehicle.markup;
  const badge = (silhouettes[name] as Silhouette).fourWheelDrive ? fourWheelDriveBadge(bodyType) : "";

  return svgDocument(
    W,
    H,
    `Demo image: ${paintName(colourSlug)} ${bodyType} placeholder, ${scene.name} shot ${photo}`,
    `${scene.markup}<defs>${vehicle.defs}</defs>${picture}${badge}${demoLabel(W, H)}` +
      `<desc>${escapeXml(`Silhouette from ${silhouettes[name].source}; not a photo of the car.`)}</desc>`,
  );
}

/** The same painted vehicle for other art (offers, locations); ids are prefixed. */
export function vehicleGroup(name: SilhouetteName, paint: string, placement: Placement, idPrefix: string): string {
  const width = Math.min(placement.width, (placement.maxHeight ?? Infinity) * silhouetteAspect(name));
  const fitted = { ...placement, width, x: placement.x + (placement.width - width) / 2 };
  const vehicle = vehicleMarkup(name, paint, fitted, seededRandom(hashString(`${idPrefix}/${name}/${paint}`)), idPrefix);
  return vehicle ? `<defs>${vehicle.defs}</defs>${vehicle.markup}` : "";
}

