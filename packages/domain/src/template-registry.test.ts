import { describe, expect, it } from "vitest";
import { parseSiteConfig, type SiteConfigInput, siteConfigSchema, withTemplateDefaults } from "./site-config";
import { templateEntry, templateRegistry, templates } from "./template-registry";

const site: SiteConfigInput = {
  slug: "harbour-motors",
  template: "generic",
  id: 9,
  dealership_id: 91,
  name: "Harbour Motors",
  group: "harbour-group",
  address: { city: "Hobart", state: "tas" },
  dealerships: [{ id: 91, slug: "harbour-motors", name: "Harbour Motors" }],
  navigation: { header: [{ kind: "link", label: "Home", href: "/" }] },
};

describe("templateRegistry (issue 15)", () => {
  it("lists the generic, Toyota and Nissan templates on the demo's ports 3000-3002", () => {
    expect(templateRegistry.slice(0, 3).map(({ id, label, port }) => ({ id, label, port }))).toEqual([
      { id: "generic", label: "Generic", port: 3000 },
      { id: "toyota", label: "Toyota", port: 3001 },
      { id: "nissan", label: "Nissan", port: 3002 },
    ]);
  });

  it("gives each template a slug id, the scope class template-{id}, a label and a port of its own", () => {
    for (const template of templateRegistry) {
      expect(template.id).toMatch(/^[a-z](?:[a-z0-9-]*[a-z0-9])?$/);
      expect(template.themeClass).toBe(`template-${template.id}`);
      expect(template.label.trim()).not.toBe("");
      expect(Number.isInteger(template.port) && template.port >= 1024 && template.port <= 65535).toBe(true);
    }
    expect(new Set(templateRegistry.map((template) => template.id)).size).toBe(templateRegistry.length);
    expect(new Set(templateRegistry.map((template) => template.port)).size).toBe(templateRegistry.length);
  });

  it("derives `templates`, the ids a site config may name, from the registry in its order", () => {
    expect(templates).toEqual(templateRegistry.map((template) => template.id));
    for (const template of templates) expect(siteConfigSchema.safeParse({ ...site, template }).success).toBe(true);
    expect(siteConfigSchema.safeParse({ ...site, template: "not-a-template" }).success).toBe(false);
  });

  it("holds defaults that make a valid config under every site's own", () => {
    for (const template of templateRegistry) {
      expect(() => parseSiteConfig(withTemplateDefaults(template.defaults, { ...site, template: template.id }))).not.toThrow();
    }
  });

  it("keeps the Toyota and Nissan templates' defaults (spec 2.1, 2.3, 5)", () => {
    const toyota = parseSiteConfig(withTemplateDefaults(templateEntry("toyota").defaults, { ...site, template: "toyota" }));
    expect(toyota.features).toMatchObject({ certifiedBadge: true, electricTags: true, menuOpensOn: "hover" });
    expect(toyota.search.promoPositions).toEqual([8, 17]);
    expect(toyota.manufacturer).toBe("toyota");
    const nissan = parseSiteConfig(withTemplateDefaults(templateEntry("nissan").defaults, { ...site, template: "nissan" }));
    expect(nissan.search.ctaPosition).toBe(9);
    expect(nissan.finance.path).toBe("/apply-for-finance");
    expect(parseSiteConfig(withTemplateDefaults(templateEntry("generic").defaults, site)).features).toMatchObject({ menuOpensOn: "click", favourites: true });
  });
});

describe("templateEntry", () => {
  it("finds a template's entry by its id", () => {
    expect(templateEntry("toyota")).toBe(templateRegistry[1]);
    expect(templateEntry("nissan").themeClass).toBe("template-nissan");
  });

  it("refuses an id the registry does not list, naming the registry and the templates it has", () => {
    expect(() => templateEntry("acme")).toThrow(/No template "acme" in the template registry .*generic, toyota, nissan/);
  });
});
