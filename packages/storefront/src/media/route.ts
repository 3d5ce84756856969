// Mounted by each app as `app/media/[...path]/route.ts`:
//   export { GET } from "@forecourt/storefront/media";
// It needs the Node.js runtime (sharp), which is the default for route handlers.
import { renderMedia } from "./render-media";

export { renderMedia, type MediaResponse } from "./render-media";
export { MAX_DIMENSION, DEFAULT_QUALITY } from "./image-params";

export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  let path: string[] = [];
  try {
    path = (await context.params).path ?? [];
  } catch {
    path = [];
  }
  const url = new URL(request.url);
  const result = await renderMedia(path, url.searchParams, request.headers.get("accept"), request.headers.get("if-none-match"));
  // A 304 carries no body; bytes are copied into a plain ArrayBuffer-backed view for BodyInit.
  const body = result.status === 304 ? null : typeof result.body === "string" ? result.body : new Uint8Array(result.body);
  return new Response(body, { status: result.status, headers: result.headers });
}
