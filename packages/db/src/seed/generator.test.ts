// The demo dataset (issue 2 item 4, docs/demo-data.md): valid against the domain schemas,
// the advertised counts, every case the rules in spec 4 and 5 need, and
// deterministic from its seed.
import { blogPostSchema, carSchema, contrastRatio, financeProviders, locationSchema, manufacturerSchema, offerSchema, parseSiteConfig, promoCardSchema } from "@forecourt/domain";
import { describe, expect, it } from "vitest";
import { datasetHash, DEMO_REFERENCE_DATE, generateDemoDataset, offersForSite } from "./index";
import { platePattern } from "./plates";
import { demoReservationSites } from "./sites";
import { isVinValid } from "./vin";

/** Changes to the generator are deliberate: update this when the data is meant to change. */
const PINNED_HASH = "01b15b73252feff467e23c1fa49c837653532b5daa675fdb31c1f6de2b052082";

const dataset = generateDemoDataset();
const { cars, sites, locations } = dataset;
const reference = DEMO_REFERENCE_DATE.getTime();
const DAY_MS = 86_400_000;
const numeric = (value: unknown) => carSchema.shape.price.parse(value);

describe("demo dataset: schemas (spec 3)", () => {
  it("every car passes carSchema", () => {
    const failures = cars.flatMap((car) => {
      const result = carSchema.safeParse(car);
      return result.success ? [] : [`${car.id}: ${result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`];
    });
    expect(failures).toEqual([]);
  });

  it("every site passes parseSiteConfig", () => {
    for (const site of sites) expect(() => parseSiteConfig(site)).not.toThrow();
  });

  it("every location, manufacturer, offer, promo card and blog post passes its schema", () => {
    for (const location of locations) expect(locationSchema.safeParse(location).success, location.slug).toBe(true);
    for (const manufacturer of dataset.manufacturers) expect(manufacturerSchema.safeParse(manufacturer).success, manufacturer.slug).toBe(true);
    for (const offer of dataset.offers) expect(offerSchema.safeParse(offer).success, offer.name).toBe(true);
    for (const card of dataset.promoCards) expect(promoCardSchema.safeParse(card).success, card.title).toBe(true);
    for (const post of dataset.blogPosts) expect(blogPostSchema.safeParse(post).success, post.slug).toBe(true);
  });
});

describe("demo dataset: counts and identity (issue 2 item 4)", () => {
  it("has 3 groups, 12 AU sites plus one NZ and one US site, about 40 locations, 3,000 cars and about 150 makes", () => {
    expect(dataset.groups).toHaveLength(3);
    expect(sites.filter((site) => site.region === "AU")).toHaveLength(12);
    expect(sites.filter((site) => site.region === "NZ")).toHaveLength(1);
    expect(sites.filter((site) => site.region === "US")).toHaveLength(1);
    expect(locations.length).toBeGreaterThanOrEqual(36);
    expect(locations.length).toBeLessThanOrEqual(45);
    expect(cars).toHaveLength(3000);
    expect(dataset.manufacturers.length).toBeGreaterThanOrEqual(140);
    expect(dataset.manufacturers.length).toBeLessThanOrEqual(160);
  });

  it("numbers ids sequentially and keeps slugs, stock numbers and VINs unique", () => {
    for (const list of [sites, locations, cars, dataset.manufacturers, dataset.offers, dataset.promoCards, dataset.blogPosts]) {
      expect(list.map((item) => item.id)).toEqual(list.map((_, index) => index + 1));
    }
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(sites.map((site) => site.slug))).toBe(true);
    expect(unique(locations.map((location) => location.slug))).toBe(true);
    expect(unique(dataset.manufacturers.map((manufacturer) => manufacturer.slug))).toBe(true);
    expect(unique(cars.map((car) => car.slug))).toBe(true);
    expect(unique(cars.map((car) => car.stocknum))).toBe(true);
    expect(unique(cars.map((car) => car.vin))).toBe(true);
  });

  it("gives every car a VIN with a valid check digit and a real manufacturer prefix", () => {
    expect(cars.filter((car) => !isVinValid(car.vin ?? ""))).toEqual([]);
    expect(cars.find((car) => car.make === "Toyota" && car.model === "HiLux")?.vin?.slice(0, 3)).toBe("MR0");
  });

  it("has the make slug gwm-haval (spec 3 'Manufacturer') and some logos null", () => {
    expect(dataset.manufacturers.some((manufacturer) => manufacturer.slug === "gwm-haval")).toBe(true);
    expect(dataset.manufacturers.some((manufacturer) => manufacturer.logo === null || manufacturer.logo.url === null)).toBe(true);
    for (const manufacturer of dataset.manufacturers) if (manufacturer.logo?.url) expect(manufacturer.logo.url).toBe(`/media/logo/${manufacturer.slug}.svg`);
  });
});

