// Bodies are refused by declared size before any byte is read, and by streamed size
// after at most the cap plus one chunk (issue 14).
import { describe, expect, it } from "vitest";
import { declaredTooLarge, readBodyText, sizeLabel } from "./body";

const cap = 64 * 1024;
const post = (body: BodyInit, headers: Record<string, string> = {}) => new Request("http://x/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("readBodyText", () => {
  it("reads a body up to the cap and refuses one byte more", async () => {
    expect(await readBodyText(post("{}"), cap)).toEqual({ kind: "ok", text: "{}" });
    expect(await readBodyText(post("x".repeat(cap)), cap)).toMatchObject({ kind: "ok" });
    expect(await readBodyText(post("x".repeat(cap + 1)), cap)).toEqual({ kind: "too-large" });
    expect(await readBodyText(new Request("http://x/"), cap)).toEqual({ kind: "ok", text: "" });
  });

  it("stops pulling an endless body shortly past the cap", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    expect(await readBodyText(post(endless), cap)).toEqual({ kind: "too-large" });
    expect(pulled).toBeLessThan(10);
  });

  it("refuses a declared Content-Length over the cap without reading a byte", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = post(body, { "content-length": String(4 * 1024 * 1024) });
    expect(declaredTooLarge(request, cap)).toBe(true);
    expect(await readBodyText(request, cap)).toEqual({ kind: "too-large" });
    expect(pulled).toBeLessThanOrEqual(1);
    expect(declaredTooLarge(post("{}", { "content-length": "2" }), cap)).toBe(false);
  });
});

describe("sizeLabel", () => {
  it("names sizes as a 413 message says them", () => {
    expect([sizeLabel(64 * 1024), sizeLabel(256 * 1024), sizeLabel(1024 * 1024)]).toEqual(["64 KB", "256 KB", "1 MB"]);
  });
});
