// VINs with a real world manufacturer identifier and a computed check digit
// (ISO 3779 / 49 CFR 565: position 9 is the weighted sum mod 11, 10 written X).
// docs/demo-data.md 'Places' prefers this over faker.vehicle.vin(): the prefix then matches the make.

/** Letters I, O and Q are never used in a VIN (they read as 1 and 0). */
export const VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

const transliteration: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function valueOf(character: string): number {
  if (character >= "0" && character <= "9") return character.charCodeAt(0) - 48;
  const value = transliteration[character];
  if (value === undefined) throw new Error(`'${character}' cannot appear in a VIN`);
  return value;
}

/** The check digit for a 17-character VIN (position 9 is ignored). */
export function vinCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new Error(`A VIN has 17 characters, got ${vin.length}`);
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += valueOf(vin[index]!) * weights[index]!;
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

export function isVinValid(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vinCheckDigit(vin) === vin[8];
}

/** Position 10 encodes the model year on a 30-year cycle (2001-2009 digits, 2010 A ... 2030 Y). */
export function modelYearCode(year: number): string {
  const codes = "ABCDEFGHJKLMNPRSTVWXY123456789";
  return codes[(((year - 2010) % 30) + 30) % 30]!;
}

/**
 * A VIN: WMI, five descriptor characters, check digit, model year, plant, and a
 * six-digit serial. The serial comes from the car id, so VINs never collide.
 */
export function buildVin(wmi: string, descriptor: string, year: number, plant: string, serialSeed: number): string {
  // 7919 is prime and coprime to 10^6, so ids below a million map to distinct serials.
  const serial = String((serialSeed * 7919 + 104_729) % 1_000_000).padStart(6, "0");
  const draft = `${wmi}${descriptor}0${modelYearCode(year)}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}
