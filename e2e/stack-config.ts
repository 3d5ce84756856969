// Ports and folder of the end-to-end stack: away from the demo's ports and 54320. Each
// template app of the template registry answers on its demo port plus 1100 (4100, 4101, ...).
import { templateRegistry, type TemplateId, templates } from "@forecourt/domain";
import { stackPortOffsets } from "../scripts/stack-ports";

export const e2eStack = {
  dataDir: ".data/e2e",
  dbPort: 54330,
  /** One port per template, in the order of `templates`. */
  ports: templateRegistry.map((template) => template.port + stackPortOffsets.e2e) as readonly number[],
  /** The template apps the stack serves: every one in the template registry. */
  templates,
  /**
   * The templates the journeys check: those the demo data has sites of
   * (packages/db/src/seed/sites.ts). A template added since joins this list once
   * demo sites use it; the type checker then names the expectations each journey needs.
   */
  journeyTemplates: ["generic", "toyota", "nissan"] as const satisfies readonly TemplateId[],
};

export const e2eDatabaseUrl = `postgres://postgres@127.0.0.1:${e2eStack.dbPort}/postgres`;

export function siteOrigin(slug: string, template: TemplateId): string {
  return `http://${slug}.localhost:${e2eStack.ports[e2eStack.templates.indexOf(template)]}`;
}

/** The token the end-to-end stack's apps accept on POST /api/revalidate (issue 7). */
export const e2eRevalidateToken = "e2e-revalidate-token-0123456789";

/** Every app process of the end-to-end stack, as refreshCars and refreshSite call them (issue 15). */
export const e2eAppOrigins = e2eStack.templates.map((template, index) => ({ template, origin: `http://localhost:${e2eStack.ports[index]}` }));

/** Stock push API requests per key a minute on the end-to-end stack (issue 19), low enough for a journey to reach the 429. */
export const e2eStockRateLimit = 30;
