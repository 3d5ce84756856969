// Request bodies with a size cap, refused before they are read (issue 14): a
// declared Content-Length over the cap is answered at once, and a body streamed
// without one is read at most cap + 1 bytes. API routes live outside the proxy's
// matcher (proxy.ts), because Next buffers the whole body of any request its proxy
// sees before the route handler runs; here the handler reads straight off the socket.

export type BodyRead = { kind: "ok"; text: string } | { kind: "too-large" };

/** True when the request says it is longer than `maxBytes`: answer 413 without reading it. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("content-length"));
  return Number.isFinite(declared) && declared > maxBytes;
}

/** Reads at most `maxBytes` + 1 bytes: enough to know the body is too large without holding it all. */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyRead> {
  if (declaredTooLarge(request, maxBytes)) return { kind: "too-large" };
  if (!request.body) return { kind: "ok", text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { kind: "too-large" };
    }
    chunks.push(value);
  }
  return { kind: "ok", text: Buffer.concat(chunks).toString("utf8") };
}

/** "64 KB", "1 MB": the size a 413 message names. */
export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}
