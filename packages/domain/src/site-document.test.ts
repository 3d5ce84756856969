import { describe, expect, it } from "vitest";
import { parseSiteDocument } from "./site-document";

const location = (id: number, slug: string, dealership_id = 900, dealership_slug = "harbour-ford") => ({
  id,
  name: "Harbour Ford",
  slug,
  dealership_id,
  dealership_slug,
  address: { street: "1 Hunter St", city: "Newcastle", state: "NSW", postcode: "2300", lat: -32.9, long: 151.7 },
});
const document = {
  group: { slug: "harbour-auto-group", name: "Harbour Auto Group" },
  site: { slug: "harbour-motors", group: "harbour-auto-group", dealerships: [{ id: 900, slug: "harbour-ford", name: "Harbour Ford" }] },
  locations: [location(1, "harbour-ford-newcastle")],
  lead_destinations: [{ kind: "email", target: "a@harbour.example, b@harbour.example" }, { kind: "webhook", target: "https://crm.example/leads", secret: "0123456789abcdef" }],
};

describe("site documents (issue 19)", () => {
  it("accepts a document whose parts fit together", () => {
    expect(parseSiteDocument(document)).toMatchObject({ ok: true, document: { locations: [{ slug: "harbour-ford-newcastle" }] } });
    expect(parseSiteDocument({ group: document.group, site: document.site })).toMatchObject({ ok: true, document: { locations: [], lead_destinations: [] } });
  });

  it("names the field of every problem: shape, group, dealership and repeated locations", () => {
    expect(parseSiteDocument([])).toEqual({ ok: false, issues: [{ path: "(document)", message: expect.any(String) }] });
    expect(parseSiteDocument({ ...document, lead_destinations: [{ kind: "email", target: "nobody" }] })).toEqual({ ok: false, issues: [{ path: "lead_destinations[0].target", message: "must be one or more email addresses, comma separated" }] });
    const result = parseSiteDocument({
      ...document,
      site: { ...document.site, group: "another", dealerships: "none" },
      locations: [location(1, "a"), location(1, "a")],
    });
    expect(result.ok === false && result.issues).toEqual([
      { path: "site.group", message: "must be harbour-auto-group, the document's group" },
      { path: "locations[0].dealership_id", message: "900 is not a dealership of the site" },
      { path: "locations[1].dealership_id", message: "900 is not a dealership of the site" },
      { path: "locations[1].id", message: "1 is used by another location of the document" },
      { path: "locations[1].slug", message: "a is used by another location of the document" },
    ]);
    const wrongSlug = parseSiteDocument({ ...document, locations: [location(1, "a", 900, "harbour-mazda")] });
    expect(wrongSlug.ok === false && wrongSlug.issues).toEqual([{ path: "locations[0].dealership_slug", message: "must be harbour-ford, the slug of dealership 900" }]);
  });
});
