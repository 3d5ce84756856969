import { describe, expect, it } from "vitest";
import { isUuid } from "./ids";

describe("isUuid", () => {
  it("takes a UUID in either case", () => {
    expect(isUuid("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isUuid("0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe(true);
  });

  it("refuses anything else, so a lookup says 'not found' rather than failing in the database", () => {
    for (const value of ["", "42", "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5b-d9cb-469f-a165-70867728950e1", "0f8fad5bd9cb469fa16570867728950e", "0f8fad5b-d9cb-469f-a165-70867728950g", " 0f8fad5b-d9cb-469f-a165-70867728950e"]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
