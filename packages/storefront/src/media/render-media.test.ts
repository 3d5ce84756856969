import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_DIMENSION } from "./image-params";
import { rasterCache } from "./raster";
import { renderMedia } from "./render-media";
import { GET } from "./route";

const CHROME_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const params = (query = "") => new URLSearchParams(query);
const segments = (path: string) => path.split("/");

async function render(path: string, query = "", accept: string | null = null, ifNoneMatch: string | null = null) {
  return renderMedia(segments(path), params(query), accept, ifNoneMatch);
}

async function decoded(path: string, query: string, accept: string | null = null) {
  const response = await render(path, query, accept);
  expect(response.status, String(response.body)).toBe(200);
  expect(response.body).toBeInstanceOf(Uint8Array);
  return { response, meta: await sharp(Buffer.from(response.body as Uint8Array)).metadata() };
}

const everyKind = [
  "car/suv/eclipse-black/1.svg",
  "logo/toyota.svg",
  "logo/great-wall.svg",
  "wordmark/Sunshine Coast Toyota.svg",
  "location/brisbane-city.svg",
  "offer/toyota/hilux.svg",
  "promo/12.svg",
  "blog/winter-driving-tips.svg",
];

beforeEach(() => rasterCache.clear());

describe("renderMedia: kinds (issue 2 item 4, URL scheme of the demo data)", () => {
  it.each(everyKind)("serves %s as an accessible SVG that parses", async (path) => {
    const response = await render(path);
    expect(response.status).toBe(200);
    expect(response.headers["Content-Type"]).toBe("image/svg+xml; charset=utf-8");
    const svg = response.body as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img"[^>]*><title id="t">[^<]+<\/title>/);
    expect(svg.length).toBeLessThan(12_000);
    // librsvg parses strictly: malformed XML would throw here.
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect(meta.format).toBe("svg");
  });

  it.each(["car/sedan/white/1.svg", "location/parramatta.svg", "offer/mazda/cx-5.svg", "promo/stocktake.svg", "blog/ev-buying-guide.svg"])("labels %s as a demo image", async (path) => {
    const svg = (await render(path)).body as string;
    expect(svg).toContain(">Demo image</text>");
    expect(svg).toMatch(/<title id="t">Demo image: /);
  });

  it("is deterministic: the same path gives the same bytes", async () => {
    for (const path of everyKind) expect((await render(path)).body).toBe((await render(path)).body);
  });

  it("decodes an encoded wordmark once and escapes it", async () => {
    const svg = (await render("wordmark/Smith%20%26%20Sons%20%3CMotors%3E.svg")).body as string;
    expect(svg).toContain("Smith &amp; Sons");
    expect(svg).toContain("&lt;Motors&gt;");
    expect(svg).not.toContain("<Motors>");
  });
});

describe("renderMedia: content negotiation (spec 1: automatic format)", () => {
  it("gives AVIF when Accept lists image/avif", async () => {
    const { response, meta } = await decoded("car/sedan/red/1.svg", "w=300&auto=format", CHROME_ACCEPT);
    expect(response.headers["Content-Type"]).toBe("image/avif");
    expect(meta.format).toBe("heif");
    expect(meta.compression).toBe("av1");
    expect(meta.width).toBe(300);
    expect(meta.height).toBe(225);
  });

  it("gives WebP when Accept has image/webp but not AVIF", async () => {
    const { response, meta } = await decoded("car/sedan/red/1.svg", "w=300&auto=format", "image/webp,*/*");
    expect(response.headers["Content-Type"]).toBe("image/webp");
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 300, 225]);
  });

  it("falls back to PNG for an Accept without either, or AVIF refused with q=0", async () => {
    for (const accept of [null, "*/*", "image/avif;q=0,image/png"]) {
      const { response, meta } = await decoded("car/sedan/red/1.svg", "w=300&auto=format", accept);
      expect(response.headers["Content-Type"]).toBe("image/png");
      expect(meta.format).toBe("png");
    }
  });

  it("serves the SVG itself with no size and no auto=format", async () => {
    const response = await render("car/sedan/red/1.svg", "q=50", CHROME_ACCEPT);
    expect(response.headers["Content-Type"]).toMatch(/^image\/svg\+xml/);
  });

  it("rasterises at the art's own size for auto=format without w or h", async () => {
    const { meta } = await decoded("promo/1.svg", "auto=format", "image/webp");
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1920, 540]);
  });

  it("honours fm over auto=format, and PNG for a size without either", async () => {
    expect((await decoded("logo/kia.svg", "w=64&fm=jpg&auto=format", CHROME_ACCEPT)).meta.format).toBe("jpeg");
    expect((await decoded("logo/kia.svg", "w=64", CHROME_ACCEPT)).meta.format).toBe("png");
  });

  it("sends Vary: Accept and a year-long immutable cache on images", async () => {
    const response = await render("car/sedan/red/1.svg", "w=300&auto=format", CHROME_ACCEPT);
    expect(response.headers.Vary).toBe("Accept");
    expect(response.headers["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.ETag).toMatch(/^"[\w-]+"$/);
  });
});

