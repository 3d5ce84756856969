// The host -> site rewrite every app mounts as its proxy.ts (Next 16's middleware).
// Pages live under app/[site]/..., so each page renders and caches per site; the
// segment always comes from the Host header, never from the path a client sends.
import { NextResponse, type NextRequest } from "next/server";
import { canonicalPath } from "@forecourt/domain";
import { storefrontEnv } from "../env";
import { NOT_FOUND_DOCUMENT_HEADER, notFoundDocumentPath } from "../http/not-found-document";
import { hostTarget } from "./host";

export const DIRECTORY_PATH = "/sites-directory";

export function siteProxy(request: NextRequest): NextResponse {
  const target = hostTarget(request.headers.get("host"), storefrontEnv().FORECOURT_DEPLOYMENT);
  const url = request.nextUrl.clone();
  // The app server asking for a 404's document (http/not-found-document.ts): the
  // page the shopper asked for said it does not exist; draw the site's 404 for it.
  if (request.headers.has(NOT_FOUND_DOCUMENT_HEADER) && target.kind !== "invalid") {
    const document = new URL(notFoundDocumentPath(target, new URL(request.url).pathname), request.url);
    return NextResponse.rewrite(document);
  }
  if (target.kind === "directory") {
    // Only "/" exists on the bare host; deeper paths fall through to the 404 page.
    url.pathname = url.pathname === "/" ? DIRECTORY_PATH : `${DIRECTORY_PATH}${url.pathname}`;
    return NextResponse.rewrite(url);
  }
  if (target.kind === "invalid") return new NextResponse("Unknown host", { status: 400, headers: { "content-type": "text/plain" } });
  // The path exactly as asked: NextURL's pathname may hide a trailing slash.
  const asked = new URL(request.url);
  const pathname = asked.pathname;
  // One spelling per page (spec 2.1 writes /cars/ and /book-test-drive/ with the
  // slash, most paths without): the other spelling is a permanent redirect. Next's
  // own trailing-slash redirect is off (skipTrailingSlashRedirect) so this decides.
  const canonical = canonicalPath(pathname);
  // Plain URLs: NextURL would carry the asked-for trailing slash over to the new path.
  if (canonical !== pathname) return NextResponse.redirect(new URL(`${canonical}${asked.search}`, asked), 308);
  const rewriteTo = new URL(`/${target.key}${pathname.replace(/\/+$/, "")}${asked.search}`, asked);
  return NextResponse.rewrite(rewriteTo);
}

export { siteProxyMatcher } from "./proxy-matcher";
