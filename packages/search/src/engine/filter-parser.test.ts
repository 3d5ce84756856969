import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSearchRequestError, SearchRequestError } from "./errors";
import { parseFilterString } from "./filter-parser";

function parse(text: string) {
  return parseFilterString(text);
}

function rejection(text: string): SearchRequestError {
  try {
    parse(text);
  } catch (error) {
    if (error instanceof SearchRequestError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
}

describe("Algolia filter grammar (issue 4 item 2)", () => {
  it("reads facet, quoted, boolean, numeric and range conditions", () => {
    expect(parse("make:Toyota")).toEqual({ kind: "facet", attribute: "make", value: "Toyota" });
    expect(parse('make_model:"Toyota HiLux"')).toEqual({ kind: "facet", attribute: "make_model", value: "Toyota HiLux" });
    expect(parse("'location name':'Sunshine \\'Toyota\\''")).toEqual({ kind: "facet", attribute: "location name", value: "Sunshine 'Toyota'" });
    expect(parse("show_on_dealer_website:true")).toEqual({ kind: "facet", attribute: "show_on_dealer_website", value: "true" });
    expect(parse("price:10000 TO 20000")).toEqual({ kind: "range", attribute: "price", lower: 10000, upper: 20000 });
    expect(parse("km<=-1.5e3")).toEqual({ kind: "numeric", attribute: "km", operator: "<=", value: -1500 });
    for (const operator of ["<", "<=", "=", "!=", ">=", ">"]) expect(parse(`year ${operator} 2020`)).toMatchObject({ kind: "numeric", operator, value: 2020 });
  });

  it("binds NOT tightest, then AND, then OR; parentheses group", () => {
    expect(parse("a:1 OR b:2 AND NOT c:3")).toEqual({
      kind: "or",
      children: [
        { kind: "facet", attribute: "a", value: "1" },
        { kind: "and", children: [{ kind: "facet", attribute: "b", value: "2" }, { kind: "not", child: { kind: "facet", attribute: "c", value: "3" } }] },
      ],
    });
    expect(parse("(a:1 OR b:2) AND c:3")).toMatchObject({ kind: "and", children: [{ kind: "or" }, { kind: "facet" }] });
  });

  it("accepts the domain's listing filter, ORs of ANDs included", () => {
    const listing = "show_on_dealer_website:true AND (status:in_stock OR status:coming_soon OR (status:sold AND sold_date_timestamp >= 1790000000))";
    expect(parse(listing)).toMatchObject({ kind: "and" });
  });

  it("treats an empty or blank filter as no filter", () => {
    expect(parse("")).toBeNull();
    expect(parse("   ")).toBeNull();
  });

  it("answers malformed filters with a 400 that names the problem", () => {
    expect(rejection("make:").message).toMatch(/filters: unexpected end of input.*expected a value/);
    expect(rejection("(make:Toyota").message).toMatch(/expected "\)"/);
    expect(rejection("make:Toyota)").message).toMatch(/unexpected "\)" at col 12/);
    expect(rejection("price > cheap").message).toMatch(/expected a number after ">"/);
    expect(rejection("price:low TO 5").message).toMatch(/lower bound of a range must be a number/);
    expect(rejection('make:"Toyota').message).toMatch(/unterminated quoted string/);
    expect(rejection("make ! Toyota").message).toMatch(/unexpected "!"/);
    expect(rejection("AND make:Toyota").message).toMatch(/expected an attribute name/);
    expect(rejection("make Toyota").message).toMatch(/expected ":" or a comparison operator after "make"/);
    expect(rejection("make:Toyota make:Ford").status).toBe(400);
  });

  it("bounds nesting and length", () => {
    expect(rejection(`${"(".repeat(40)}a:1${")".repeat(40)}`).message).toMatch(/nested more than 32 levels/);
    expect(rejection(`${"NOT ".repeat(40)}a:1`).message).toMatch(/nested more than 32 levels/);
    expect(rejection(`a:${"x".repeat(20_000)}`).message).toMatch(/longer than 16384 characters/);
    expect(parse(`${"(".repeat(30)}a:1${")".repeat(30)}`)).toEqual({ kind: "facet", attribute: "a", value: "1" });
  });

  // No wall-clock bound per input (timings stay out of pass/fail tests: a loaded
  // machine would fail them); a parser that hangs or blows up exponentially still
  // fails, by the test's own timeout.
  it("fuzz: any input yields a filter, null or a 400, never a crash or a hang", () => {
    const tokens = fc.constantFrom("(", ")", ":", "<", "<=", "=", "!=", ">=", ">", "!", "AND", "OR", "NOT", "TO", '"', "'", "\\", " ", "make", "Toyota", "12", "-3.5e2", "price", "é", "\u0000");
    const soup = fc.array(tokens, { maxLength: 80 }).map((parts) => parts.join(" "));
    const glued = fc.array(tokens, { maxLength: 80 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 100 }), soup, glued), (text) => {
        try {
          const result = parse(text);
          expect(result === null || typeof result.kind === "string").toBe(true);
        } catch (error) {
          expect(isSearchRequestError(error)).toBe(true);
          expect((error as SearchRequestError).status).toBe(400);
          expect((error as SearchRequestError).message).toMatch(/^filters: /);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("fuzz: deep and long inputs end with a filter or a 400, never a stack overflow or a hang", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.constantFrom("(", "NOT ", "a:1 OR ", "a:1 AND "), (count, unit) => {
        try {
          parse(unit.repeat(count) + "a:1");
        } catch (error) {
          // A RangeError (the stack) would fail here: depth is bounded before recursion.
          expect(isSearchRequestError(error)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
