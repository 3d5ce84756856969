// The valuation routes' process-wide dependencies (issue 18), built once from the
// environment and kept on globalThis like the lead runtime: the database, the shared
// rate-limit store and the vehicle registry (the seeded table, or the provider's API).
import { getDatabase } from "@forecourt/db";
import { storefrontEnv, type StorefrontEnv } from "../env";
import { rateLimitStoreFor } from "../integrations/rate-limit";
import { embeddedRegistry, httpRegistry } from "../integrations/registry/registry";
import type { ValuationDeps } from "./handler";

export async function createValuationRuntime(env: StorefrontEnv = storefrontEnv()): Promise<ValuationDeps> {
  const { db } = await getDatabase();
  return {
    db,
    rateLimitStore: rateLimitStoreFor({ redisUrl: env.REDIS_URL, db }),
    registry: env.FORECOURT_REGISTRY_URL ? httpRegistry({ baseUrl: env.FORECOURT_REGISTRY_URL, apiKey: env.FORECOURT_REGISTRY_KEY! }) : embeddedRegistry(db),
    perClient: env.FORECOURT_VALUATIONS_PER_CLIENT,
  };
}

const runtimeKey = Symbol.for("forecourt.valuations.runtime");
type GlobalWithRuntime = typeof globalThis & { [runtimeKey]?: Promise<ValuationDeps> };

/** The process's valuation dependencies; a failure (no database yet) is not cached. */
export function valuationRuntime(): Promise<ValuationDeps> {
  const store = globalThis as GlobalWithRuntime;
  if (!store[runtimeKey]) {
    store[runtimeKey] = createValuationRuntime().catch((error: unknown) => {
      delete store[runtimeKey];
      throw error;
    });
  }
  return store[runtimeKey];
}
