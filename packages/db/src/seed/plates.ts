// Number plates in each jurisdiction's standard passenger format (docs/demo-data.md 'Places':
// NSW AB12CD, QLD 123ABC, ...). The letters and digits are random, so a demo plate
// may coincide with a real one, as any example plate can.
import type { DemoRandom } from "./random";

/** L = letter, D = digit; other characters are kept. */
export const plateFormats: Record<string, string> = {
  NSW: "LLDDLL",
  VIC: "LLLDDD",
  QLD: "DDDLLL",
  WA: "DLLLDDD",
  SA: "SDDDLLL",
  TAS: "LDDLL",
  ACT: "YLLDDL",
  NT: "LLDDLL",
  AUK: "LLLDDD",
  OR: "DDD LLL",
};

// I, O and Q are avoided on plates because they read as 1 and 0.
const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";

export function plateFor(random: DemoRandom, state: string): string {
  const format = plateFormats[state] ?? plateFormats.NSW!;
  let plate = "";
  for (const symbol of format) {
    if (symbol === "L") plate += letters[random.int(0, letters.length - 1)];
    else if (symbol === "D") plate += String(random.int(0, 9));
    else plate += symbol;
  }
  return plate;
}

/** A pattern per format, for tests and for anyone validating a plate field. */
export function platePattern(state: string): RegExp {
  const format = plateFormats[state] ?? plateFormats.NSW!;
  const source = [...format].map((symbol) => (symbol === "L" ? "[A-Z]" : symbol === "D" ? "\\d" : symbol)).join("");
  return new RegExp(`^${source}$`);
}
