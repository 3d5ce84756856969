import { describe, expect, it } from "vitest";
import { isSearchRequestError, SearchRequestError } from "./errors";

describe("isSearchRequestError", () => {
  it("knows the error of another copy of this module (Next bundles pages and route handlers apart)", () => {
    // What a second copy of the class throws: same brand, another prototype chain.
    const brand = Symbol.for("forecourt.search.SearchRequestError");
    const fromAnotherCopy = Object.assign(new Error("Unexpected end of filter"), { status: 400, [brand]: true });
    expect(fromAnotherCopy instanceof SearchRequestError).toBe(false);
    expect(isSearchRequestError(fromAnotherCopy)).toBe(true);
    expect(isSearchRequestError(new SearchRequestError("x"))).toBe(true);
  });

  it("refuses other errors and non-errors", () => {
    for (const value of [new Error("boom"), Object.assign(new Error("x"), { status: 400 }), null, undefined, "SearchRequestError", 400]) expect(isSearchRequestError(value)).toBe(false);
  });
});
