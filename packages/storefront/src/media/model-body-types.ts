// Offer art shows a body silhouette, but an offer URL names only make and
// model: popular Australian models are listed, the rest guessed from words
// in the slug, then spread over the common bodies by hash.
import type { BodyType } from "@forecourt/domain";
import { hashString } from "./svg";

const models: Partial<Record<BodyType, string[]>> = {
  ute: ["hilux", "ranger", "navara", "triton", "dmax", "bt50", "t60", "t90", "cannon", "amarok", "tunland", "gladiator", "shark", "colorado", "silverado"],
  suv: [
    "rav4", "cx3", "cx30", "cx5", "cx60", "cx8", "cx9", "cx90", "xtrail", "qashqai", "juke", "pathfinder", "kluger", "chr", "corollacross", "yariscross",
    "tucson", "kona", "santafe", "venue", "palisade", "sportage", "seltos", "sorento", "sonet", "ev6", "ev9", "outlander", "eclipsecross", "asx", "forester",
    "crosstrek", "xv", "tiguan", "troc", "tcross", "touareg", "h6", "jolion", "atto3", "sealion", "zs", "hs", "modely", "everest", "escape", "puma",
    "mux", "fortuner", "x1", "x3", "x5", "q3", "q5", "q7", "glc", "gla", "gle", "nx", "rx", "ux", "ioniq5", "bz4x", "ariya", "tank300",
  ],
  "4x4": ["landcruiser", "prado", "patrol", "wrangler", "defender", "jimny", "pajero", "pajerosport", "gclass", "4runner", "bronco", "grenadier", "lx"],
  hatchback: ["corolla", "yaris", "i30", "i20", "mazda2", "mazda3", "rio", "picanto", "swift", "baleno", "golf", "polo", "mg3", "mg4", "focus", "fiesta", "leaf", "micra", "impreza", "dolphin", "a1", "a3", "1series"],
  sedan: ["camry", "mazda6", "sonata", "k5", "accord", "civic", "model3", "seal", "a4", "a6", "3series", "5series", "cclass", "eclass", "is", "es", "commodore", "jetta", "altima", "stinger"],
  wagon: ["outback", "passat", "levorg", "octavia"],
  van: ["hiace", "transit", "trafic", "master", "sprinter", "vito", "iload", "express", "etransit", "crafter", "transporter", "ducato", "deliver9"],
  peopleMover: ["carnival", "staria", "granvia", "tarago", "odyssey", "multivan", "kombi"],
  coupe: ["86", "gr86", "brz", "supra", "z", "mustang", "911", "rc"],
  convertible: ["mx5"],
  bus: ["coaster", "rosa", "civilian"],
  lightTruck: ["canter", "dutro", "nseries", "300series", "eseries"],
};

const modelBodies = new Map<string, BodyType>(Object.entries(models).flatMap(([body, names = []]) => names.map((name) => [name, body as BodyType] as const)));

const bodyWords: Array<[RegExp, BodyType]> = [
  [/\bcab ?chassis\b/, "cabChassis"],
  [/\b(ute|utility|pickup)\b/, "ute"],
  [/\bvan\b/, "van"],
  [/\b(wagon|estate)\b/, "wagon"],
  [/\b(suv|cross)\b/, "suv"],
  [/\bhatch(back)?\b/, "hatchback"],
  [/\bsedan\b/, "sedan"],
  [/\bcoupe\b/, "coupe"],
  [/\b(convertible|cabrio(let)?|roadster)\b/, "convertible"],
];

const fallbackBodies: BodyType[] = ["sedan", "hatchback", "suv", "ute"];

export function modelBodyType(modelSlug: string): BodyType {
  const slug = modelSlug.toLowerCase();
  const key = slug.replace(/[^a-z0-9]/g, "");
  const exact = modelBodies.get(key);
  if (exact) return exact;
  // Words in the slug beat the model list: "hilux-cab-chassis" is a cab chassis.
  const spaced = slug.replace(/[^a-z0-9]+/g, " ");
  for (const [pattern, body] of bodyWords) if (pattern.test(spaced)) return body;
  // "landcruiser-70" or "hilux-sr5": the longest listed model the slug starts
  // with (three letters or more, so "is" does not claim "istana").
  let best: { name: string; body: BodyType } | undefined;
  for (const [name, body] of modelBodies) {
    if (name.length >= 3 && key.startsWith(name) && (!best || name.length > best.name.length)) best = { name, body };
  }
  if (best) return best.body;
  return fallbackBodies[hashString(key) % fallbackBodies.length]!;
}
