// GET /api/health and GET /api/ready (issue 14), for a load balancer or an
// orchestrator: they answer on any host, an IP address included, because they sit
// outside the proxy and never look at the Host header or a site.
//   health: the process is up and serving (200), nothing else checked.
//   ready:  the database answers and this process's search index is built (200);
//           otherwise 503 naming what is not ready. The first readiness check starts
//           the index build, so an instance is warm before it takes traffic.
import { getDatabase, pingDatabase } from "@forecourt/db";
import { type EngineHolder, searchEngineHolder } from "../search/engine-holder";
import { jsonResponse } from "./site-of-request";

export interface HealthRouteOptions {
  holder?: () => EngineHolder;
  pingDatabase?: () => Promise<void>;
  /** How long one check may take before it counts as failed. Default 5 s. */
  timeoutMs?: number;
}

type CheckResult = "ok" | "failed";

async function within(timeoutMs: number, work: () => Promise<unknown>): Promise<CheckResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve("failed"), timeoutMs);
  });
  try {
    return await Promise.race([work().then(() => "ok" as const), timeout]);
  } catch {
    return "failed";
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthRoutes(options: HealthRouteOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const ping = options.pingDatabase ?? (async () => pingDatabase(await getDatabase()));
  const holder = options.holder ?? searchEngineHolder;
  return {
    /** GET /api/health */
    health(): Response {
      return jsonResponse({ status: "ok" }, 200);
    },
    /** GET /api/ready */
    async ready(): Promise<Response> {
      const [database, search] = await Promise.all([within(timeoutMs, ping), within(timeoutMs, () => holder().engine())]);
      const ready = database === "ok" && search === "ok";
      return jsonResponse({ status: ready ? "ready" : "not-ready", checks: { database, search } }, ready ? 200 : 503, ready ? {} : { "retry-after": "5" });
    },
  };
}
