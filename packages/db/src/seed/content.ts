// Marketing content: manufacturers with logos (spec 3 'Manufacturer'), offers per
// make and model (spec 2.8, 3 'Offer', 5 'Offer visibility'), promotional cards per
// site (spec 3 'Page section node', 4 'Promotional cards') and blog posts in the
// spec 2.1 categories. Text is written for the demo; faker supplies only author names.
import { type BlogPost, blogCategories, type Manufacturer, type Offer, type PromoCard } from "@forecourt/domain";
import { catalogue, catalogueMake, otherMakeNames, slugify } from "./catalogue";
import { type Clock, DAY } from "./dates";
import type { DemoRandom } from "./random";
import { makesSoldNewBy, siteIdOf, siteSlugs, siteTemplate } from "./sites";

// Old marques with no licensed logo file: the UI falls back to a lettered badge.
const makesWithoutLogo = new Set(["Hudson", "Nash", "Packard", "Studebaker", "Willys"]);

export function generateManufacturers(): Manufacturer[] {
  // A plain case-insensitive comparison, not localeCompare: collation data differs
  // between ICU versions, and the ids (and the pinned hash) must not.
  const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
  const names = [...catalogue.map((entry) => entry.name), ...otherMakeNames].sort(byName);
  return names.map((name, index) => {
    const slug = slugify(name);
    // spec 3: logo.url may be null; both shapes occur in feeds.
    const logo = makesWithoutLogo.has(name) ? null : name === "Riley" ? { url: null } : { url: `/media/logo/${slug}.svg` };
    return { id: index + 1, name, slug, logo };
  });
}

interface OfferTemplate {
  make: string;
  model: string;
  badge: string;
  /** Where the price sits in the model's range, 0 (entry) to 1 (flagship). */
  position: number;
  kind: "driveAway" | "finance" | "bonus";
  /** Restrict to these sites (otherwise every site selling the make new). */
  sites?: string[];
  /** Sites that must not show it (spec 5 'Offer visibility'). */
  excluded?: string[];
  window?: "active" | "expired" | "future" | "open";
}

const offerTemplates: readonly OfferTemplate[] = [
  { make: "Toyota", model: "HiLux", badge: "SR5 4x4 Double Cab", position: 0.55, kind: "driveAway" },
  { make: "Toyota", model: "RAV4", badge: "GX Hybrid", position: 0.15, kind: "finance" },
  { make: "Toyota", model: "Prado", badge: "GXL", position: 0.3, kind: "bonus", excluded: ["capital-toyota"] },
  { make: "Toyota", model: "Corolla", badge: "Ascent Sport Hybrid", position: 0.05, kind: "driveAway", window: "expired" },
  { make: "Toyota", model: "bZ4X", badge: "FWD", position: 0, kind: "finance", window: "open" },
  { make: "Toyota", model: "Kluger", badge: "GXL Hybrid", position: 0.5, kind: "driveAway", sites: ["sunshine-toyota", "bayside-toyota"] },
  { make: "Toyota", model: "LandCruiser 300", badge: "GXL", position: 0.3, kind: "bonus", window: "future" },
  { make: "Nissan", model: "Navara", badge: "ST-X 4x4", position: 0.55, kind: "driveAway" },
  { make: "Nissan", model: "X-Trail", badge: "ST-L e-POWER", position: 0.45, kind: "finance", excluded: ["derwent-nissan"] },
  { make: "Nissan", model: "Patrol", badge: "Ti", position: 0, kind: "bonus" },
  { make: "Nissan", model: "Qashqai", badge: "ST+", position: 0.3, kind: "driveAway", window: "expired" },
  { make: "Nissan", model: "Ariya", badge: "Engage", position: 0, kind: "finance", window: "open" },
  { make: "Kia", model: "Sportage", badge: "S", position: 0, kind: "driveAway" },
  { make: "Kia", model: "Carnival", badge: "Sport", position: 0.35, kind: "bonus" },
  { make: "Hyundai", model: "Tucson", badge: "Elite Hybrid", position: 0.4, kind: "driveAway" },
  { make: "Hyundai", model: "Kona", badge: "Electric", position: 0.7, kind: "finance", window: "future" },
  { make: "MG", model: "ZS", badge: "Vibe", position: 0, kind: "driveAway" },
  { make: "MG", model: "MG4", badge: "Excite 51", position: 0, kind: "driveAway" },
  { make: "GWM Haval", model: "Jolion", badge: "Premium", position: 0, kind: "driveAway" },
  { make: "GWM", model: "Cannon", badge: "Cannon Lux", position: 0.35, kind: "bonus" },
  { make: "Mazda", model: "CX-5", badge: "Maxx Sport", position: 0.25, kind: "driveAway" },
  { make: "Mazda", model: "BT-50", badge: "XT 4x4", position: 0.3, kind: "finance", window: "expired" },
  { make: "Subaru", model: "Forester", badge: "2.5i-L", position: 0.25, kind: "driveAway" },
  { make: "Subaru", model: "Outback", badge: "AWD Sport", position: 0.35, kind: "bonus" },
  { make: "Ford", model: "Ranger", badge: "XLT 4x4", position: 0.45, kind: "driveAway" },
  { make: "Ford", model: "Everest", badge: "Trend", position: 0.3, kind: "finance" },
  { make: "Isuzu", model: "D-Max", badge: "LS-U 4x4", position: 0.5, kind: "driveAway" },
  { make: "Isuzu", model: "MU-X", badge: "LS-M", position: 0, kind: "bonus" },
  { make: "Mitsubishi", model: "Triton", badge: "GLX+ 4x4", position: 0.3, kind: "driveAway" },
  { make: "Mitsubishi", model: "Outlander", badge: "Exceed PHEV", position: 0.8, kind: "finance" },
  { make: "LDV", model: "T60", badge: "Max Plus", position: 0.6, kind: "driveAway" },
  { make: "Jeep", model: "Wrangler", badge: "Rubicon", position: 1, kind: "finance" },
  { make: "RAM", model: "1500", badge: "Laramie", position: 0.5, kind: "bonus" },
];

