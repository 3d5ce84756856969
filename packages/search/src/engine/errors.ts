// A request the engine cannot answer because of what the client sent. The HTTP
// layer turns it into Algolia's error body `{ message, status: 400 }` (issue 4
// item 2: a malformed request or filter is a 400 naming the problem, never a 500).
export class SearchRequestError extends Error {
  readonly status = 400 as const;

  constructor(message: string) {
    super(message);
    this.name = "SearchRequestError";
  }
}

export function isSearchRequestError(error: unknown): error is SearchRequestError {
  return error instanceof SearchRequestError;
}

export function badRequest(message: string): never {
  throw new SearchRequestError(message);
}
