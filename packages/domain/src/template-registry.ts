// The template registry (issue 15): every brand template the product serves, one
// entry each. A site's config names its template (`template: "toyota"`); the
// request's host selects the site and the template selects the app that renders it,
// apps/{id} (docs/architecture.md 'Tenancy and templates'). The apps, the demo, the
// end-to-end tests, the benchmarks and the database's config check all read this
// list; `pnpm create-template <name>` adds an entry at the marker below.
import type { TemplateDefaults } from "./site-config";

export interface TemplateEntry<Id extends string = string> {
  /** What a site config's `template` says; also the app's folder, apps/{id}. */
  id: Id;
  /** Shown in the demo directory. */
  label: string;
  /** Scope class on <html>; the app's theme.css sets tokens under it. */
  themeClass: `template-${NoInfer<Id>}`;
  /** What the template's sites start from: merged under each site's stored config (objects key by key, arrays and scalars replaced). */
  defaults: TemplateDefaults;
  /** The app's port in the demo (`npm run demo`); the end-to-end and benchmark stacks add fixed offsets (scripts/stack.ts). */
  port: number;
}

function entry<const Id extends string>(template: TemplateEntry<Id>): TemplateEntry<Id> {
  return template;
}

export const templateRegistry = [
  // The generic template: multi-brand dealer groups, and any site without a brand app.
  entry({
    id: "generic",
    label: "Generic",
    themeClass: "template-generic",
    port: 3000,
    defaults: {
      features: { menuOpensOn: "click", favourites: true, saveValuation: true },
    },
  }),
  // The Toyota template: Toyota dealer groups (certified used Toyotas, hybrid tags).
  entry({
    id: "toyota",
    label: "Toyota",
    themeClass: "template-toyota",
    port: 3001,
    defaults: {
      manufacturer: "toyota",
      // spec 5: the Toyota Certified badge is a per-site feature; Toyota sites have it on.
      features: { certifiedBadge: true, electricTags: true, menuOpensOn: "hover", saveValuation: true },
      // Issue 18: the Toyota group's valuation rule (a franchise's certified used cars recondition for less).
      valuation: { marginPercent: 10, reconditioning: 1200 },
      labels: { keywordPlaceholder: "Keyword search eg. EV, SUV, Toyota" },
      // spec 2.3: promotional cards at positions 8 and 17 on this configuration.
      search: { promoPositions: [8, 17] },
    },
  }),
  // The Nissan template: Nissan dealer groups.
  entry({
    id: "nissan",
    label: "Nissan",
    themeClass: "template-nissan",
    port: 3002,
    defaults: {
      manufacturer: "nissan",
      features: { menuOpensOn: "click", saveValuation: true },
      valuation: { marginPercent: 11, reconditioning: 1300 },
      // spec 2.3: a call-to-action card at position 9 on this configuration.
      search: { ctaPosition: 9 },
      // spec 2.1: one manufacturer setting uses /apply-for-finance.
      finance: { path: "/apply-for-finance" },
    },
  }),
  // create-template: new entries go above this line.
] as const;

type RegistryIds<Entries> = { readonly [Index in keyof Entries]: Entries[Index] extends TemplateEntry<infer Id> ? Id : never };

/** Every template's id, in registry order: the literal tuple a site config's `template` is checked against (z.enum). */
// map() cannot keep a tuple's element types; RegistryIds states them, one per entry.
export const templates = templateRegistry.map((template) => template.id) as unknown as RegistryIds<typeof templateRegistry>;
export type TemplateId = (typeof templates)[number];

/** The registry's entry for a template id; throws on an id the registry does not list. */
export function templateEntry(id: string): TemplateEntry<TemplateId> {
  const found = templateRegistry.find((template) => template.id === id);
  if (!found) throw new Error(`No template "${id}" in the template registry (packages/domain/src/template-registry.ts); templates: ${templates.join(", ")}`);
  return found;
}