/** '$62,990': formatted here rather than with Intl so the text never depends on the runtime's ICU data. */
const money = (amount: number) => `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;

/** Marketing prices end in 990, like the dealer sites they imitate. */
function marketingPrice(low: number, high: number, position: number): number {
  return Math.round((low + (high - low) * position) / 1000) * 1000 - 10;
}

function offerCopy(template: OfferTemplate, price: number, rate: string) {
  const vehicle = `${template.make} ${template.model} ${template.badge}`;
  switch (template.kind) {
    case "driveAway":
      return {
        name: `${template.model} ${template.badge} from ${money(price)} drive away`,
        description: `<p>Drive away in a new ${vehicle} for ${money(price)}, with registration, stamp duty and dealer delivery included.</p><p>Every new vehicle comes with the manufacturer's new car warranty, roadside assistance and capped-price servicing. Stock is limited, so speak to our sales team today to arrange a test drive and lock in this price.</p>`,
      };
    case "finance":
      return {
        name: `${rate}% p.a. finance on ${template.model}`,
        description: `<p>Finance a new ${vehicle} at ${rate}% p.a. (comparison rate ${(Number(rate) + 0.41).toFixed(2)}% p.a.) over 60 months for approved ABN and personal customers.</p>`,
      };
    default:
      return {
        name: `Bonus accessories pack with ${template.model}`,
        description: `<p>Buy a new ${vehicle} and receive a bonus accessories pack valued at ${money(Math.round(price * 0.04))}, including floor mats, a cargo liner and tinted windows.</p><p>Add genuine towing gear or a bull bar at a reduced price when ordered with the vehicle. Talk to us about factory options, delivery times and current stock across the group before this offer ends.</p>`,
      };
  }
}

const disclaimers = {
  long: (template: OfferTemplate) =>
    `Offer available on new ${template.make} ${template.model} ${template.badge} models purchased and delivered between the offer start and end dates, or while stocks last. Not available with any other offer, to fleet, government or rental buyers. Drive away price includes 12 months registration, CTP insurance, stamp duty and dealer delivery; metallic paint and options extra. Finance offers are subject to approval, terms, fees and lending criteria; the comparison rate is based on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges.`,
  short: (template: OfferTemplate) => `${template.model} offer ends soon. Conditions apply; see dealer for details.`,
};

function windowFor(template: OfferTemplate, random: DemoRandom, clock: Clock): { starts_at: string | null; expires_at: string | null } {
  switch (template.window ?? "active") {
    case "expired":
      return { starts_at: clock.at(-random.int(40, 70) * DAY), expires_at: clock.at(-random.int(2, 10) * DAY) };
    case "future":
      return { starts_at: clock.at(random.int(5, 12) * DAY), expires_at: clock.at(random.int(40, 60) * DAY) };
    case "open":
      return { starts_at: clock.at(-random.int(10, 30) * DAY), expires_at: null };
    default:
      return { starts_at: clock.at(-random.int(5, 40) * DAY), expires_at: clock.at(random.int(14, 75) * DAY) };
  }
}

