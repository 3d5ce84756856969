// The document of a 404, drawn on the server (docs/architecture.md 'A 404's document').
//
// Next answers a page that calls notFound() with an empty shell: `<html
// id="__next_error__">`, no lang, no body, the 404 page only in the RSC payload
// for the browser to draw once the scripts have run (next.js#62228: React's
// streaming render runs no error boundary on the server). A shopper on a slow
// phone following a sold car's link saw a blank page until then; without
// JavaScript, or to a crawler, it stayed blank.
//
// So the app server (server/app-server.ts) does not send that shell. When Next
// answers a page request with an HTML 404, the server discards it and asks Next
// again, on the same connection, with this header set: the proxy then sends the
// request to the not-found document (pages/not-found.tsx), a plain page that draws
// the site's own 404 inside its header and footer, and the server sends that with
// the 404 status. The header is the server's alone: it removes it from every
// request a client sends. No framework import: the server and the proxy share it.

/** Set by the app server on the request it makes for a 404's document; removed from clients' requests. */
export const NOT_FOUND_DOCUMENT_HEADER = "x-forecourt-not-found-document";

/** The route of the not-found documents, outside `[site]`: only the proxy's rewrite reaches it. */
export const NOT_FOUND_DOCUMENT_ROUTE = "/not-found-document";

/**
 * The path the proxy rewrites a marked request to: the site's key, then the path
 * the shopper asked for (the car of /cars/{slug} picks the similar cars); the bare
 * route for the directory's host.
 */
export function notFoundDocumentPath(target: { kind: "site"; key: string } | { kind: "directory" }, pathname: string): string {
  if (target.kind === "directory") return NOT_FOUND_DOCUMENT_ROUTE;
  const asked = pathname.replace(/\/+$/, "");
  return `${NOT_FOUND_DOCUMENT_ROUTE}/${target.key}${asked}`;
}
