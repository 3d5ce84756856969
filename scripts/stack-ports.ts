// The ports of the template apps in each stack: the demo's are the template registry's
// (@forecourt/domain); the end-to-end and benchmark stacks add an offset, so that all
// three can run at once. Kept apart from stack.ts so that the Playwright config can read
// it without loading the stack's modules.
import { templateRegistry, type TemplateId } from "@forecourt/domain";

/** The port of each template's app. */
export type AppPorts = Readonly<Record<TemplateId, number>>;

/** What each stack adds to a template's demo port: 3000, 3001, ... in the demo, 4100, ... in the end-to-end tests, 4200, ... in the benchmarks. */
export const stackPortOffsets = { demo: 0, e2e: 1100, bench: 1200 } as const;

/** Each template's demo port from the registry plus `offset` (one of `stackPortOffsets`). */
export function registryAppPorts(offset: number = stackPortOffsets.demo): AppPorts {
  return Object.fromEntries(templateRegistry.map((template) => [template.id, template.port + offset])) as Record<TemplateId, number>;
}

/**
 * The Lighthouse bench's floor (bench/floor, a bare Next.js app) beside the bench stack's
 * apps (4200, 4201, ...): at the top of the bench's hundred, clear of every template's port.
 */
export const benchFloorPort = 3099 + stackPortOffsets.bench;
