// The build's own files (`/_next/static/…`: the page scripts and the stylesheet),
// served by the app server from memory, compressed once, before a request reaches
// Next.
//
// Why by hand: `next start` answers each of these requests through its whole router
// and gzips the file again on every request, on the thread that renders pages. While
// a page renders, the stylesheet that same page is waiting for waits behind it, and
// the first paint waits for the stylesheet (docs/performance.md, 'The second-long
// stall'). Here a file is read and gzipped on its first request, then answered from
// memory in well under a millisecond; its Brotli form (about 14% smaller for the
// framework's largest chunk) is made in the background and served once ready. A CDN
// in front of the app serves these files the same way; this is for a deployment
// without one, and for every journey and benchmark. The names are content hashes,
// so a file never changes under its name and may be cached for a year.
import fs from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import Negotiator from "negotiator";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const STATIC_PREFIX = "/_next/static/";

/** What a build puts there: the page scripts and the stylesheets. Anything else goes to Next. */
const types: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

/** Files smaller than this go uncompressed, as compression middleware does (the headers would outweigh the saving). */
const COMPRESS_FROM_BYTES = 1024;

interface Asset {
  type: string;
  identity: Buffer;
  gzip?: Buffer;
  /** Set when the background Brotli compression finishes. */
  br?: Buffer;
}

export interface StaticAssets {
  /** Answers the request and resolves true when it is for one of the build's files; false leaves it to Next. */
  serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
}

export interface StaticAssetsOptions {
  /** Brotli quality for the background compression (11, the smallest, by default). */
  brotliQuality?: number;
}

/** The files in `{appDir}/.next/static`, each read and compressed on its first request. */
export function staticAssets(appDir: string, options: StaticAssetsOptions = {}): StaticAssets {
  const root = path.join(appDir, ".next", "static");
  const quality = options.brotliQuality ?? zlib.constants.BROTLI_MAX_QUALITY;
  const cache = new Map<string, Promise<Asset | null>>();

  async function load(file: string): Promise<Asset | null> {
    const type = types[path.extname(file)];
    if (!type) return null;
    const identity = await fs.readFile(file).catch(() => null);
    if (!identity) return null;
    if (identity.length < COMPRESS_FROM_BYTES) return { type, identity };
    const asset: Asset = { type, identity, gzip: await gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }) };
    // Brotli at its best quality takes a few hundred ms for the largest chunk: the
    // file is served gzipped until it is ready, never held back for it.
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }).then(
      (compressed) => {
        asset.br = compressed;
      },
      () => undefined,
    );
    return asset;
  }

  function fileFor(url: string): string | null {
    if (!url.startsWith(STATIC_PREFIX)) return null;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.slice(STATIC_PREFIX.length).split(/[?#]/, 1)[0]!);
    } catch {
      return null;
    }
    const file = path.join(root, pathname);
    // Only files inside the build's static folder, however the path is spelled.
    return file.startsWith(root + path.sep) ? file : null;
  }

  return {
    async serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const file = fileFor(req.url ?? "");
      if (!file) return false;
      let pending = cache.get(file);
      if (!pending) {
        pending = load(file);
        cache.set(file, pending);
      }
      const asset = await pending;
      if (!asset) {
        // Not a file of the build (or not one served from here): Next answers, and a later build may add it.
        cache.delete(file);
        return false;
      }
      const encoding = chooseEncoding(req, asset);
      const body = encoding ? asset[encoding]! : asset.identity;
      res.statusCode = 200;
      res.setHeader("Content-Type", asset.type);
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      if (asset.gzip) res.setHeader("Vary", "Accept-Encoding");
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },
  };
}

/**
 * Brotli when the client takes it and it is ready, else gzip when taken, else the
 * file as it is: Accept-Encoding read by `negotiator`, as the compression of the
 * pages (compress-responses.ts) reads it, q-values and `*` included.
 */
function chooseEncoding(req: http.IncomingMessage, asset: Asset): "br" | "gzip" | undefined {
  const available = [...(asset.br ? ["br"] : []), ...(asset.gzip ? ["gzip"] : []), "identity"];
  // negotiator 0.6's second argument, the server's order among encodings the client
  // rates alike (its type declarations omit it): Brotli first, as `compression` does.
  const negotiator = new Negotiator(req) as Negotiator & { encoding(available: string[], preferred: string[]): string | undefined };
  const encoding = negotiator.encoding(available, ["br", "gzip"]);
  return encoding === "br" || encoding === "gzip" ? encoding : undefined;
}