describe("renderMedia: size, crop and quality (spec 1; spec 9 quality 80)", () => {
  it("keeps the aspect ratio for w alone and for h alone", async () => {
    expect((await decoded("location/x.svg", "w=750")).meta).toMatchObject({ width: 750, height: 500 });
    expect((await decoded("location/x.svg", "h=200")).meta).toMatchObject({ width: 300, height: 200 });
  });

  it("fit=crop gives exactly w x h", async () => {
    for (const [w, h] of [
      [360, 360],
      [600, 200],
      [375, 375],
    ]) {
      const { meta } = await decoded("car/ute/white/2.svg", `w=${w}&h=${h}&fit=crop&auto=format`, "image/webp");
      expect([meta.width, meta.height]).toEqual([w, h]);
    }
  });

  it("fits inside w x h by default, and pads to w x h with fit=fill", async () => {
    expect((await decoded("car/ute/white/2.svg", "w=400&h=400")).meta).toMatchObject({ width: 400, height: 300 });
    expect((await decoded("car/ute/white/2.svg", "w=400&h=400&fit=fill")).meta).toMatchObject({ width: 400, height: 400 });
  });

  it("q changes the encoded size, and defaults to 80", async () => {
    const sizeAt = async (q: string) => ((await render("car/suv/blue/1.svg", `w=750&fm=webp${q}`)).body as Uint8Array).byteLength;
    const [low, high, unset, eighty] = [await sizeAt("&q=20"), await sizeAt("&q=95"), await sizeAt(""), await sizeAt("&q=80")];
    expect(low).toBeLessThan(high);
    expect(unset).toBe(eighty);
  });

  it(`clamps w above ${MAX_DIMENSION} to ${MAX_DIMENSION}, keeping a crop's shape`, async () => {
    expect((await decoded("logo/audi.svg", "w=99999&fm=png")).meta).toMatchObject({ width: MAX_DIMENSION, height: MAX_DIMENSION });
    expect((await decoded("blog/a.svg", "w=4800&h=2400&fit=crop&fm=webp")).meta).toMatchObject({ width: 2400, height: 1200 });
  });

  it("renders a thin crop of wide art without drawing a giant canvas", async () => {
    const started = performance.now();
    const { meta } = await decoded(`wordmark/${"Wide ".repeat(12)}Motors.svg`, "w=8&h=2400&fit=crop&fm=png");
    expect([meta.width, meta.height]).toEqual([8, 2400]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("renders every kind at extreme shapes without failing", async () => {
    for (const path of everyKind) {
      for (const query of ["w=1&h=2400&fit=crop", "w=2400&h=1&fit=crop", "w=2400&h=7&fit=fill", "w=3&h=2000&fit=scale", "w=1"]) {
        const response = await render(path, `${query}&fm=webp&q=10`);
        expect(response.status, `${path}?${query}: ${String(response.body)}`).toBe(200);
      }
    }
  }, 60_000);

  it("keeps rendered rasters in the cache, so a repeat is served from memory", async () => {
    const first = await render("car/van/silver/3.svg", "w=500&auto=format", "image/webp");
    expect(rasterCache.size).toBe(1);
    const second = await render("car/van/silver/3.svg", "w=500&auto=format", "image/webp");
    expect(second.body).toBe(first.body);
    expect(rasterCache.size).toBe(1);
  });
});

describe("renderMedia: conditional requests", () => {
  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await render("car/coupe/red/1.svg", "w=300&auto=format", CHROME_ACCEPT);
    const etag = first.headers.ETag!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await render("car/coupe/red/1.svg", "w=300&auto=format", CHROME_ACCEPT, header);
      expect(again.status).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.ETag).toBe(etag);
    }
  });

  it("gives each representation its own ETag: format, size, quality, path", async () => {
    const tag = async (path: string, query: string, accept: string | null) => (await render(path, query, accept)).headers.ETag;
    const base = await tag("car/coupe/red/1.svg", "w=300&auto=format", CHROME_ACCEPT);
    expect(await tag("car/coupe/red/1.svg", "w=300&auto=format", "image/webp")).not.toBe(base);
    expect(await tag("car/coupe/red/1.svg", "w=301&auto=format", CHROME_ACCEPT)).not.toBe(base);
    expect(await tag("car/coupe/red/1.svg", "w=300&q=70&auto=format", CHROME_ACCEPT)).not.toBe(base);
    expect(await tag("car/coupe/red/2.svg", "w=300&auto=format", CHROME_ACCEPT)).not.toBe(base);
    // Parameters that change nothing share one.
    expect(await tag("car/coupe/red/1.svg", "auto=format&w=300&q=80&v=3", CHROME_ACCEPT)).toBe(base);
  });

  it("does not answer 304 to a stale tag", async () => {
    expect((await render("logo/kia.svg", "", null, '"stale"')).status).toBe(200);
  });
});