/** Offers tied to a make; `site_slugs` narrows one to named sites, otherwise every site selling the make new shows it. */
export function generateOffers(random: DemoRandom, clock: Clock): (Offer & { site_slugs?: string[] })[] {
  return offerTemplates.map((template, index) => {
    const makeEntry = catalogueMake.get(template.make);
    const modelEntry = makeEntry?.models.find((entry) => entry.name === template.model);
    if (!makeEntry || !modelEntry) throw new Error(`Offer template names unknown ${template.make} ${template.model}`);
    const price = marketingPrice(modelEntry.price[0], modelEntry.price[1], template.position);
    const rate = random.pick(["0.99", "1.99", "2.99", "3.49", "4.99"]);
    const copy = offerCopy(template, price, rate);
    const image = `/media/offer/${makeEntry.slug}/${modelEntry.slug}.svg`;
    const disclaimer = index % 7 === 3 ? null : index % 3 === 0 ? disclaimers.short(template) : disclaimers.long(template);
    const offer: Offer & { site_slugs?: string[] } = {
      id: index + 1,
      name: copy.name,
      description: copy.description,
      sanitized_description: copy.description.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim(),
      disclaimer,
      // spec 3: manufacturer arrives as a name or an object.
      manufacturer: index % 4 === 1 ? template.make : { name: template.make, slug: makeEntry.slug },
      model: { name: template.model, slug: modelEntry.slug, override_url: index % 3 === 2 ? `/search/${makeEntry.slug}/${modelEntry.slug}` : null },
      image_url: image,
      image_or_model_image: { url: image },
      excluded_website_ids: (template.excluded ?? []).map(siteIdOf),
      ...windowFor(template, random, clock),
    };
    if (template.sites) offer.site_slugs = [...template.sites];
    return offer;
  });
}

interface PromoTemplate {
  title: string;
  body: string;
  href: string;
  cta: string;
}

const promoTemplates: readonly PromoTemplate[] = [
  { title: "Book your service online", body: "Save time and book online in under two minutes.", href: "/service", cta: "Book a Service" },
  { title: "Latest offers", body: "Drive-away deals and bonus accessories on selected models.", href: "/special-offers", cta: "View Offers" },
  { title: "Fresh trade-ins this week", body: "Quality used cars, inspected and ready to drive.", href: "/search/used-cars", cta: "Browse Used Cars" },
  { title: "Demo clearance", body: "Nearly-new demonstrators with full new car warranty.", href: "/search/demo-cars", cta: "See Demo Cars" },
  { title: "Book a test drive", body: "Pick a time that suits you and we will have the car ready.", href: "/book-test-drive/", cta: "Book Now" },
  { title: "Fleet and business buyers", body: "Talk to our fleet team about volume pricing.", href: "/fleet", cta: "Contact Fleet" },
  { title: "Genuine parts and accessories", body: "Towbars, bull bars, roof racks and more, fitted by our technicians.", href: "/vehicle-parts-and-accessories", cta: "Shop Accessories" },
];

const promoStates = [
  { state: "active", weight: 6 },
  { state: "open", weight: 2 },
  { state: "expired", weight: 2 },
  { state: "future", weight: 1.5 },
  { state: "hidden", weight: 0.8 },
] as const;

/** 4 to 6 cards per site; some expired, some not yet started, one hidden, so spec 4's date filter has work to do. */
export function generatePromoCards(random: DemoRandom, clock: Clock): (PromoCard & { site_slug: string })[] {
  const cards: (PromoCard & { site_slug: string })[] = [];
  for (const site of siteSlugs) {
    const chosen = random.sample(promoTemplates, random.int(4, 6));
    chosen.forEach((template, index) => {
      const id = cards.length + 1;
      const state = index === 0 ? "open" : random.weighted(promoStates, (entry) => entry.weight).state;
      cards.push({
        id,
        site_slug: site,
        title: template.title,
        body: template.body,
        image_url: `/media/promo/${id}.svg`,
        href: template.href,
        cta: template.cta,
        start: state === "future" ? clock.at(random.int(3, 20) * DAY) : state === "open" ? null : clock.at(-random.int(10, 60) * DAY),
        expiry: state === "expired" ? clock.at(-random.int(1, 9) * DAY) : state === "open" ? null : clock.at(random.int(10, 90) * DAY),
        position: index + 1,
        display: !(state === "hidden"),
        strictDisplay: random.chance(0.25),
      });
    });
  }
  return cards;
}

type BlogCategory = (typeof blogCategories)[number];

