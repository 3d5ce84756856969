import { describe, expect, it } from "vitest";
import { parseSiteConfig, SiteConfigError, siteConfigSchema, withTemplateDefaults, type SiteConfigInput } from "./site-config";

const minimal: SiteConfigInput = {
  slug: "sunshine-toyota",
  template: "toyota",
  id: 3,
  dealership_id: 31,
  name: "Sunshine Toyota",
  group: "sunshine-group",
  address: { city: "Maroochydore", state: "qld" },
  dealerships: [{ id: 31, slug: "sunshine-toyota", name: "Sunshine Toyota" }],
  navigation: {
    header: [
      { kind: "link", label: "Home", href: "/" },
      { kind: "dynamic", label: "Vehicles", source: "models", href: "/search/new-cars" },
      { kind: "menu", label: "Service", items: [{ label: "Book a service", href: "/service" }] },
    ],
  },
};

describe("siteConfigSchema (spec 3 'Site configuration')", () => {
  it("fills every switch with the spec's defaults", () => {
    const config = parseSiteConfig(minimal);
    expect(config.region).toBe("AU");
    expect(config.state).toBe("qld"); // spec 9: default state qld
    expect(config.features.reservation).toEqual({ enabled: false, path: "checkout", price: 200, buttonLabel: "Reserve Now" }); // spec 9: $200
    expect(config.labels.noPriceText).toBe("Enquire for price"); // spec 4
    expect(config.search).toMatchObject({ index: "Car_production", pageSize: 21, soldDays: 3, popularMakes: 7, algolia: null }); // spec 7, 9
    expect(config.features.captcha).toBe(true); // spec 5: spam check by default
    expect(config.features.dealerComments).toEqual({ enabled: true, title: "Dealer Comments" });
    expect(config.features.experiments.financeQuote).toBe(false);
    expect(config.finance).toMatchObject({ calculatorRate: 8.5, fees: { establishment: 0, monthly: 0 } }); // spec 9: no fees, comparison rate = rate
  });

  it("takes the lender's fees, partly given, and refuses a negative or runaway fee by its path", () => {
    expect(parseSiteConfig({ ...minimal, finance: { fees: { establishment: 495 } } }).finance.fees).toEqual({ establishment: 495, monthly: 0 });
    const refused = siteConfigSchema.safeParse({ ...minimal, finance: { fees: { establishment: -1, monthly: 250 } } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["finance.fees.establishment", "finance.fees.monthly"]);
  });

  it("accepts every template and region the platform serves", () => {
    for (const template of ["generic", "toyota", "nissan"] as const) {
      for (const region of ["AU", "NZ", "US"] as const) {
        expect(siteConfigSchema.safeParse({ ...minimal, template, region }).success).toBe(true);
      }
    }
  });
});

describe("parseSiteConfig: an invalid config names the bad field", () => {
  function failure(raw: unknown): SiteConfigError {
    try {
      parseSiteConfig(raw);
    } catch (error) {
      if (error instanceof SiteConfigError) return error;
      throw error;
    }
    throw new Error("expected the config to be refused");
  }

  it("names a nested field by its path", () => {
    const error = failure({ ...minimal, search: { pageSize: "twenty-one" } });
    expect(error.site).toBe("sunshine-toyota");
    expect(error.issues.map((issue) => issue.path)).toEqual(["search.pageSize"]);
    expect(error.message).toMatch(/^Invalid site config for "sunshine-toyota": search\.pageSize: /);
  });

  it("names array items by index", () => {
    const error = failure({ ...minimal, navigation: { header: [{ kind: "link", label: "Home", href: "javascript:alert(1)" }] } });
    expect(error.issues[0]?.path).toBe("navigation.header[0].href");
    expect(error.issues[0]?.message).toContain("must be a path");
  });

  it("refuses an age-days filter outside 0 to 14 (spec 9)", () => {
    expect(failure({ ...minimal, search: { ageDays: 15 } }).issues[0]?.path).toBe("search.ageDays");
  });

  it("refuses a slug that cannot be a host name", () => {
    expect(failure({ ...minimal, slug: "Sunshine Toyota" }).issues[0]?.path).toBe("slug");
  });

  it("refuses a colour that is not a hex colour", () => {
    expect(failure({ ...minimal, branding: { colors: { primary: "red; background:url(x)" } } }).issues[0]?.path).toBe("branding.colors.primary");
  });

  it("refuses a dealer colour that white text cannot be read on (WCAG 2.2 AA 4.5:1)", () => {
    const error = failure({ ...minimal, branding: { colors: { primary: "#ff4d6d" } } });
    expect(error.issues[0]?.path).toBe("branding.colors.primary");
    expect(error.issues[0]?.message).toMatch(/at least 4\.5:1 with primary_foreground \(it has 3\.\d\d:1\)/);
    expect(parseSiteConfig({ ...minimal, branding: { colors: { primary: "#ff4d6d", primary_foreground: "#000000" } } }).branding.colors.primary).toBe("#ff4d6d");
  });

  it("checks a dealer's header pair when both colours are set", () => {
    expect(failure({ ...minimal, branding: { colors: { header_background: "#000000", header_foreground: "#333333" } } }).issues[0]?.path).toBe("branding.colors.header_background");
    expect(parseSiteConfig({ ...minimal, branding: { colors: { header_background: "#000000" } } }).branding.colors.header_background).toBe("#000000");
  });

  it("names the root when the config is not an object", () => {
    const error = failure(null);
    expect(error.site).toBe("unknown");
    expect(error.issues[0]?.path).toBe("(root)");
  });

  it("lists every bad field at once", () => {
    const error = failure({ ...minimal, name: "", dealerships: [] });
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(["dealerships", "name"]);
  });
});

describe("withTemplateDefaults", () => {
  it("merges objects key by key, the site winning", () => {
    const merged = parseSiteConfig(withTemplateDefaults({ features: { certifiedBadge: true, menuOpensOn: "hover" } }, { ...minimal, features: { menuOpensOn: "click" } }));
    expect(merged.features.certifiedBadge).toBe(true);
    expect(merged.features.menuOpensOn).toBe("click");
  });

  it("lets a site's array replace the template's", () => {
    const merged = parseSiteConfig(withTemplateDefaults({ search: { promoPositions: [8, 17] } }, { ...minimal, search: { promoPositions: [5] } }));
    expect(merged.search.promoPositions).toEqual([5]);
  });

  it("leaves a non-object config for the schema to refuse", () => {
    expect(withTemplateDefaults({ features: {} }, "nonsense")).toBe("nonsense");
  });
});
