// One embedded search engine per server process (issue 4 item 4), built from the
// database at first use and kept on globalThis, so Next's separate route bundles
// and hot reloads share one index instead of building their own.
//
// Consistency between processes: every car write bumps the `cars` data version
// (packages/db upsertCars); each search compares it with the version the index was
// built from, at most once per check interval, and rebuilds with engine.replace when
// a newer one is seen. So several app processes serve the same cars within about
// one interval of a write. A failed check or rebuild keeps the old index (searches
// keep working through a database outage) and is logged; only a process that never
// built its index has nothing to answer with.
import { carToRecord, type EmbeddedEngine, type SearchRecord } from "@forecourt/search";
import { createEmbeddedEngine } from "@forecourt/search/engine";
import { carsVersion, dealershipNames, getDatabase, listCarsForIndex } from "@forecourt/db";
import { storefrontEnv } from "../env";

export interface EngineHolderOptions {
  /** The current data version (`carsVersion`). */
  readVersion(): Promise<number>;
  /** Every index record, built at this moment. */
  loadRecords(): Promise<SearchRecord[]>;
  /** Minimum milliseconds between two version checks. */
  checkIntervalMs: number;
  /** Milliseconds clock; Date.now by default. */
  clock?: () => number;
  /** The engine over a first set of records; createEmbeddedEngine by default. */
  createEngine?: (records: readonly SearchRecord[]) => EmbeddedEngine;
  log?: (message: string) => void;
}

export interface EngineHolder {
  /**
   * The engine, built on first use (concurrent first calls share one build) and
   * rebuilt when a check sees a newer data version. Rejects only while no index
   * has ever been built (e.g. the database is down at start).
   */
  engine(): Promise<EmbeddedEngine>;
  /** The data version the current index was built from; null before the first build. */
  readonly version: number | null;
}

export function createEngineHolder(options: EngineHolderOptions): EngineHolder {
  const clock = options.clock ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const create = options.createEngine ?? ((records: readonly SearchRecord[]) => createEmbeddedEngine(records));

  let built: Promise<EmbeddedEngine> | null = null;
  let current: EmbeddedEngine | null = null;
  let version: number | null = null;
  let lastCheck = 0;
  let check: Promise<void> | null = null;

  // The version is read before the records: a write landing in between makes the
  // records newer than the version noted, and the next check rebuilds once more.
  // The opposite order could note a version whose cars the index never saw.
  async function build(): Promise<EmbeddedEngine> {
    const seen = await options.readVersion();
    const records = await options.loadRecords();
    const engine = create(records);
    current = engine;
    version = seen;
    lastCheck = clock();
    return engine;
  }

  async function refresh(engine: EmbeddedEngine): Promise<void> {
    try {
      const seen = await options.readVersion();
      if (version !== null && seen <= version) return;
      const records = await options.loadRecords();
      engine.replace(records);
      log(`[search] rebuilt the embedded index: ${records.length} cars, data version ${version} -> ${seen}`);
      version = seen;
    } catch (error) {
      log(`[search] could not refresh the embedded index; still serving data version ${version}: ${(error as Error).message}`);
    }
  }

  return {
    get version() {
      return version;
    },
    async engine(): Promise<EmbeddedEngine> {
      if (!current) {
        if (!built) {
          built = build().catch((error: unknown) => {
            // Not cached: the next search tries again.
            built = null;
            log(`[search] could not build the embedded index: ${(error as Error).message}`);
            throw error;
          });
        }
        return built;
      }
      const engine = current;
      if (check) return engine; // another search is checking: answer from the current index meanwhile
      if (clock() - lastCheck < options.checkIntervalMs) return engine;
      lastCheck = clock();
      check = refresh(engine).finally(() => {
        check = null;
      });
      // The search that starts a check waits for it, so it sees a write made before it.
      await check;
      return engine;
    },
  };
}

/** The index records of every car, with dealership names from the site configs (spec 3 'Search facets'). */
export async function loadIndexRecords(now: Date = new Date()): Promise<SearchRecord[]> {
  const { db } = await getDatabase();
  const [cars, names] = await Promise.all([listCarsForIndex(db), dealershipNames(db)]);
  return cars.map((car) => carToRecord(car, { now, dealershipName: names.get(car.dealership_id) ?? null }));
}

const holderKey = Symbol.for("forecourt.search.engine");
type GlobalWithHolder = typeof globalThis & { [holderKey]?: EngineHolder };

/** The process's engine holder, over getDatabase() and the environment's check interval. */
export function searchEngineHolder(): EngineHolder {
  const store = globalThis as GlobalWithHolder;
  if (!store[holderKey]) {
    store[holderKey] = createEngineHolder({
      readVersion: async () => carsVersion((await getDatabase()).db),
      loadRecords: () => loadIndexRecords(),
      checkIntervalMs: storefrontEnv().FORECOURT_SEARCH_VERSION_CHECK_SECONDS * 1000,
    });
  }
  return store[holderKey];
}

/** The process's embedded engine (see createEngineHolder). */
export function searchEngine(): Promise<EmbeddedEngine> {
  return searchEngineHolder().engine();
}