const blogTitles: Record<BlogCategory, readonly string[]> = {
  "vehicle-reviews": ["Living with a hybrid SUV: three months on", "Dual-cab ute comparison for tradies", "What the new seven-seaters get right", "Small SUV or hatch: which suits city driving?", "Our week with an electric family car", "Towing with a mid-size 4x4"],
  "buyer-advice": ["New, demo or used: how to choose", "What a drive-away price includes", "Questions to ask before you sign", "How trade-in valuations work", "Understanding comparison rates", "Buying your first car"],
  "motoring-tips": ["Getting your car ready for a long road trip", "Tyre pressures explained", "Keeping kids comfortable on long drives", "Driving safely in heavy rain", "How to load a roof rack", "Five habits that save fuel"],
  "servicing-insights": ["Why log book servicing protects your warranty", "What happens at a 12-month service", "When to replace brake pads", "Caring for a hybrid battery", "Wheel alignment and why it matters", "Capped-price servicing explained"],
  "4x4xmore-adventures": ["Beginner's guide to beach driving", "Recovery gear every 4x4 should carry", "Airing down: tyre pressures off-road", "Planning a desert crossing", "Setting up a touring ute", "Crossing water safely"],
};

const blogParagraphs: Record<BlogCategory, readonly string[]> = {
  "vehicle-reviews": [
    "We spent time with this model on the school run, the weekly shop and a weekend away to see how it copes with everyday life.",
    "The cabin is quiet at highway speeds and the driver assistance systems are calibrated well, with lane keeping that nudges rather than grabs.",
    "Boot space is generous for the class, and the rear seats fold flat without removing the headrests.",
    "Running costs were lower than we expected, helped by capped-price servicing and a long warranty.",
  ],
  "buyer-advice": [
    "Start by deciding how you will use the car most of the time, not the one trip a year you might take.",
    "A drive-away price includes registration, compulsory third-party insurance, stamp duty and dealer delivery, so it is the number to compare.",
    "If you are financing, compare the comparison rate as well as the interest rate: it includes most fees and charges.",
    "Bring your service history to the trade-in appraisal; a complete log book can lift the value of your current car.",
  ],
  "motoring-tips": [
    "Check tyre pressures when the tyres are cold, using the placard inside the driver's door rather than the number on the sidewall.",
    "Plan regular breaks every two hours; fatigue builds long before you notice it.",
    "Secure loose items in the cabin, since even a water bottle becomes a hazard under hard braking.",
    "Smooth acceleration and early braking save more fuel than any gadget.",
  ],
  "servicing-insights": [
    "Following the manufacturer's schedule keeps your warranty intact and helps resale value.",
    "Our technicians check brakes, suspension, fluids and software updates at every scheduled service.",
    "Genuine parts are designed for your vehicle and are covered by the manufacturer's parts warranty.",
    "Booking online lets you choose a drop-off time and request a courtesy car if one is available.",
  ],
  "4x4xmore-adventures": [
    "Let tyres down before you hit the sand and carry a compressor to pump them back up before the highway.",
    "Always travel with a second vehicle on remote tracks and tell someone your route and expected return.",
    "A rated recovery point, soft shackles and a snatch strap are the minimum kit for any off-road trip.",
    "Walk a water crossing first if it is safe to do so, and never enter flood water you cannot see through.",
  ],
};

/** 3 to 7 posts per site; only the Nissan sites run 4x4xMORE adventures. */
export function generateBlogPosts(random: DemoRandom, clock: Clock): (BlogPost & { site_slug: string })[] {
  const posts: (BlogPost & { site_slug: string })[] = [];
  for (const site of siteSlugs) {
    const categories = blogCategories.filter((category) => category !== "4x4xmore-adventures" || siteTemplate(site) === "nissan");
    const count = random.int(3, 7);
    const used = new Set<string>();
    for (let index = 0; index < count; index++) {
      const category = random.pick(categories);
      const title = random.pick(blogTitles[category]);
      const slug = slugify(title);
      if (used.has(slug)) continue;
      used.add(slug);
      const paragraphs = random.sample(blogParagraphs[category], random.int(2, 4));
      posts.push({
        id: posts.length + 1,
        site_slug: site,
        slug,
        title,
        category,
        excerpt: paragraphs[0]!,
        body: paragraphs.join("\n\n"),
        // spec 2.6: blog images are 375x375; the image service crops to that.
        image_url: `/media/blog/${slug}.svg`,
        published_at: clock.at(-random.int(3, 400) * DAY - random.int(0, 23) * 3_600_000),
        author: random.faker.person.fullName(),
      });
    }
  }
  return posts;
}

/** Offers a site shows by default: its makes sold new, minus exclusions and other sites' local offers. */
export function offersForSite<T extends Offer & { site_slugs?: string[] }>(offers: readonly T[], site: string): T[] {
  const makes = new Set(makesSoldNewBy(site));
  const id = siteIdOf(site);
  return offers.filter((offer) => {
    const make = typeof offer.manufacturer === "string" ? offer.manufacturer : offer.manufacturer.name;
    if (offer.site_slugs) return offer.site_slugs.includes(site) && !offer.excluded_website_ids.includes(id);
    return makes.has(make) && !offer.excluded_website_ids.includes(id);
  });
}
