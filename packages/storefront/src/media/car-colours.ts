// Paint colours for car placeholders: a dealer colour slug to a hex tint.
import { hashString, hsl, titleFromSlug } from "./svg";

/** Named paints seen in Australian dealer feeds, and the plain colour words. */
export const paintColours: Readonly<Record<string, string>> = {
  // whites and pearls
  white: "#f4f5f2",
  "pure-white": "#f7f7f5",
  "glacier-white": "#f1f4f6",
  "frozen-white": "#eef1f3",
  "crystal-pearl": "#eeece6",
  "crystal-white": "#f0f1ef",
  "pearl-white": "#ece9e1",
  "white-pearl": "#ece9e1",
  "arctic-white": "#f3f6f7",
  "snowflake-white": "#f2f2ef",
  "summit-white": "#f1f1ee",
  cream: "#ece3cc",
  ivory: "#efe9d9",
  // silvers and greys
  silver: "#c3c7cb",
  "silver-sky": "#bcc3c9",
  "silky-silver": "#c9cbcb",
  "sparkling-silver": "#c5c9cc",
  titanium: "#9ea3a6",
  "titanium-flash": "#8f9497",
  grey: "#7d8186",
  gray: "#7d8186",
  graphite: "#4f5357",
  "gun-metal": "#52575c",
  gunmetal: "#52575c",
  "magnetic-grey": "#5a5e62",
  "machine-grey": "#777a7c",
  "storm-grey": "#60656a",
  "polymetal-grey": "#8a9096",
  "meteor-grey": "#6b6f73",
  "moon-dust": "#a7a9a6",
  moondust: "#a7a9a6",
  charcoal: "#3c3f42",
  // blacks
  black: "#1c1d1f",
  "eclipse-black": "#18191b",
  "jet-black": "#121314",
  ink: "#20242a",
  "phantom-black": "#16171a",
  "diamond-black": "#1d1e21",
  "jet-black-mica": "#17181b",
  // reds
  red: "#b3202a",
  "feverish-red": "#b8141e",
  "soul-red": "#9e1521",
  "soul-red-crystal": "#9e1521",
  "flame-red": "#c8202b",
  "race-red": "#c0212c",
  "fiery-red": "#c4262e",
  "sunset-red": "#c5352c",
  maroon: "#5e1a22",
  burgundy: "#651c2a",
  "wine-red": "#6a1d2b",
  // blues
  blue: "#245a9e",
  "deep-blue": "#1d3b6e",
  "dark-blue": "#1b2f55",
  navy: "#1b2a48",
  "saturn-blue": "#1e3f7a",
  "lunar-blue": "#2f4763",
  "sky-blue": "#6fa4d1",
  "light-blue": "#8cb8de",
  "ocean-blue": "#1f5d8c",
  "blue-reflex": "#23418f",
  "lightning-blue": "#1f5ab8",
  "eternal-blue": "#233b66",
  "deep-crystal-blue": "#1c2e4f",
  teal: "#237e7f",
  turquoise: "#35a0a0",
  // greens
  green: "#2e6b3a",
  "dark-green": "#1f3f2b",
  "british-racing-green": "#1c3b2a",
  olive: "#5f6436",
  khaki: "#8c8462",
  "army-green": "#4b5337",
  eucalyptus: "#6e8a7a",
  // warm colours
  yellow: "#e7b91c",
  orange: "#e0691e",
  "vibrant-orange": "#e25b17",
  gold: "#b99448",
  bronze: "#8a6239",
  copper: "#a35b35",
  brown: "#5c4030",
  beige: "#cdbb9a",
  sand: "#c9b48d",
  "desert-sand": "#c2ad84",
  champagne: "#d8c9a6",
  tan: "#b89468",
  // others
  purple: "#54306e",
  violet: "#5f3f8c",
  pink: "#d77fa1",
};

// The last colour word in an unlisted slug decides its family:
// "frozen-white" is white, "lava-orange" is orange.
const colourWords = Object.keys(paintColours).filter((key) => !key.includes("-"));

/** The body tint for a colour slug; unknown slugs hash to a stable neutral. */
export function paintHex(colourSlug: string): string {
  const slug = colourSlug.toLowerCase();
  // Own keys only: a slug such as "constructor" must not reach Object.prototype.
  if (Object.hasOwn(paintColours, slug)) return paintColours[slug]!;
  const words = slug.split(/[-_]+/).reverse();
  for (const word of words) {
    if (colourWords.includes(word)) return paintColours[word]!;
  }
  // A low-saturation grey or greige, lightness spread so neighbours differ.
  const hash = hashString(slug);
  return hsl(hash % 360, 0.06 + ((hash >>> 9) % 8) / 100, 0.28 + ((hash >>> 13) % 45) / 100);
}

export function paintName(colourSlug: string): string {
  return titleFromSlug(colourSlug.toLowerCase());
}
