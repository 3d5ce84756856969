// The host -> site rewrite every app mounts as its proxy.ts (Next 16's middleware).
// Pages live under app/[site]/..., so each page renders and caches per site; the
// segment always comes from the Host header, never from the path a client sends.
import { NextResponse, type NextRequest } from "next/server";
import { hostTarget } from "./host";

export const DIRECTORY_PATH = "/sites-directory";

export function siteProxy(request: NextRequest): NextResponse {
  const target = hostTarget(request.headers.get("host"));
  const url = request.nextUrl.clone();
  if (target.kind === "directory") {
    // Only "/" exists on the bare host; deeper paths fall through to the 404 page.
    url.pathname = url.pathname === "/" ? DIRECTORY_PATH : `${DIRECTORY_PATH}${url.pathname}`;
    return NextResponse.rewrite(url);
  }
  if (target.kind === "invalid") return new NextResponse("Unknown host", { status: 400, headers: { "content-type": "text/plain" } });
  url.pathname = `/${target.key}${url.pathname === "/" ? "" : url.pathname}`;
  return NextResponse.rewrite(url);
}

/** Everything but Next's assets, the image service and static files goes through the proxy. */
export const siteProxyMatcher = ["/((?!_next/|media/|favicon.ico|robots.txt|fonts/).*)"];
