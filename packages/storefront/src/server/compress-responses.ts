// Compression of what Next answers through the app server (pages, RSC payloads, the
// API's JSON), in place of Next's own (`compress: false` in next-config.mjs). It is
// the library Next bundles, `compression`, in its current release, which adds
// Brotli: Next's copy predates it and sends gzip to every browser. At quality 5 a
// home page's document is 12.3 KB instead of 15.0 KB of gzip, a car page's 15.3 KB
// instead of 18.4 KB and `/cars/`'s 20.0 KB instead of 24.9 KB (KB of 1,024 bytes;
// docs/performance.md). With its headers the home page now fits in the first round
// trip of a new connection (TCP's initial window, 14,600 bytes), where gzip needed
// two. Quality 5 costs about what gzip does (1.3 ms for a 120 KB page here); the
// library's default, 4, gives 13.3 KB.
//
// The library's own rules stand: compressible types only (text, JSON, SVG; never
// photos or PDFs), nothing under 1 KB, nothing for HEAD or `Cache-Control:
// no-transform`, `Vary: Accept-Encoding`, gzip for a browser that takes only gzip
// and nothing for one that asks for none. Next flushes the compressor after each
// chunk it streams (five or six on a home page), so a streamed page still streams.
// The build's scripts and stylesheet never get here: static-assets.ts compresses
// each once and serves it from memory.
import type http from "node:http";
import { Duplex } from "node:stream";
import { constants } from "node:zlib";
import compression from "compression";

const middleware = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
});

/**
 * Compresses the response, if the client and the content allow, for whatever Next
 * writes to it from now on. Call it just before handing the response to Next (and
 * again before a second hand-over on the same response, as the app server's 404
 * document does: the first wrap is dropped by then).
 */
export function compressResponse(req: http.IncomingMessage, res: http.ServerResponse): void {
  middleware(req as Parameters<typeof middleware>[0], res as Parameters<typeof middleware>[1], () => undefined);
  // A client that goes away mid-response leaves the middleware's compressor
  // unended, holding its native memory: end it, as Next does for its own
  // (release-compression-stream.ts in Next). The middleware hands out its stream
  // only through `on('drain')`, so that is how it is reached.
  res.once("close", () => {
    if (res.writableFinished) return;
    const noop = () => undefined;
    const target: unknown = res.on("drain", noop);
    if (target === res || !(target instanceof Duplex)) {
      res.off("drain", noop);
      return;
    }
    target.destroy();
  });
}
