// A request the engine cannot answer because of what the client sent. The HTTP
// layer turns it into Algolia's error body `{ message, status: 400 }` (issue 4
// item 2: a malformed request or filter is a 400 naming the problem, never a 500).

/**
 * A registry-wide brand rather than `instanceof` alone: Next bundles a page and a
 * route handler separately, so the engine one bundle built (kept on globalThis)
 * can throw the class of another copy of this module.
 */
const brand = Symbol.for("forecourt.search.SearchRequestError");

export class SearchRequestError extends Error {
  readonly status = 400 as const;
  readonly [brand] = true;

  constructor(message: string) {
    super(message);
    this.name = "SearchRequestError";
  }
}

export function isSearchRequestError(error: unknown): error is SearchRequestError {
  return error instanceof SearchRequestError || (typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[brand] === true);
}

export function badRequest(message: string): never {
  throw new SearchRequestError(message);
}
