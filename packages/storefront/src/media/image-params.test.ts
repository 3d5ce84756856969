import { describe, expect, it } from "vitest";
import { canonicalParams, chooseFormat, DEFAULT_QUALITY, type ImageParams, MAX_DIMENSION, parseImageParams } from "./image-params";
import { ByteLru, targetSize } from "./raster";

function parsed(query: string): ImageParams {
  const result = parseImageParams(new URLSearchParams(query));
  if (!result.ok) throw new Error(result.message);
  return result.params;
}

describe("CDN parameters (spec 1; spec 9 image quality default 80)", () => {
  it("defaults to quality 80, fit clip, no size, no format", () => {
    expect(parsed("")).toEqual({ width: null, height: null, fit: "clip", quality: DEFAULT_QUALITY, autoFormat: false, format: null, clamped: false });
    expect(DEFAULT_QUALITY).toBe(80);
  });

  it("reads w, h, fit=crop, q and auto=format", () => {
    expect(parsed("w=750&h=500&fit=crop&q=60&auto=format")).toMatchObject({ width: 750, height: 500, fit: "crop", quality: 60, autoFormat: true });
  });

  it("finds format in a list of auto values and ignores other names", () => {
    expect(parsed("auto=compress,format").autoFormat).toBe(true);
    expect(parsed("auto=compress").autoFormat).toBe(false);
    expect(parsed("ixlib=js-3&v=2&crop=faces").width).toBeNull();
  });

  it(`clamps sizes above ${MAX_DIMENSION}, keeping the requested shape`, () => {
    expect(parsed("w=3840")).toMatchObject({ width: MAX_DIMENSION, clamped: true });
    expect(parsed("w=99999")).toMatchObject({ width: MAX_DIMENSION, clamped: true });
    expect(parsed("w=4800&h=1200")).toMatchObject({ width: 2400, height: 600 });
    expect(parsed("w=2400")).toMatchObject({ width: 2400, clamped: false });
  });

  it("names the parameter in every refusal", () => {
    for (const [query, name] of [
      ["w=abc", "w"],
      ["h=0", "h"],
      ["q=0", "q"],
      ["q=100.5", "q"],
      ["fit=cover", "fit"],
      ["fm=bmp", "fm"],
    ]) {
      const result = parseImageParams(new URLSearchParams(query!));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message.startsWith(`${name} must be`)).toBe(true);
    }
  });

  it("negotiates AVIF, then WebP, then PNG; SVG when nothing asks for pixels", () => {
    const auto = parsed("auto=format");
    expect(chooseFormat(auto, "image/avif,image/webp")).toBe("avif");
    expect(chooseFormat(auto, "image/webp,image/avif;q=0")).toBe("webp");
    expect(chooseFormat(auto, "image/*")).toBe("png");
    expect(chooseFormat(auto, null)).toBe("png");
    expect(chooseFormat(parsed("w=10"), "image/avif")).toBe("png");
    expect(chooseFormat(parsed("fm=webp&auto=format"), "image/avif")).toBe("webp");
    expect(chooseFormat(parsed("q=10"), "image/avif")).toBe("svg");
  });

  it("keys only what changes the bytes", () => {
    expect(canonicalParams(parsed("q=40"), "svg")).toBe("svg");
    expect(canonicalParams(parsed("w=10&q=40"), "png")).toBe("fm=png&w=10");
    expect(canonicalParams(parsed("w=10&fit=crop"), "webp")).toBe("fm=webp&w=10&q=80");
    expect(canonicalParams(parsed("w=10&h=5&fit=crop"), "avif")).toBe("fm=avif&w=10&h=5&fit=crop&q=80");
  });
});

describe("raster sizing and cache", () => {
  it("derives the missing side from the art's aspect ratio", () => {
    expect(targetSize({ width: 1200, height: 900 }, { width: 400, height: null })).toEqual({ width: 400, height: 300 });
    expect(targetSize({ width: 1200, height: 900 }, { width: null, height: 90 })).toEqual({ width: 120, height: 90 });
    expect(targetSize({ width: 3000, height: 100 }, { width: null, height: null })).toEqual({ width: MAX_DIMENSION, height: 80 });
  });

  it("evicts the least recently used entries once over its byte budget", () => {
    const cache = new ByteLru(800);
    cache.set("a", new Uint8Array(100));
    cache.set("b", new Uint8Array(100));
    cache.set("c", new Uint8Array(100));
    cache.get("a");
    for (let i = 0; i < 6; i++) cache.set(`n${i}`, new Uint8Array(100));
    expect(cache.bytes).toBeLessThanOrEqual(800);
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    cache.set("huge", new Uint8Array(200)); // above an eighth of the budget: not kept
    expect(cache.get("huge")).toBeUndefined();
  });
});
