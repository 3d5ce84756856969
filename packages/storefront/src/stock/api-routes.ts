// The stock push API (issue 19), for a dealer management system that sends
// changes as they happen:
//   PUT    /api/stock/v1/dealerships/{dealership_slug}/cars/{stock_number}   the car, in the Forecourt stock format: 201 created, 200 updated
//   DELETE /api/stock/v1/dealerships/{dealership_slug}/cars/{stock_number}   marks the car sold (200)
//   GET    /api/stock/v1/dealerships/{dealership_slug}/cars/{stock_number}   the stored car (200)
//   Authorization: Bearer {a key from `pnpm keys:create --group SLUG`}
// Mounted on every app and answering on any host, like the health routes: the
// group comes from the key, never from the host or the body, and a key reaches
// only its group's dealerships (another group's dealership or car is a 404, as if
// it did not exist). 401 without a live key, 400 naming each bad field, 413 over
// 1 MB, 429 past FORECOURT_STOCK_RATE_LIMIT_MAX requests a minute per key. Every
// change bumps the cars data version (search shows it within
// FORECOURT_SEARCH_VERSION_CHECK_SECONDS) and refreshes the car's pages on every
// app before answering; its photos are fetched afterwards.
import { applyStockRows, type Db, findGroupCar, findStockApiKey, getDatabase, markGroupCarSold, recordStockAudit, setCarPhotos, type StockApiKey } from "@forecourt/db";
import { parseStockCar, stockNumberPattern } from "@forecourt/domain";
import { storefrontEnv } from "../env";
import { readBodyText, sizeLabel } from "../http/body";
import { jsonResponse } from "../http/site-of-request";
import { checkRateLimitOrAllow, type RateLimitStore, rateLimitStoreFor } from "../integrations/rate-limit";
import { refreshCars, type RefreshReport } from "../refresh";
import { imageStoreDir, storedPhotoLookup } from "./image-store";
import { fetchStockPhotos } from "./photos";

/** spec-free limit of the issue: a car document is small; 1 MB leaves room for long comments and equipment lists. */
export const STOCK_BODY_MAX_BYTES = 1024 * 1024;
const RATE_WINDOW_MS = 60_000;

type Params = { params: Promise<{ dealership_slug: string; stock_number: string }> };

export interface StockApiOptions {
  db?: () => Promise<Db>;
  now?: () => Date;
  rateLimitStore?: (db: Db) => RateLimitStore;
  rateLimitMax?: number;
  /** Refreshes the car's pages on every app; refreshCars by default. */
  refresh?: (carIds: number[]) => Promise<RefreshReport | void>;
  imageDir?: string;
  /** Fetch the photos after answering (the default), or not at all (tests of the API alone). */
  fetchPhotos?: boolean;
}