describe("renderMedia: bad parameters are 400 naming the parameter", () => {
  it.each([
    ["w=abc", /\bw must be/],
    ["w=0", /\bw must be/],
    ["w=-5", /\bw must be/],
    ["w=12.5", /\bw must be/],
    ["w=", /\bw must be/],
    ["h=1e3", /\bh must be/],
    ["q=0", /\bq must be/],
    ["q=101", /\bq must be/],
    ["q=high", /\bq must be/],
    ["fit=stretch", /\bfit must be/],
    ["fm=gif", /\bfm must be/],
  ])("%s", async (query, message) => {
    const response = await render("car/sedan/white/1.svg", query, CHROME_ACCEPT);
    expect(response.status).toBe(400);
    expect(response.headers["Content-Type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toMatch(message);
  });
});

describe("renderMedia: unknown or malformed paths are 404, never 500", () => {
  it.each([
    [[]],
    [["car"]],
    [["unknown", "thing.svg"]],
    [["car", "spaceship", "red", "1.svg"]],
    [["car", "sedan", "red", "one.svg"]],
    [["car", "sedan", "red", "1.png"]],
    [["car", "sedan", "red"]],
    [["car", "sedan", "red", "1", "extra.svg"]],
    [["logo", "..", "..", "etc.svg"]],
    [["logo", "..svg"]],
    [["logo", "%2e%2e%2fsecret.svg"]],
    [["logo", "toyota/../../x.svg"]],
    [["logo", "..%2F..%2Fpackage.json.svg"]],
    [["logo", "to\\yota.svg"]],
    [["logo", "toy ota.svg"]],
    [["logo", "%E0%A4%A.svg"]],
    [["wordmark", "Bad\u0000Name.svg"]],
    [["wordmark", `${"x".repeat(81)}.svg`]],
    [["blog", ".svg"]],
    [["offer", "toyota.svg"]],
  ])("%j", async (path) => {
    const response = await renderMedia(path as string[], params("w=200&auto=format"), CHROME_ACCEPT);
    expect(response.status).toBe(404);
    expect(response.headers["Cache-Control"]).toBe("no-store");
  });

  it("checks the path before the parameters", async () => {
    expect((await render("nothing/here.svg", "w=abc")).status).toBe(404);
  });

  it("never throws or fails on hostile input", async () => {
    const hostile: unknown[] = [null, undefined, "car/sedan", [1, 2], [["car"]], ["car", null, "red", "1.svg"], ["logo", {}], ["constructor", "x.svg"], ["logo", "__proto__.svg"]];
    for (const path of hostile) {
      const response = await renderMedia(path as string[], params("w=100"), "image/avif");
      expect(response.status).toBe(404);
    }
    expect((await render("logo/kia.svg", "fm=constructor")).status).toBe(400);
  });

  it("treats slugs named like Object.prototype members as ordinary slugs", async () => {
    expect((await render("car/constructor/red/1.svg", "w=100")).status).toBe(404);
    expect((await render("car/sedan/constructor/1.svg", "w=100")).status).toBe(200);
    expect((await render("offer/constructor/constructor.svg", "w=100")).status).toBe(200);
    const svg = (await render("logo/constructor.svg")).body as string;
    expect(svg).toContain("lettered badge");
  });
});

describe("GET: the route handler the apps mount", () => {
  const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://toyota-demo.localhost:3000${url}`, { headers });
  const context = (path: string[]) => ({ params: Promise.resolve({ path }) });

  it("returns image bytes with the headers from the core", async () => {
    const response = await GET(request("/media/car/wagon/blue/1.svg?w=320&auto=format", { accept: "image/webp" }), context(["car", "wagon", "blue", "1.svg"]));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("vary")).toBe("Accept");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 320]);
  });

  it("answers If-None-Match with an empty 304", async () => {
    const first = await GET(request("/media/logo/nissan.svg"), context(["logo", "nissan.svg"]));
    const etag = first.headers.get("etag")!;
    const second = await GET(request("/media/logo/nissan.svg", { "if-none-match": etag }), context(["logo", "nissan.svg"]));
    expect(second.status).toBe(304);
    expect(second.body).toBeNull();
  });

  it("gives 404 and 400 as plain text", async () => {
    const missing = await GET(request("/media/nope.svg"), context(["nope.svg"]));
    expect([missing.status, await missing.text()]).toEqual([404, "Not found: no such image"]);
    const bad = await GET(request("/media/logo/kia.svg?q=0"), context(["logo", "kia.svg"]));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/q must be/);
  });

  it("treats a rejected params promise as a missing path", async () => {
    const response = await GET(request("/media/x"), { params: Promise.reject(new Error("no params")) });
    expect(response.status).toBe(404);
  });
});
