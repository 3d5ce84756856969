// VIN check digits (ISO 3779 / 49 CFR 565), which the demo computes rather than invents.
import { describe, expect, it } from "vitest";
import { buildVin, isVinValid, modelYearCode, vinCheckDigit } from "./vin";

describe("VIN check digit", () => {
  it("accepts the well-known valid examples", () => {
    // 1M8GDM9AXKP042788 is the textbook example whose check digit is X.
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(isVinValid("1M8GDM9AXKP042788")).toBe(true);
    expect(isVinValid("11111111111111111")).toBe(true);
  });

  it("rejects a wrong check digit and the letters I, O and Q", () => {
    expect(isVinValid("1M8GDM9A1KP042788")).toBe(false);
    expect(isVinValid("1M8GDM9AXKP04278O")).toBe(false);
  });

  it("codes model years on the 30-year cycle", () => {
    expect(modelYearCode(2009)).toBe("9");
    expect(modelYearCode(2010)).toBe("A");
    expect(modelYearCode(2018)).toBe("J");
    expect(modelYearCode(2026)).toBe("T");
    expect(modelYearCode(2027)).toBe("V");
  });

  it("builds valid, distinct VINs from a WMI and the car id", () => {
    const vins = Array.from({ length: 2000 }, (_, index) => buildVin("MR0", "EX8FS", 2024, "A", index + 1));
    expect(vins.every(isVinValid)).toBe(true);
    expect(new Set(vins).size).toBe(vins.length);
    expect(vins[0]!.slice(0, 3)).toBe("MR0");
    expect(vins[0]![9]).toBe("R");
  });
});