const problem = (status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => jsonResponse({ error, ...extra }, status, headers);

function bearer(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export function createStockApiRoutes(options: StockApiOptions = {}) {
  const database = options.db ?? (async () => (await getDatabase()).db);
  const now = options.now ?? (() => new Date());
  let store: RateLimitStore | null = null;
  const refresh = options.refresh ?? (async (ids: number[]) => refreshCars(ids.map((id) => ({ id }))));

  /** The key's group, or the response that ends the request. */
  async function authorise(request: Request, db: Db): Promise<{ key: StockApiKey } | { response: Response }> {
    const token = bearer(request);
    const key = token ? await findStockApiKey(db, token) : null;
    if (!key) return { response: problem(401, "A stock API key is required: send Authorization: Bearer KEY (pnpm keys:create --group SLUG).", {}, { "www-authenticate": 'Bearer realm="forecourt-stock"' }) };
    const env = storefrontEnv();
    store ??= options.rateLimitStore ? options.rateLimitStore(db) : rateLimitStoreFor({ redisUrl: env.REDIS_URL, db });
    const limit = options.rateLimitMax ?? env.FORECOURT_STOCK_RATE_LIMIT_MAX;
    const decision = await checkRateLimitOrAllow(store, `stock-api:${key.id}`, { limit, windowMs: RATE_WINDOW_MS }, now());
    if (!decision.allowed) {
      return { response: problem(429, `Too many requests for this key: at most ${limit} a minute. Try again in ${decision.retryAfterSeconds} s.`, {}, { "retry-after": String(decision.retryAfterSeconds) }) };
    }
    return { key };
  }

  async function target(context: Params): Promise<{ dealership: string; stockNumber: string } | null> {
    const params = await context.params;
    const dealership = decodeURIComponent(params.dealership_slug ?? "");
    const stockNumber = decodeURIComponent(params.stock_number ?? "");
    return stockNumberPattern.test(stockNumber) && /^[a-z0-9-]+$/.test(dealership) ? { dealership, stockNumber } : null;
  }

  const notFound = () => problem(404, "No such car among your group's dealerships.");

  async function afterWrite(carIds: number[]): Promise<boolean> {
    const report = await refresh(carIds).catch(() => undefined);
    return report ? report.ok : false;
  }

  return {
    /** GET: the stored car. */
    async get(request: Request, context: Params): Promise<Response> {
      const db = await database();
      const auth = await authorise(request, db);
      if ("response" in auth) return auth.response;
      const where = await target(context);
      const car = where ? await findGroupCar(db, auth.key.group, where.dealership, where.stockNumber) : null;
      if (!car) return notFound();
      return jsonResponse({ dealership_slug: car.dealershipSlug, stock_number: car.stockNumber, id: car.id, slug: car.slug, status: car.status, photo_sources: car.photoSources, car: car.car }, 200);
    },

    /** PUT: creates (201) or updates (200) the car. */
    async put(request: Request, context: Params): Promise<Response> {
      const db = await database();
      const auth = await authorise(request, db);
      if ("response" in auth) return auth.response;
      const body = await readBodyText(request, STOCK_BODY_MAX_BYTES);
      if (body.kind === "too-large") return problem(413, `The car document is larger than ${sizeLabel(STOCK_BODY_MAX_BYTES)}.`);
      const where = await target(context);
      if (!where) return notFound();
      let raw: unknown;
      try {
        raw = JSON.parse(body.text);
      } catch {
        return problem(400, "The body must be a JSON object: one car in the Forecourt stock format.", { fields: { "(body)": "is not JSON" } });
      }
      // The path names the car; a body that names another is refused rather than guessed at.
      const document = raw && typeof raw === "object" && !Array.isArray(raw) ? { dealership_slug: where.dealership, stock_number: where.stockNumber, ...(raw as Record<string, unknown>) } : raw;
      const fields: Record<string, string> = {};
      if (document && typeof document === "object") {
        const named = document as Record<string, unknown>;
        if (named.dealership_slug !== where.dealership) fields.dealership_slug = `must be ${where.dealership}, the dealership in the path`;
        if (named.stock_number !== where.stockNumber) fields.stock_number = `must be ${where.stockNumber}, the stock number in the path`;
      }
      const parsed = parseStockCar(document);
      if (!parsed.ok) for (const issue of parsed.issues) fields[issue.field] ??= issue.message;
      if (!parsed.ok || Object.keys(fields).length > 0) return problem(400, "The car has fields to fix.", { fields });
      const dir = options.imageDir ?? imageStoreDir();
      const applied = await applyStockRows(db, { group: auth.key.group, rows: [{ line: 1, car: parsed.car }], now: now(), storedPhoto: storedPhotoLookup(dir) });
      const outcome = applied.outcomes[0];
      if (!outcome) return notFound();
      const carId = outcome.carId!;
      let refreshed = true;
      if (outcome.outcome !== "unchanged") {
        await recordStockAudit(db, { group: auth.key.group, actor: `key:${auth.key.id}`, action: "stock.push", subject: `${where.dealership}/${where.stockNumber}`, counts: { [outcome.outcome]: 1 } });
        refreshed = await afterWrite([carId]);
      }
      if (applied.photoWork.length > 0 && options.fetchPhotos !== false) {
        // After the answer: a slow photo host never holds up the stock.
        void fetchStockPhotos(applied.photoWork, { dir, timeoutMs: storefrontEnv().FORECOURT_STOCK_PHOTO_TIMEOUT_MS })
          .then(async (photos) => {
            if ((await setCarPhotos(db, photos.cars)) > 0) await refresh([carId]);
            for (const failure of photos.failed) console.warn(`[stock] photo of car ${failure.carId} not fetched: ${failure.url}: ${failure.reason}`);
          })
          .catch((error: unknown) => console.warn(`[stock] photos of car ${carId}: ${(error as Error).message}`));
      }
      const car = await findGroupCar(db, auth.key.group, where.dealership, where.stockNumber);
      return jsonResponse({ result: outcome.outcome, id: carId, slug: car?.slug, status: car?.status, pages_refreshed: refreshed }, outcome.outcome === "created" ? 201 : 200);
    },

    /** DELETE: marks the car sold (it then ages out of the listing, spec 4). */
    async remove(request: Request, context: Params): Promise<Response> {
      const db = await database();
      const auth = await authorise(request, db);
      if ("response" in auth) return auth.response;
      const where = await target(context);
      const sold = where ? await markGroupCarSold(db, auth.key.group, where.dealership, where.stockNumber, now()) : null;
      if (!sold) return notFound();
      let refreshed = true;
      if (sold.changed) {
        await recordStockAudit(db, { group: auth.key.group, actor: `key:${auth.key.id}`, action: "stock.delete", subject: `${where!.dealership}/${where!.stockNumber}`, counts: { markedSold: 1 } });
        refreshed = await afterWrite([sold.carId]);
      }
      return jsonResponse({ result: sold.changed ? "sold" : "already sold", id: sold.carId, status: "sold", pages_refreshed: refreshed }, 200);
    },
  };
}