describe("demo dataset: sites (spec 2.2, 3 'Site configuration')", () => {
  const parsed = sites.map((site) => parseSiteConfig(site));
  const byGroup = (group: string) => parsed.filter((site) => site.group === group);

  it("uses the toyota template for the Toyota group, nissan for the Nissan group and generic otherwise", () => {
    expect(byGroup("pacific-toyota-group").every((site) => site.template === "toyota")).toBe(true);
    expect(byGroup("southern-cross-nissan").every((site) => site.template === "nissan")).toBe(true);
    expect(byGroup("metro-automotive").every((site) => site.template === "generic")).toBe(true);
    expect(parsed.filter((site) => site.region !== "AU").every((site) => site.template === "generic")).toBe(true);
  });

  it("takes reservations on one site of each template, the gate on one of them (issue 17); buy online off everywhere; the watchlist on (issue 16)", () => {
    const reserving = parsed.filter((site) => site.features.reservation.enabled);
    expect(reserving.map((site) => site.slug).sort()).toEqual(demoReservationSites.map((site) => site.slug).sort());
    expect(new Set(reserving.map((site) => site.template))).toEqual(new Set(["generic", "toyota", "nissan"]));
    expect(reserving.some((site) => site.features.signInGate)).toBe(true);
    for (const site of reserving) expect(demoReservationSites.find((entry) => entry.slug === site.slug)?.template).toBe(site.template);
    for (const site of parsed) {
      expect([site.features.buyOnline, site.features.watchlist], site.slug).toEqual([false, true]);
    }
  });

  it("turns the sign-in gate on for at least one site of each template (issue 16)", () => {
    for (const template of ["generic", "toyota", "nissan"] as const) {
      expect(parsed.some((site) => site.template === template && site.features.signInGate), template).toBe(true);
    }
  });

  it("switches compare on for some sites of every template, one of them used-only (spec 5), and off elsewhere", () => {
    for (const template of ["generic", "toyota", "nissan"] as const) {
      const sitesOfTemplate = parsed.filter((site) => site.template === template);
      expect(sitesOfTemplate.some((site) => site.features.compare && site.features.favourites), template).toBe(true);
      expect(sitesOfTemplate.some((site) => !site.features.compare), template).toBe(true);
    }
    expect(parsed.some((site) => site.features.compare && site.features.favouritesUsedOnly)).toBe(true);
  });

  it("exercises every switch somewhere", () => {
    const some = (predicate: (site: (typeof parsed)[number]) => boolean) => parsed.some(predicate);
    expect(some((site) => site.features.menuOpensOn === "hover") && some((site) => site.features.menuOpensOn === "click")).toBe(true);
    expect(some((site) => site.features.electricTags) && some((site) => !site.features.electricTags)).toBe(true);
    expect(parsed.filter((site) => site.template === "toyota").every((site) => site.features.certifiedBadge)).toBe(true);
    expect(parsed.filter((site) => site.features.subscriptions)).toHaveLength(1);
    expect(some((site) => site.features.runoutGreen)).toBe(true);
    expect(some((site) => !site.features.favourites) && some((site) => site.features.favouritesUsedOnly)).toBe(true);
    expect(some((site) => site.features.reservation.path === "buy-online" && site.features.reservation.buttonLabel === "Reserve this Car")).toBe(true);
    expect(some((site) => site.features.signInGate) && some((site) => site.features.experiments.financeQuote)).toBe(true);
    expect(some((site) => !site.features.captcha) && some((site) => site.features.termsRequired) && some((site) => !site.features.messageRequired) && some((site) => !site.features.testDrive)).toBe(true);
    expect(some((site) => site.dealerships.some((dealership) => dealership.hidden))).toBe(true);
    expect(some((site) => site.features.dealerComments.title === "Our Comments")).toBe(true);
    expect(some((site) => !site.features.dealerComments.enabled)).toBe(true);
    expect(some((site) => site.search.popularMakes === 20)).toBe(true);
    expect(some((site) => site.search.promoPositions.join() === "8,17")).toBe(true);
    expect(some((site) => site.search.ctaPosition === 9)).toBe(true);
    expect(some((site) => site.search.promoShuffle) && some((site) => !site.search.promoShuffle)).toBe(true);
    expect(byGroup("pacific-toyota-group").every((site) => site.labels.keywordPlaceholder === "Keyword search eg. EV, SUV, Toyota")).toBe(true);
    expect(some((site) => site.labels.soldTag === "JUST SOLD")).toBe(true);
    expect(new Set(parsed.map((site) => site.labels.closedDay))).toEqual(new Set(["Closed", "By appointment only", "Enquire Now"]));
    expect(new Set(parsed.map((site) => site.labels.companyMenu))).toEqual(new Set(["Company", "About Us"]));
    expect(new Set(parsed.map((site) => site.search.baseFilter))).toEqual(new Set(["listed", "in-stock", "used-only"]));
    expect(some((site) => site.hiddenLocationIds.length > 0)).toBe(true);
    expect(some((site) => site.finance.excludedDealerships.length === 5)).toBe(true);
    expect(new Set(parsed.map((site) => site.finance.path))).toEqual(new Set(["/finance", "/finance-enquiry", "/apply-for-finance"]));
    // spec 9: a site with a lender shows a comparison rate with the lender's fees in it; one without has none.
    for (const site of parsed) {
      const { establishment, monthly } = site.finance.fees;
      if (site.finance.provider) expect(establishment > 0 && monthly > 0, site.slug).toBe(true);
      else expect(establishment + monthly, site.slug).toBe(0);
    }
  });

  it("brands each dealer: Toyota and Nissan sites in their red family, a wordmark per dealer name", () => {
    const isRed = (hex = "") => {
      const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
      return red! >= 0xa0 && green! < 0x20 && blue! < 0x40;
    };
    for (const site of [...byGroup("pacific-toyota-group"), ...byGroup("southern-cross-nissan")]) expect(isRed(site.branding.colors.primary), site.slug).toBe(true);
    expect(parsed.filter((site) => site.template === "generic").some((site) => isRed(site.branding.colors.primary))).toBe(false);
    // The wordmark's ink reads on the header: light where the header text is light (the Nissan template's black header, a navy one).
    for (const site of parsed) {
      const light = site.template === "nissan" || site.branding.colors.header_foreground === "#ffffff";
      expect(site.branding.logo_url, site.slug).toBe(`/media/wordmark/${light ? "light/" : ""}${encodeURIComponent(site.name)}.svg`);
      // The wordmark's ink (media/wordmark-art) on the header: its main word at 4.5:1, its lighter word at the large-text 3:1.
      const [ink, soft] = light ? ["#ffffff", "#d1d5db"] : ["#1f2328", "#4b5563"];
      const background = site.branding.colors.header_background;
      if (background && site.template !== "nissan") {
        expect(contrastRatio(ink, background), site.slug).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(soft, background), site.slug).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("builds the spec 2.2 header, footer and legal links", () => {
    for (const site of parsed) {
      const header = site.navigation.header;
      expect(header[0]).toEqual({ kind: "link", label: "Home", href: "/" });
      expect(header.some((item) => item.kind === "dynamic" && item.source === "models" && item.label === "Vehicles")).toBe(true);
      expect(header.some((item) => item.kind === "dynamic" && item.source === "stock" && item.label === "Our Stock")).toBe(true);
      const service = header.find((item) => item.kind === "menu" && item.label === "Service");
      expect(service?.kind === "menu" && service.items.map((link) => link.href)).toEqual(["/service", "/vehicle-parts-and-accessories", "/pages/warranty", "/prepaid-maintenance-plan", "/roadside-assistance"]);
      const company = header.find((item) => item.kind === "menu" && item.label === site.labels.companyMenu);
      expect(company?.kind === "menu" && company.items.slice(0, 2).map((link) => link.href)).toEqual(["/fleet", "/contact"]);
      const footerHrefs = site.navigation.footer.flatMap((column) => column.links.map((link) => link.href));
      expect(footerHrefs).toContain("/special-offers");
      expect(footerHrefs).toContain("/pages/warranty/");
      expect(footerHrefs).toContain("/roadside-assistance/");
      expect(footerHrefs.includes("/pages/nissan-future-value/")).toBe(site.template === "nissan");
      expect(site.navigation.legal.map((link) => link.href)).toEqual(["/terms-and-conditions/", "/privacy-policy"]);
      // Nothing in the demo needs the internet: navigation stays on the site.
      for (const href of [...footerHrefs, ...header.flatMap((item) => (item.kind === "menu" ? item.items.map((link) => link.href) : [item.href]))]) expect(href.startsWith("/"), href).toBe(true);
    }
  });

  it("lists each site's dealerships with their licence and a blog count matching its posts", () => {
    for (const site of parsed) {
      expect(site.dealerships[0]?.id).toBe(site.dealership_id);
      for (const dealership of site.dealerships) expect(dealership.licence).toBeTruthy();
      expect(site.blogs.count).toBe(dataset.blogPosts.filter((post) => post.site_slug === site.slug).length);
    }
  });
});

describe("demo dataset: locations (spec 2.7, 3 'Location')", () => {
  it("has sales, service and parts premises, empty types, hidden ones and one primary per dealership", () => {
    const types = new Set(locations.map((location) => location.location_type));
    for (const type of ["sales", "service", "parts", ""]) expect(types.has(type as never), type).toBe(true);
    expect(locations.filter((location) => location.visible === false).length).toBeGreaterThanOrEqual(1);
    const dealershipIds = new Set(locations.map((location) => location.dealership_id));
    for (const id of dealershipIds) expect(locations.filter((location) => location.dealership_id === id && location.primary), `dealership ${id}`).toHaveLength(1);
  });

  it("has opening hours for all seven weekdays, identical and differing Mon-Fri, open and closed weekends", () => {
    const weekdayTexts = (location: (typeof locations)[number]) => new Set(location.opening_hours?.filter((hour) => hour.weekday >= 1 && hour.weekday <= 5).map((hour) => hour.formated_hours));
    for (const location of locations) expect(location.opening_hours?.map((hour) => hour.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(locations.some((location) => weekdayTexts(location).size === 1)).toBe(true);
    expect(locations.some((location) => weekdayTexts(location).size > 1)).toBe(true);
    expect(locations.some((location) => location.opening_hours?.[0]?.status === "Open")).toBe(true);
    expect(locations.some((location) => location.opening_hours?.[6]?.status === "Closed")).toBe(true);
  });

  it("has holiday hours around the reference date, licences and reviews the review rules filter (spec 5)", () => {
    const referenceDay = DEMO_REFERENCE_DATE.toISOString().slice(0, 10);
    const special = locations.flatMap((location) => location.special_hours ?? []);
    expect(special.some((entry) => entry.date > referenceDay)).toBe(true);
    expect(special.some((entry) => entry.date < referenceDay)).toBe(true);
    expect(locations.some((location) => location.dealer_license_number)).toBe(true);
    expect(locations.some((location) => location.motor_vehicle_repairer)).toBe(true);
    const reviews = locations.flatMap((location) => location.reviews ?? []);
    expect(reviews.some((review) => review.text?.includes("Translated"))).toBe(true);
    expect(reviews.some((review) => !review.text)).toBe(true);
    expect(new Set(reviews.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(locations.some((location) => (location.reviews ?? []).length === 0)).toBe(true);
  });

  it("staffs every location (spec 2.1 'Team page for a location'): a dealer principal at each primary showroom, roles by premises, unique member ids", () => {
    for (const location of locations) {
      const team = location.team ?? [];
      expect(team.length, location.slug).toBeGreaterThanOrEqual(2);
      expect(team.some((member) => member.role === "Dealer Principal"), location.slug).toBe(location.primary === true);
      const departments = new Set(team.map((member) => member.department));
      if (location.location_type === "service") expect([...departments]).toEqual(["service"]);
      if (location.location_type === "parts") expect([...departments]).toEqual(["parts"]);
      if (!location.location_type || location.location_type === "sales") expect(departments.has("sales") && departments.has("finance"), location.slug).toBe(true);
    }
    const members = locations.flatMap((location) => location.team ?? []);
    expect(new Set(members.map((member) => member.id)).size).toBe(members.length);
    expect(members.some((member) => !member.phone) && members.some((member) => member.phone)).toBe(true);
    expect(members.some((member) => !member.email) && members.some((member) => member.email)).toBe(true);
  });

  it("draws teams from their own stream: the same for any car count", () => {
    const few = generateDemoDataset({ cars: 10 });
    expect(few.locations.map((location) => location.team)).toEqual(locations.map((location) => location.team));
  });
});

describe("demo dataset: cars cover the cases the rules need (spec 4, 5)", () => {
  const now = reference / 1000;
  const has = (label: string, predicate: (car: (typeof cars)[number]) => boolean) => expect(cars.some(predicate), label).toBe(true);

  it("has new, used and demo cars and every status", () => {
    for (const type of ["new", "used", "demo"]) has(type, (car) => car.car_type === type);
    for (const status of carSchema.shape.status.options) has(status, (car) => car.status === status);
  });

  it("has cars sold within 3 days and long ago, and new arrivals created within 8 days", () => {
    has("sold within 3 days", (car) => car.status === "sold" && car.sold === true && now - (car.sold_date_timestamp ?? 0) < 3 * 86_400);
    has("sold long ago", (car) => car.status === "sold" && now - (car.sold_date_timestamp ?? now) > 30 * 86_400);
    has("new arrival", (car) => reference - Date.parse(car.created_at) < 8 * DAY_MS);
    expect(cars.filter((car) => car.sold !== (car.status === "sold"))).toEqual([]);
  });

  it("has reserved, certified Toyota, certified non-Toyota, preorder and hidden cars", () => {
    has("reserved", (car) => car.reserved === true);
    has("certified used Toyota", (car) => car.certified === true && car.make === "Toyota" && car.car_type === "used");
    has("certified other make", (car) => car.certified === true && car.make !== "Toyota");
    has("preorder without price", (car) => car.preorder === true && car.price === null);
    has("preorder with price", (car) => car.preorder === true && (numeric(car.price) ?? 0) > 10);
    has("not on the dealer website", (car) => car.show_on_dealer_website === false);
  });

  it("has every price case: subscription, reduced, none, zero, exactly 10 and a numeric string", () => {
    has("subscription", (car) => (numeric(car.subscription_price) ?? 0) > 0);
    has("before price", (car) => (numeric(car.before_price) ?? 0) > (numeric(car.price) ?? 0));
    has("offer price", (car) => numeric(car.offer_price) !== null);
    has("no price", (car) => car.price === null);
    has("price 0", (car) => car.price === 0);
    has("price 10", (car) => car.price === 10);
    has("price as a string", (car) => typeof car.price === "string");
    for (const type of ["Drive Away", "Excl. Govt. Charges"]) has(type, (car) => car.price_type === type);
  });

  it("has a history report on some cars and not others, never an external link", () => {
    has("file", (car) => typeof car.file === "string");
    has("no file", (car) => !car.file);
    for (const car of cars) if (car.file) expect(car.file).toBe(`/history-reports/${car.stocknum}`);
  });

  it("has finance from each provider, Angle with only deposit and termYears, and rough entries", () => {
    for (const provider of financeProviders) has(provider, (car) => car.finance_lenders?.[provider] !== undefined);
    const lenders = cars.flatMap((car) => Object.entries(car.finance_lenders ?? {}));
    for (const [provider, lender] of lenders) {
      if (provider === "angle") expect(Object.keys(lender).sort()).toEqual(["comparisonRate", "deposit", "disclaimer", "interestRate", "paymentWeek", "termYears"]);
      const interest = numeric(lender.interestRate);
      const comparison = numeric(lender.comparisonRate);
      if (interest !== null && comparison !== null) expect(comparison).toBeGreaterThan(interest);
    }
    expect(lenders.some(([, lender]) => lender.interestRate === null)).toBe(true);
    expect(lenders.some(([, lender]) => lender.paymentWeek === null)).toBe(true);
    expect(lenders.some(([, lender]) => typeof lender.interestRate === "string")).toBe(true);
    has("Suzuki with finance (shown never, spec 5)", (car) => car.make === "Suzuki" && Object.keys(car.finance_lenders ?? {}).length > 0);
  });

  it("has Test Drive Only, Runout Sale and custom tags, electric and hybrid cars", () => {
    has("Test Drive Only", (car) => car.tag === "Test Drive Only");
    has("Runout Sale", (car) => car.tag === "Runout Sale");
    has("custom tag", (car) => !!car.tag && !["Test Drive Only", "Runout Sale"].includes(car.tag));
    has("electric", (car) => car.simple_fuel === "Electric");
    has("hybrid", (car) => car.simple_fuel === "Hybrid");
  });

  it("has market data above and more than $499 below the state average, and missing state averages", () => {
    has("priced > $499 below state average", (car) => {
      const state = numeric(car.autograb_data?.state_average_market_price);
      const price = numeric(car.price);
      return state !== null && price !== null && price < state - 499;
    });
    has("priced above state average", (car) => (numeric(car.price) ?? 0) > (numeric(car.autograb_data?.state_average_market_price) ?? Infinity));
    has("national average only", (car) => car.autograb_data?.state_average_market_price === null && numeric(car.autograb_data?.average_market_price) !== null);
  });

  it("has registration expiring in the past and future, plates in each state's format", () => {
    const referenceDay = DEMO_REFERENCE_DATE.toISOString().slice(0, 10);
    has("rego expired", (car) => !!car.rego_expiry && car.rego_expiry < referenceDay);
    has("rego current", (car) => !!car.rego_expiry && car.rego_expiry > referenceDay);
    for (const car of cars) {
      if (car.car_type === "new") expect(car.regplate, car.slug).toBeNull();
      const location = locations.find((entry) => entry.id === car.location_id)!;
      if (car.regplate) expect(car.regplate, car.slug).toMatch(platePattern(location.address.state === "AUK" ? "AUK" : location.address.state));
    }
  });

  it("has dealer comments with '|' sections, over 400 characters, empty and missing (spec 2.5)", () => {
    has("sections", (car) => (car.dealercomments ?? "").includes("|"));
    has("over 400 characters", (car) => (car.dealercomments ?? "").length > 400);
    has("empty", (car) => car.dealercomments === "");
    has("missing", (car) => car.dealercomments === null);
  });

  it("uses the offline image scheme, with a few cars without photos", () => {
    for (const car of cars) {
      expect(car.images).toHaveLength(car.photos_count ?? 0);
      car.images?.forEach((url, index) => expect(url).toBe(`/media/car/${car.simple_body}/${url.split("/")[4]}/${index + 1}.svg`));
      expect(car.primary_image_url ?? null).toBe(car.images?.[0] ?? null);
      expect(car.photos_count ?? 0).toBeLessThanOrEqual(12);
    }
    has("no photos", (car) => car.photos_count === 0);
  });

  it("has caravan specifications only on motorhomes, and standard equipment lists, some empty", () => {
    for (const car of cars) if (car.specifications) expect(car.simple_body).toBe("motorhome");
    has("caravan specifications", (car) => !!car.specifications);
    has("equipment", (car) => (car.standardEquipment ?? []).length > 8);
    has("no equipment", (car) => (car.standardEquipment ?? []).length === 0);
  });

  it("places each car at a sales location of its own dealership", () => {
    const byId = new Map(locations.map((location) => [location.id, location]));
    for (const car of cars) {
      const location = byId.get(car.location_id ?? -1);
      expect(location?.dealership_id, car.slug).toBe(car.dealership_id);
      expect(["sales", ""]).toContain(location?.location_type);
      expect(car.city).toBe(location?.address.city);
      expect(car.location?.slug).toBe(location?.slug);
    }
  });
});

describe("demo dataset: offers (spec 2.8, 5 'Offer visibility')", () => {
  it("ties offers to makes: each AU franchise site shows some, exclusions and local offers apply", () => {
    const capital = offersForSite(dataset.offers, "capital-toyota");
    const sunshine = offersForSite(dataset.offers, "sunshine-toyota");
    expect(sunshine.length).toBeGreaterThan(0);
    expect(capital.some((offer) => offer.model?.name === "Prado")).toBe(false);
    expect(sunshine.some((offer) => offer.model?.name === "Prado")).toBe(true);
    expect(capital.some((offer) => offer.site_slugs)).toBe(false);
    expect(offersForSite(dataset.offers, "tasman-motors")).toEqual([]);
  });

  it("has long descriptions and disclaimers, and offers in, before and after their window", () => {
    expect(dataset.offers.some((offer) => (offer.sanitized_description ?? "").length > 200)).toBe(true);
    expect(dataset.offers.some((offer) => (offer.disclaimer ?? "").length > 200)).toBe(true);
    expect(dataset.offers.some((offer) => offer.expires_at && Date.parse(offer.expires_at) < reference)).toBe(true);
    expect(dataset.offers.some((offer) => offer.starts_at && Date.parse(offer.starts_at) > reference)).toBe(true);
    expect(dataset.offers.some((offer) => offer.expires_at === null)).toBe(true);
  });

  it("has promo cards expired, future and hidden, and blog posts in each category", () => {
    expect(dataset.promoCards.some((card) => card.expiry && Date.parse(card.expiry) < reference)).toBe(true);
    expect(dataset.promoCards.some((card) => card.start && Date.parse(card.start) > reference)).toBe(true);
    expect(dataset.promoCards.some((card) => card.display === false)).toBe(true);
    expect(new Set(dataset.blogPosts.map((post) => post.category)).size).toBe(5);
  });
});

describe("demo dataset: determinism (docs/demo-data.md)", () => {
  it("matches the pinned hash", () => {
    expect(datasetHash(dataset)).toBe(PINNED_HASH);
  });

  it("gives the same hash for the same seed and a different one for another seed", () => {
    expect(datasetHash(generateDemoDataset({ cars: 300 }))).toBe(datasetHash(generateDemoDataset({ cars: 300 })));
    expect(datasetHash(generateDemoDataset({ cars: 300, seed: 7 }))).not.toBe(datasetHash(generateDemoDataset({ cars: 300 })));
  });

  it("keeps everything but the car list identical whatever the car count", () => {
    const small = generateDemoDataset({ cars: 10 });
    expect(small.sites).toEqual(dataset.sites);
    expect(small.locations).toEqual(dataset.locations);
    expect(small.offers).toEqual(dataset.offers);
    expect(small.cars).toHaveLength(10);
  });

  it("moves only dates, each by (now - reference), when now is given", () => {
    const shiftMs = 5 * DAY_MS + 3 * 3_600_000;
    const shifted = generateDemoDataset({ now: new Date(reference + shiftMs) });
    const changed = new Set<string>();
    const compare = (before: unknown, after: unknown, path: string): void => {
      if (before !== null && after !== null && typeof before === "object" && typeof after === "object") {
        for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) compare((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], /^\d+$/.test(key) ? path : `${path}.${key}`);
        return;
      }
      if (before === after) return;
      changed.add(path);
      if (typeof before === "number") expect(after, path).toBe(before + shiftMs / 1000);
      else if (typeof before === "string" && /^\d{4}-\d{2}-\d{2}T/.test(before)) expect(Date.parse(after as string) - Date.parse(before), path).toBe(shiftMs);
      else if (typeof before === "string" && /^\d{4}-\d{2}-\d{2}$/.test(before)) expect(Date.parse(after as string) - Date.parse(before), path).toBe(5 * DAY_MS);
    };
    for (const part of ["groups", "sites", "manufacturers", "locations", "offers", "promoCards", "blogPosts", "cars"] as const) compare(dataset[part], shifted[part], part);
    expect([...changed].sort()).toEqual(
      [
        "blogPosts.published_at",
        "cars.build_date",
        "cars.compliance_date",
        "cars.created_at",
        "cars.rego_expiry",
        "cars.sold_date_timestamp",
        "locations.reviews.review_date",
        "locations.reviews.review_date_in_words",
        "locations.special_hours.date",
        "offers.expires_at",
        "offers.starts_at",
        "promoCards.expiry",
        "promoCards.start",
      ].sort(),
    );
  });

  it("generates 200k cars in a few seconds (timing printed, not asserted)", { timeout: 120_000 }, () => {
    const started = performance.now();
    const large = generateDemoDataset({ cars: 200_000 });
    const elapsed = performance.now() - started;
    console.info(`generateDemoDataset({ cars: 200_000 }): ${Math.round(elapsed)} ms, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`);
    expect(large.cars).toHaveLength(200_000);
  });
});
