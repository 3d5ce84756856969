// Content pages of each demo site (spec 2.1): the service, company, legal and
// protection-plan pages its header and footer link to, plus those that suit its
// template (owner benefits on Toyota sites, 4x4xBUILD on Nissan sites). The copy
// names the dealer, its makes, its city and, on legal pages, its dealerships'
// legal names and licence numbers; US and NZ sites get their own law, units and
// spelling. Warranty terms are a summary written for the demo, as a dealer's page
// would put them, each pointing to the manufacturer's full terms.
import { type ContentBlock, type ContentPage, type ContentSection, contentPageKey, isContentPagePath, parseSiteConfig, type SiteConfig, type SiteConfigInput } from "@forecourt/domain";
import { type Clock, DAY, dateInWords } from "./dates";
import type { DemoRandom } from "./random";
import { makesSoldNewBy } from "./sites";

export type DemoContentPage = ContentPage & { site_slug: string };

interface SiteFacts {
  config: SiteConfig;
  name: string;
  region: SiteConfig["region"];
  city: string;
  /** Full state or country name, for governing law. */
  jurisdiction: string;
  /** The brand template's make ('Toyota'), or null on a multi-brand site. */
  manufacturer: string | null;
  /** Makes sold new by the site's dealerships. */
  makes: string[];
  /** 'Toyota', 'Kia, Hyundai, MG and GWM Haval', or 'quality used' for a used-car yard. */
  makesText: string;
  hasUsedYard: boolean;
  financePath: string;
  phone: string | null;
  email: string;
  /** Distance unit words. */
  km: string;
}

const stateNames: Record<string, string> = {
  QLD: "Queensland",
  NSW: "New South Wales",
  VIC: "Victoria",
  ACT: "the Australian Capital Territory",
  WA: "Western Australia",
  SA: "South Australia",
  TAS: "Tasmania",
  NT: "the Northern Territory",
  AUK: "New Zealand",
  OR: "the State of Oregon",
};

/** 'A', 'A and B', 'A, B and C'. */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// US copy (spec 1): the spelling a US shopper expects. The storefront swaps the
// four words of spec 1 on every page; the rest of the seeded copy is written here.
const usSpellings: ReadonlyArray<[RegExp, string]> = [
  [/\blicence/g, "license"],
  [/\bLicence/g, "License"],
  [/\btyre/g, "tire"],
  [/\bTyre/g, "Tire"],
  [/\bcentre/g, "center"],
  [/\bCentre/g, "Center"],
  [/\bauthoris/g, "authoriz"],
  [/\bAuthoris/g, "Authoriz"],
  [/\borganis/g, "organiz"],
  [/\bpersonalis/g, "personaliz"],
  [/\bPersonalis/g, "Personaliz"],
  [/\brecognis/g, "recogniz"],
  [/\bcolour/g, "color"],
  [/\bColour/g, "Color"],
  [/\benquir/g, "inquir"],
  [/\bEnquir/g, "Inquir"],
  [/\bprogramme/g, "program"],
  [/\bcatalogue/g, "catalog"],
];

function spelledFor(region: SiteConfig["region"]): (text: string) => string {
  if (region !== "US") return (text) => text;
  return (text) => usSpellings.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** '14 September 2026'; 'September 14, 2026' in the US. */
function dateFor(region: SiteConfig["region"], isoDate: string): string {
  const words = dateInWords(isoDate);
  if (region !== "US") return words;
  const [day, month, year] = words.split(" ");
  return `${month} ${day}, ${year}`;
}

function factsOf(config: SiteConfig): SiteFacts {
  // The demo's dealers know every make they sell new (GWM beside GWM Haval, RAM beside Jeep).
  const sold = makesSoldNewBy(config.slug);
  const makes = sold.length > 0 ? sold : [...new Set(config.dealerships.flatMap((dealership) => (dealership.manufacturer ? [dealership.manufacturer] : [])))];
  const hasUsedYard = config.dealerships.some((dealership) => dealership.manufacturer === null);
  const first = config.dealerships[0]!;
  return {
    config,
    name: config.name,
    region: config.region,
    city: config.address.city,
    jurisdiction: stateNames[config.address.state.toUpperCase()] ?? config.address.state,
    manufacturer: config.template === "generic" ? null : config.manufacturer,
    makes,
    makesText: makes.length > 0 ? listText(makes) : "quality used",
    hasUsedYard,
    financePath: config.finance.path,
    phone: config.phone,
    email: `privacy@${first.slug}.example`,
    km: config.region === "US" ? "miles" : "km",
  };
}

// ---------------------------------------------------------------------------
// Blocks

const p = (text: string): ContentBlock => ({ kind: "paragraph", text });
const list = (...items: string[]): ContentBlock => ({ kind: "list", items });
const faq = (...items: Array<[string, string]>): ContentBlock => ({ kind: "faq", items: items.map(([question, answer]) => ({ question, answer })) });
const cta = (text: string | null, ...links: Array<[string, string]>): ContentBlock => ({ kind: "cta", text, links: links.map(([label, href]) => ({ label, href })) });
const section = (heading: string | null, ...blocks: ContentBlock[]): ContentSection => ({ heading, blocks });

interface PageCopy {
  path: string;
  kind?: ContentPage["kind"];
  title: string;
  summary: string;
  sections: ContentSection[];
}

const callUs = (facts: SiteFacts) => (facts.phone ? ` or call us on ${facts.phone}` : "");

// ---------------------------------------------------------------------------
// Warranty terms by make: a summary of the published new car warranty.

interface MakeWarranty {
  /** '5-year, unlimited-kilometre warranty'. */
  cover: string;
  /** A further sentence, where the make adds something. */
  extra?: string;
}

const makeWarranties: Record<string, MakeWarranty> = {
  Toyota: { cover: "5-year, unlimited-kilometre warranty", extra: "Engine and driveline cover extends to 7 years when the car is serviced on time to Toyota's logbook schedule, and hybrid batteries are covered for up to 10 years with an annual health check." },
  Nissan: { cover: "5-year, unlimited-kilometre warranty", extra: "Genuine Nissan parts and accessories fitted by our workshop carry their own parts warranty." },
  Kia: { cover: "7-year, unlimited-kilometre warranty", extra: "Kia's warranty transfers to the next owner, which helps when you sell." },
  Hyundai: { cover: "5-year, unlimited-kilometre warranty", extra: "Servicing at an authorised Hyundai dealer keeps roadside assistance renewing each year." },
  MG: { cover: "warranty of up to 10 years or 250,000 km", extra: "The full term applies when the car is serviced within the MG dealer network." },
  "GWM Haval": { cover: "7-year, unlimited-kilometre warranty" },
  GWM: { cover: "7-year, unlimited-kilometre warranty" },
  Mazda: { cover: "5-year, unlimited-kilometre warranty" },
  Subaru: { cover: "5-year, unlimited-kilometre warranty" },
  Ford: { cover: "5-year, unlimited-kilometre warranty" },
  Isuzu: { cover: "6-year or 150,000 km warranty", extra: "Whichever comes first; Isuzu UTE's capped-price servicing runs alongside it." },
  Mitsubishi: { cover: "warranty of up to 10 years or 200,000 km under Diamond Advantage", extra: "The full term applies while the car is serviced on time within the Mitsubishi network; otherwise the standard 5-year or 100,000 km warranty applies." },
  LDV: { cover: "new vehicle warranty, with roadside assistance for the same term" },
  Jeep: { cover: "3-year/36,000-mile Basic Limited Warranty", extra: "The 5-year/60,000-mile Powertrain Limited Warranty covers the engine, transmission and drive systems." },
  RAM: { cover: "3-year/36,000-mile Basic Limited Warranty", extra: "The 5-year/60,000-mile Powertrain Limited Warranty covers the engine, transmission and drive systems." },
};

function makeWarrantyText(make: string): string {
  const warranty = makeWarranties[make] ?? { cover: "new vehicle warranty" };
  return `${make}: every new ${make} comes with ${make}'s ${warranty.cover}.${warranty.extra ? ` ${warranty.extra}` : ""}`;
}

function usedCarWarrantyBlocks(facts: SiteFacts): ContentBlock[] {
  if (facts.region === "US") {
    return [
      p(`Every used vehicle on our lot displays the FTC Buyers Guide in the window, telling you whether it is sold with a dealer warranty or "as is". Ask us for a copy before you buy.`),
      p("Late-model vehicles still inside the manufacturer's warranty carry the remaining factory coverage, and we can quote an extended service contract on any vehicle we sell."),
    ];
  }
  if (facts.region === "NZ") {
    return [
      p(`Every vehicle ${facts.name} sells is covered by the Consumer Guarantees Act 1993: it must be of acceptable quality, fit for purpose and match its description. We are a registered motor vehicle trader, and every vehicle carries a Consumer Information Notice.`),
      p("On top of that, every imported vehicle passes entry certification and a pre-delivery inspection, and we can arrange mechanical breakdown insurance for up to three years."),
    ];
  }
  return [
    p(`Used cars under 10 years old and with under 160,000 km on the odometer come with the statutory dealer warranty that applies in ${facts.jurisdiction} when bought from a licensed dealer like ${facts.name}.`),
    p("Every used car is also covered by the consumer guarantees of the Australian Consumer Law, and we can quote an extended warranty for up to five years on most of our pre-owned stock."),
  ];
}

// ---------------------------------------------------------------------------
// Pages every site links to (spec 2.2 Service menu, Servicing and Parts, Company, legal).

function warrantyPage(facts: SiteFacts): PageCopy {
  const usedOnly = facts.makes.length === 0;
  const newCars = facts.makes.map(makeWarrantyText);
  const sections: ContentSection[] = [];
  if (!usedOnly) {
    sections.push(
      section(
        facts.makes.length === 1 ? `Your new ${facts.makes[0]} warranty` : "New car warranties by make",
        p(`As an authorised ${facts.makesText} dealer, ${facts.name} handles warranty work for ${facts.makes.length === 1 ? "every" : "each of these makes for every"} owner, wherever the car was bought.`),
        facts.makes.length === 1 ? p(newCars[0]!.replace(/^[^:]+: every/, "Every")) : list(...newCars),
        p("This is a summary. The warranty and service booklet that comes with your car sets out the full terms, what is covered and what is not."),
      ),
    );
  }
  sections.push(section(usedOnly ? "Cover on every car we sell" : "Used and demo cars", ...usedCarWarrantyBlocks(facts)));
  sections.push(
    section(
      "Keeping your warranty intact",
      list(
        `Service on time: follow the logbook schedule by months or ${facts.km}, whichever comes first.`,
        "Keep a record: every service we carry out is stamped in your logbook or recorded digitally.",
        "Use the right parts: genuine parts are designed for your vehicle and carry their own warranty.",
        "Tell us early: report a warning light or a new noise as soon as you notice it.",
      ),
      p("Servicing with us keeps things simple: our technicians are factory trained and we lodge warranty claims for you."),
      cta("Something not right with your car? Book it in and we will check it under warranty.", ["Book a Service", "/service"], ["Contact Us", "/contact"]),
    ),
  );
  if (facts.config.template === "generic" && facts.region !== "US") {
    sections.push(section("Extend your cover", p(`Want peace of mind after the factory warranty ends? ${facts.name} offers extended warranty plans on new and used cars.`), cta(null, ["Extended warranty", "/warranty"])));
  }
  return {
    path: "/pages/warranty",
    title: "Warranty",
    summary: usedOnly ? `What cover comes with a car from ${facts.name}, and how to keep it.` : `The ${facts.makesText} new car warranty, cover on our used cars, and how ${facts.name} keeps your warranty intact.`,
    sections,
  };
}

/** spec 2.1 '/warranty': on multi-brand sites, the dealer's extended warranty plans (linked from /pages/warranty). */
function extendedWarrantyPage(facts: SiteFacts): PageCopy {
  return {
    path: "/warranty",
    title: "Extended Warranty",
    summary: `Extended warranty plans from ${facts.name}: up to five more years of mechanical and electrical cover on new and used cars.`,
    sections: [
      section(null, p(`Factory warranties end, repair bills do not. ${facts.name}'s extended warranty plans pick up where the manufacturer's cover stops, or start the day you drive a used car home.`)),
      section(
        "Choose your cover",
        list(
          "Essential: engine, transmission, differential and cooling system.",
          "Premium: everything in Essential plus air conditioning, steering, brakes, fuel system and electrical components.",
          "Premium Plus: Premium cover with no claim limit, hire car and accommodation benefits.",
        ),
        p(`Terms run from one to five years, and up to 200,000 ${facts.km} on the odometer at the end of the term.`),
      ),
      section(
        "Why take it with us",
        list("Claims handled by our service department: no claim forms for you to chase.", "Repairs with genuine parts by our own technicians.", "Cover transfers with the car when you sell it privately.", "The cost can be added to your finance."),
        cta("Ask for a quote when you buy, or add cover to a car you already own.", ["Enquire about extended warranty", "/contact"], ["Browse used cars", "/search/used-cars"]),
      ),
      section("The fine print", p("Extended warranty plans are issued by a third-party provider under its own terms and conditions, which we give you before you buy. They add to, and do not replace, your rights under the Australian Consumer Law.")),
    ],
  };
}

function roadsidePage(facts: SiteFacts): PageCopy {
  const forMake = facts.makes.length > 0;
  const term =
    facts.region === "US"
      ? "24/7 roadside assistance for 5 years or 60,000 miles, whichever comes first"
      : forMake
        ? `roadside assistance for the term of the ${facts.makesText} new car warranty`
        : "12 months of roadside assistance";
  return {
    path: "/roadside-assistance",
    title: "Roadside Assistance",
    summary: `Flat battery, flat tyre or locked out? Every car from ${facts.name} comes with ${term}.`,
    sections: [
      section(null, p(`Every ${forMake ? "new car" : "car"} ${facts.name} sells comes with ${term}${forMake ? ", and each scheduled service at our workshop keeps it renewing" : ""}. Help is a phone call away, day or night, anywhere on the road.`)),
      section(
        "What's covered",
        list(
          "Flat battery: a jump start, or a replacement battery fitted on the spot at your cost.",
          "Flat tyre: your spare fitted.",
          "Locked out or lost keys: help to get back into your car.",
          "Out of fuel: enough fuel delivered to reach the nearest service station.",
          `Towing: to ${facts.name} or the nearest authorised repairer when your car cannot be fixed at the roadside.`,
          `Travel and accommodation: help when you break down more than 100 ${facts.km} from home.`,
        ),
      ),
      section(
        "How to call for help",
        p("Call the number on the roadside assistance card in your glovebox or in your owner's app, and have your registration and location ready. Stay with your vehicle if it is safe to do so."),
        p(`After the roadside visit, ${facts.name}'s service team will follow up to book any repairs${callUs(facts)}.`),
        cta("Keep your cover renewing by servicing on time.", ["Book a Service", "/service"], ["Warranty", "/pages/warranty"]),
      ),
    ],
  };
}

function prepaidMaintenancePage(facts: SiteFacts): PageCopy {
  return {
    path: "/prepaid-maintenance-plan",
    title: "Prepaid Maintenance Plan",
    summary: `Pay for your car's scheduled servicing up front at today's prices with a ${facts.name} prepaid maintenance plan.`,
    sections: [
      section(null, p(`A prepaid maintenance plan locks in the price of your next three or five scheduled services at ${facts.name}. No surprises at the service desk, and your car keeps a full service history.`)),
      section(
        "What you get",
        list(
          "Today's prices for every scheduled service in the plan.",
          `Logbook servicing by factory-trained technicians with genuine ${facts.makes.length === 1 ? `${facts.makes[0]} ` : ""}parts.`,
          "Cover that transfers to the next owner when you sell, adding to the car's value.",
          `The option to add the plan to your car's finance, so servicing is part of one ${facts.region === "US" ? "monthly" : "weekly"} repayment.`,
        ),
      ),
      section(
        "Common questions",
        faq(
          ["What does a plan include?", "Every item on the manufacturer's schedule for each service in the plan: oil and filters, inspections, fluids and the labour to carry them out."],
          ["What is not included?", `Wear and tear items such as tyres, brake pads, wiper blades and batteries, and repairs that are not part of a scheduled service. We quote these before doing any work.`],
          ["Can I buy a plan for a car I already own?", `Yes, if the car is within its first ${facts.region === "US" ? "36,000 miles" : "40,000 km"} or three years and its services are up to date.`],
          ["What if I move away?", `Unused services are refunded pro rata, less an administration fee, if you move more than 100 ${facts.km} from our workshop.`],
        ),
        cta("Ask about a plan when you buy, or at your next service.", ["Book a Service", "/service"], ["Finance", facts.financePath]),
      ),
    ],
  };
}

function partsAccessoriesPage(facts: SiteFacts): PageCopy {
  const make = facts.makes.length === 1 ? facts.makes[0]! : null;
  const accessories: Record<string, string[]> = {
    Toyota: ["Towbars and wiring harnesses for HiLux, LandCruiser and RAV4", "Bull bars, nudge bars and snorkels", "Roof racks, cross bars and load carriers", "All-weather floor mats and cargo liners"],
    Nissan: ["Navara canopies, tub liners and sports bars", "Patrol bull bars, snorkels and recovery points", "X-Trail roof racks and bike carriers", "Floor mats, boot liners and weather shields"],
    Jeep: ["Mopar lift kits, winches and rock rails for Wrangler", "Roof racks and cargo management", "All-weather floor liners", "RAM bed covers, bed liners and tow hitches"],
  };
  const list_ = accessories[make ?? (facts.makes.includes("Jeep") ? "Jeep" : "")] ?? ["Towbars and wiring harnesses", "Roof racks, cross bars and bike carriers", "Tinted windows and paint protection", "All-weather floor mats and cargo liners", "Dash cameras and reversing cameras"];
  return {
    path: "/pages/parts-accessories",
    title: "Parts & Accessories",
    summary: `Genuine parts and accessories from ${facts.name}'s parts department, fitted by our technicians.`,
    sections: [
      section(null, p(`${facts.name}'s parts department stocks genuine ${make ?? facts.makesText} parts for servicing, repairs and upgrades. Genuine parts are made for your car, fit first time and are covered by the manufacturer's parts warranty.`)),
      section("Popular accessories", list(...list_), p("Accessories fitted when you buy a new car can be included in its drive-away price and its finance.")),
      section(
        "Order parts",
        p(`Tell us your vehicle's registration or VIN and what you need. Our parts team will confirm price and availability, usually the same business day${callUs(facts)}.`),
        cta(null, ["Order parts and accessories", "/vehicle-parts-and-accessories"], ["Book fitting with a service", "/pages/book-a-service"]),
      ),
    ],
  };
}

function buyingPage(facts: SiteFacts): PageCopy {
  return {
    path: "/buying",
    title: "Buying With Us",
    summary: `How buying a car from ${facts.name} works: from finding the right car to driving it home.`,
    sections: [
      section(null, p(`Whether it is your first car or your tenth, ${facts.name} in ${facts.city} makes buying straightforward. Here is what to expect.`)),
      section(
        "Step by step",
        list(
          "Find your car: browse our stock online, with real photos and the full price of every car.",
          "Test drive it: book a time and we will have the car ready, or we can bring it to you.",
          "Trade in: get a valuation on your current car and put it toward the new one.",
          "Arrange finance: compare options with our finance team, with pre-approval in as little as an hour.",
          "Drive away: we handle the registration and paperwork, and walk you through every feature at delivery.",
        ),
        cta(null, ["Browse our stock", "/cars/"], ["Book a test drive", "/book-test-drive/"]),
      ),
      section(
        "Why buy from us",
        list(
          facts.makes.length > 0 ? `An authorised ${facts.makesText} dealer, backed by the manufacturer.` : "Every car inspected before it is listed.",
          facts.region === "US" ? "No-haggle pricing: the price you see online is the price you pay, plus tax and registration." : "Drive-away prices online: what you see includes on-road costs.",
          "Servicing, parts and warranty work under one roof.",
          "A team that is still here after the sale.",
        ),
      ),
      section(
        "Questions buyers ask",
        faq(
          ["Can I reserve a car online?", "Send us an enquiry about the car and our sales team will hold it for you while you arrange an inspection or test drive."],
          ["Do you take trade-ins?", "Yes. Tell us about your car for a no-obligation valuation, and bring the service history to the appraisal: a full history can lift its value."],
          ["Can you deliver interstate?", facts.region === "US" ? "Yes, we arrange delivery across the United States through trusted transport partners." : "Yes, we arrange delivery through trusted transport partners and can complete the paperwork remotely."],
        ),
        cta("Ready when you are.", ["Value my trade-in", "/trade-in"], ["Apply for finance", facts.financePath], ["Contact Us", "/contact-us"]),
      ),
    ],
  };
}

function legalEntities(facts: SiteFacts): string[] {
  const suffix = facts.region === "US" ? "LLC" : facts.region === "NZ" ? "Limited" : "Pty Ltd";
  const licenceLabel = facts.region === "US" ? "Oregon vehicle dealer certificate" : facts.region === "NZ" ? "registered motor vehicle trader" : "motor dealer licence";
  return facts.config.dealerships.map((dealership) => `${dealership.name} ${suffix}${dealership.licence ? `, ${licenceLabel} ${dealership.licence}` : ""}`);
}

function termsPage(facts: SiteFacts): PageCopy {
  const entities = legalEntities(facts);
  const consumerLaw =
    facts.region === "US" ? "your rights under federal law and the laws of the State of Oregon" : facts.region === "NZ" ? "your rights under the Consumer Guarantees Act 1993 and the Fair Trading Act 1986" : "your rights under the Australian Consumer Law";
  return {
    path: "/terms-and-conditions",
    kind: "legal",
    title: "Terms and Conditions",
    summary: `The terms of use of the ${facts.name} website: our listings, prices, finance estimates and offers.`,
    sections: [
      section(
        "Who we are",
        ...(entities.length > 1 ? [p(`This website is operated by ${facts.name}, which trades through the following businesses:`), list(...entities)] : [p(`This website is operated by ${entities[0]}.`)]),
        p(`In these terms "we", "us" and "our" mean ${entities.length > 1 ? "those businesses" : "that business"}. By using this website you agree to these terms.`),
      ),
      section(
        "Vehicle listings and prices",
        list(
          facts.region === "US" ? "Prices exclude tax, title, license and registration fees unless stated otherwise." : "Drive-away prices include registration, compulsory third-party insurance, stamp duty and dealer delivery unless stated otherwise.",
          "Vehicles are subject to prior sale. We update our stock regularly, but a vehicle may be sold before the listing is removed.",
          "Images may show options and accessories not included in the price. Demonstration images are marked as such.",
          "We take care with every listing, but if a price or description is wrong we will tell you before you commit to buy, and you will not be bound by an error.",
        ),
      ),
      section(
        "Finance estimates and offers",
        p("Repayment estimates are a guide only and are not a quote or an offer of credit. Finance is subject to the lender's approval, terms, fees and lending criteria."),
        p("Special offers are available for the dates shown, or while stocks last, and cannot be combined with other offers unless stated."),
      ),
      section(
        "Enquiries and your information",
        p("When you send an enquiry we use your details to respond and, where you agree, to keep you informed. Our privacy policy explains how we handle personal information."),
        cta(null, ["Privacy Policy", "/privacy-policy"]),
      ),
      section(
        "Use of this website",
        list(
          "The content of this website, including text, images and logos, belongs to us or our licensors. Manufacturers' names and logos are trade marks of their owners.",
          "You may view and print pages for your own use, but not copy or republish them without our permission.",
          "Links to other websites are provided for convenience; we are not responsible for their content.",
        ),
      ),
      section(
        "Liability and governing law",
        p(`Nothing in these terms excludes ${consumerLaw}. To the extent the law allows, we are not liable for any loss arising from the use of this website.`),
        p(`These terms are governed by the laws of ${facts.jurisdiction}. We may update them from time to time; the version on this page applies from its effective date, shown above.`),
        cta("Questions about these terms?", ["Contact Us", "/contact"]),
      ),
    ],
  };
}

function privacyPage(facts: SiteFacts): PageCopy {
  const entities = legalEntities(facts);
  const law =
    facts.region === "US"
      ? "applicable US federal and state privacy laws, including the Oregon Consumer Privacy Act"
      : facts.region === "NZ"
        ? "the Privacy Act 2020 and its information privacy principles"
        : "the Privacy Act 1988 (Cth) and the Australian Privacy Principles";
  const regulator =
    facts.region === "US"
      ? "the Oregon Department of Justice"
      : facts.region === "NZ"
        ? "the Office of the Privacy Commissioner"
        : "the Office of the Australian Information Commissioner (OAIC)";
  return {
    path: "/privacy-policy",
    kind: "legal",
    title: "Privacy Policy",
    summary: `How ${facts.name} collects, uses and protects your personal information.`,
    sections: [
      section(
        null,
        ...(entities.length > 1
          ? [p(`${facts.name} respects your privacy. This policy explains how the following businesses handle personal information under ${law}:`), list(...entities)]
          : [p(`${facts.name} respects your privacy. This policy explains how ${entities[0]} handles personal information under ${law}.`)]),
      ),
      section(
        "What we collect",
        list(
          "Contact details you give us: name, email address, phone number and postcode.",
          "Details of the vehicle you are interested in, your trade-in and your finance or service needs.",
          "How you use this website: pages visited and searches made, collected with cookies and similar technologies.",
          "Records of your purchases, services and warranty claims with us.",
        ),
      ),
      section(
        "How we use it",
        list(
          "To answer your enquiry, arrange a test drive, valuation, finance application or service booking.",
          "To sell, deliver, service and repair your vehicle, and to handle warranty and recall work with the manufacturer.",
          "To send you offers and news, where you have agreed. You can unsubscribe at any time.",
          "To improve this website and our service.",
        ),
      ),
      section(
        "Who we share it with",
        p(
          `We share your information only as needed: with ${facts.makes.length > 0 ? `${facts.makesText} as the manufacturer${facts.makes.length > 1 ? "s" : ""}` : "vehicle history providers"}, finance and insurance partners you ask us to introduce, and service providers who host our systems and handle our mail. We do not sell your personal information.`,
        ),
        p("Some of our service providers store information outside the country, with safeguards that protect it to the same standard."),
      ),
      section(
        "Your account",
        p("If you sign in with your mobile number, we keep the number, the cars on your watchlist and the enquiries you send while signed in. We text you a one-time code each time you sign in; we never ask for a password."),
        p("You can delete your account at any time from your account page. That removes the account, its sign-ins and its watchlist straight away. Enquiries you have already sent stay with us, as any enquiry does, because we need them to answer you and to keep the records the law asks of us."),
      ),
      section(
        "Access, correction and complaints",
        p(`You may ask for a copy of the information we hold about you, and ask us to correct it, by writing to ${facts.email}. We respond within 30 days.`),
        p(`If you are unhappy with how we handled your information, tell us first and we will try to resolve it. If you are still not satisfied you may contact ${regulator}.`),
        cta(null, ["Contact Us", "/contact"], ["Terms and Conditions", "/terms-and-conditions/"]),
      ),
    ],
  };
}

// ---------------------------------------------------------------------------
// Toyota template

function serviceBenefitsPage(facts: SiteFacts): PageCopy {
  const make = facts.manufacturer ?? facts.makesText;
  return {
    path: "/pages/service-benefits",
    title: "Service Benefits",
    summary: `Why service your ${make} at ${facts.name}: factory-trained technicians, genuine parts and capped-price servicing.`,
    sections: [
      section(null, p(`Nobody knows your ${make} like ${facts.name}'s service centre. Here is what every service with us includes.`)),
      section(
        "Every service, every time",
        list(
          `Factory-trained technicians using the latest ${make} diagnostic equipment and software updates.`,
          `Genuine ${make} parts, covered by the manufacturer's parts warranty.`,
          "Capped-price servicing for eligible vehicles: the price is published before you book.",
          "A multipoint safety check with a photo report sent to your phone.",
          "Your logbook stamped, protecting your warranty and resale value.",
          "A complimentary wash and vacuum.",
        ),
      ),
      section(
        "Convenience",
        list("Online booking in under two minutes.", "Express service while you wait for most scheduled services.", "Courtesy cars and a local shuttle, on request when you book.", "Early drop-off and after-hours key return."),
        cta(null, ["Book a Service", "/service"], ["Prepaid Maintenance Plan", "/prepaid-maintenance-plan"]),
      ),
    ],
  };
}

function ownerBenefitsPage(facts: SiteFacts): PageCopy {
  return {
    path: "/pages/owner-benefits",
    title: "Owner Benefits",
    summary: `The benefits of owning a car bought from ${facts.name}, from priority servicing to loyalty pricing on your next car.`,
    sections: [
      section(null, p(`Buying from ${facts.name} is the start of the relationship. As a ${facts.name} owner you get:`)),
      section(
        "Benefits for owners",
        list(
          "Priority service bookings and a courtesy car when you need one.",
          "10% off genuine accessories fitted by our workshop.",
          "A free pre-trip safety check before your next holiday.",
          "Loyalty pricing and a guaranteed valuation when you trade in for your next car.",
          `Invitations to owner events, new model previews and driving days around ${facts.city}.`,
        ),
        cta("Already an owner? Book your next service and mention your owner benefits.", ["Book a Service", "/service"], ["Value my trade-in", "/trade-in"]),
      ),
      section(
        "Questions",
        faq(
          ["Who is eligible?", `Anyone who bought a new or used car from ${facts.name}, for as long as they own it.`],
          ["Do I need to sign up?", "No. Your benefits are linked to your vehicle's registration and our sales records."],
        ),
      ),
    ],
  };
}

// ---------------------------------------------------------------------------
// Nissan template

function nissanFutureValuePage(facts: SiteFacts): PageCopy {
  return {
    path: "/pages/nissan-future-value",
    title: "Nissan Future Value",
    summary: `Lower repayments and a guaranteed future value on a new Nissan, arranged by ${facts.name}.`,
    sections: [
      section(null, p(`Nissan Future Value is a finance plan with a Guaranteed Future Value: the minimum your new Nissan will be worth at the end of your loan, agreed on the day you buy. ${facts.name}'s finance team can tailor one for you.`)),
      section(
        "How it works",
        list(
          "Choose your Nissan, a term of up to four years and how many kilometres you expect to drive.",
          "Part of the car's value is deferred to the end of the term, so your repayments are lower.",
          "At the end, choose one of three options.",
        ),
      ),
      section(
        "Your options at the end of the term",
        list(
          "Trade it in on a new Nissan: any value above the Guaranteed Future Value goes toward your next car.",
          "Keep it: pay or refinance the final payment.",
          "Return it: hand it back and walk away, subject to fair wear and tear and the agreed kilometres.",
        ),
        p("Finance is provided by Nissan Financial Services, subject to approval, terms, fees and lending criteria. Conditions apply to the vehicle's condition and kilometres at return."),
        cta(null, ["Apply for finance", facts.financePath], ["Browse new Nissans", "/search/new-cars"]),
      ),
    ],
  };
}

function fourByFourMorePage(facts: SiteFacts): PageCopy {
  return {
    path: "/pages/4x4xmore",
    title: "4x4xMORE",
    summary: `Off-road adventures, training days and trip advice for Navara and Patrol owners, with ${facts.name}.`,
    sections: [
      section(null, p(`4x4xMORE is ${facts.name}'s community for Nissan 4x4 owners: get more from your Navara or Patrol, with people who drive them every weekend.`)),
      section(
        "What's on",
        list(
          "Four-wheel-drive training days: tyre pressures, low range, sand and water crossings.",
          "Guided weekend trips for owners of every experience level.",
          "Recovery workshops: snatch straps, soft shackles and winching safely.",
          "Pre-trip checks at our service centre before you head remote.",
        ),
      ),
      section(
        "Before you go",
        faq(
          ["Do I need an off-road-ready vehicle?", "A standard Navara 4x4 or Patrol is enough for our beginner days. We will tell you if a trip needs recovery points or all-terrain tyres."],
          ["Is there a cost?", "Training days are free for customers who bought their vehicle from us; guided trips are charged at cost."],
        ),
        cta("Kit out your 4x4 first.", ["4x4xBUILD accessories", "/pages/4x4xbuild"], ["Contact Us", "/contact"]),
      ),
    ],
  };
}

function fourByFourBuildPage(facts: SiteFacts): PageCopy {
  return {
    path: "/pages/4x4xbuild",
    title: "4x4xBUILD",
    summary: `Build your Navara or Patrol for work and adventure with genuine Nissan accessories, fitted by ${facts.name}.`,
    sections: [
      section(null, p(`4x4xBUILD packages bring together the genuine Nissan accessories our customers fit most, so your 4x4 is ready on delivery and every part is covered by warranty. ${facts.name} fits them in our own workshop.`)),
      section(
        "Build packages",
        list(
          "Trade: steel tray or tub liner, towbar, rubber floor mats and a heavy-duty canopy.",
          "Tourer: bull bar, snorkel, roof platform, LED light bar and a dual-battery system.",
          "Explorer: everything in Tourer plus a suspension upgrade, all-terrain tyres and recovery points.",
        ),
        p("Packages fitted when you buy can be included in your drive-away price and finance."),
      ),
      section(
        "Start your build",
        cta("Tell us your vehicle and how you use it, and we will price a build for you.", ["Enquire about a build", "/vehicle-parts-and-accessories"], ["New Navara and Patrol stock", "/search/new-cars"]),
      ),
    ],
  };
}

function preOwnedBenefitsPage(facts: SiteFacts): PageCopy {
  return {
    path: "/pages/pre-owned-benefits",
    title: "Pre-Owned Benefits",
    summary: `Every pre-owned car from ${facts.name} is inspected, history-checked and backed by our team.`,
    sections: [
      section(null, p(`Buying used should not mean buying blind. Every pre-owned vehicle ${facts.name} sells has been through our workshop before it reaches the showroom.`)),
      section(
        "Every pre-owned car comes with",
        list(
          "A multipoint mechanical and safety inspection by our technicians.",
          "A history check for finance owing, write-offs and odometer readings.",
          "A fresh service, or a service booked before delivery.",
          "The statutory dealer warranty where it applies, and extended warranty options.",
          "A 7-day exchange if the car is not right for you, subject to condition.",
        ),
      ),
      section("Selling or trading?", p("We buy good used cars outright, whether or not you buy from us."), cta(null, ["Browse used cars", "/search/used-cars"], ["Value my trade-in", "/trade-in"])),
    ],
  };
}

function localOffersPage(facts: SiteFacts, ends: string): PageCopy {
  return {
    path: "/pages/local-offers",
    title: "Local Offers",
    summary: `Offers only at ${facts.name}, on top of the national Nissan offers, until ${ends}.`,
    sections: [
      section(null, p(`These offers are ${facts.name}'s own, for customers in and around ${facts.city}. They run until ${ends} unless stated, and can be combined with Nissan's current national offers.`)),
      section(
        "This month",
        list(
          "Free window tinting with any new X-Trail or Qashqai ordered this month.",
          "A free first scheduled service on any used car over $20,000.",
          "$500 toward genuine accessories when you trade in on a new Navara.",
          "Free pick-up and drop-off for services within 15 km of our dealerships.",
        ),
        cta(null, ["National offers", "/special-offers"], ["Enquire now", "/contact"]),
      ),
      section("Conditions", p(`Offers apply to vehicles ordered and delivered by ${ends}, while stocks last. Not available to fleet, government or rental buyers. Ask our team for full conditions.`)),
    ],
  };
}

function serviceAndWinPage(facts: SiteFacts, starts: string, ends: string): PageCopy {
  return {
    path: "/pages/service-and-win",
    title: "Service and Win",
    summary: `Service your car at ${facts.name} between ${starts} and ${ends} for a chance to win a $1,000 fuel card.`,
    sections: [
      section(null, p(`Book and complete a scheduled service at ${facts.name} between ${starts} and ${ends}, and you are automatically in the draw to win one of three $1,000 fuel cards.`)),
      section(
        "How to enter",
        list("Book a scheduled service online or by phone.", "Have the service completed within the promotion dates.", "That's it: every paid scheduled service is one entry."),
        cta(null, ["Book a Service", "/service"]),
      ),
      section(
        "Terms",
        faq(
          ["When is the draw?", `The draw takes place at our ${facts.city} dealership seven days after ${ends}. Winners are notified by phone and email.`],
          ["Who can enter?", "Customers aged 18 or over with a paid scheduled service. Staff and their families are not eligible."],
          ["Is there anything to pay?", "No. Entry is free with any scheduled service; warranty and insurance work are not eligible."],
        ),
      ),
    ],
  };
}

// ---------------------------------------------------------------------------
// Multi-brand sites: Diamond Advantage and the protection-plan menu (spec 2.1).

function diamondAdvantagePage(facts: SiteFacts): PageCopy {
  return {
    path: "/diamond-advantage",
    title: "Diamond Advantage",
    summary: `Mitsubishi Diamond Advantage at ${facts.name}: up to 10 years' warranty, capped-price servicing and roadside assistance.`,
    sections: [
      section(null, p(`Mitsubishi Diamond Advantage rewards owners who service on time in the Mitsubishi network. ${facts.name}'s service centre is part of it.`)),
      section(
        "What's included",
        list(
          "Up to 10 years or 200,000 km of new car warranty, renewed with each on-time service.",
          "Capped-price servicing for up to 10 years, so you know the cost of each service before you book.",
          "Up to 4 years of roadside assistance, renewed with each service at an authorised Mitsubishi dealer.",
        ),
        p("The full terms are in your Mitsubishi warranty and service booklet. Cover drops back to the standard warranty if a service is missed or done outside the network."),
      ),
      section("Keep your advantage", cta("Service every 12 months or 15,000 km, whichever comes first.", ["Book a Service", "/service"], ["New car stock", "/search/new-cars"])),
    ],
  };
}

function handbackGuaranteePage(facts: SiteFacts): PageCopy {
  return {
    path: "/autopact-handback-guarantee",
    title: "AutoPact Handback Guarantee",
    summary: `If life changes in the first year, the AutoPact Handback Guarantee lets you hand back a car bought from ${facts.name}.`,
    sections: [
      section(null, p(`Buying a car is a big commitment. With the AutoPact Handback Guarantee, if you lose your job involuntarily, are seriously injured or fall ill in the first 12 months, you can hand your car back to ${facts.name} and we will cover the difference between its value and your finance payout, up to $10,000.`)),
      section(
        "How it works",
        list("Add the guarantee when you buy a new or used car from us.", "If a covered event happens, call us with the supporting documents.", "We arrange the handback and settle your finance, up to the limit."),
      ),
      section(
        "Good to know",
        list("Available on cars under $100,000 bought with finance arranged by us.", "Covered events and limits are set out in the product disclosure statement.", "The guarantee adds to your consumer law rights; it does not replace them."),
        cta(null, ["Protection plan", "/autopact-protection-plan"], ["Protection plan FAQs", "/faqs"], ["Contact Us", "/contact"]),
      ),
    ],
  };
}

function protectionPlanPage(facts: SiteFacts): PageCopy {
  return {
    path: "/autopact-protection-plan",
    title: "AutoPact Protection Plan",
    summary: `Cover for tyres, rims, dents and key replacement with the AutoPact Protection Plan from ${facts.name}.`,
    sections: [
      section(null, p(`The small things cost the most to fix. The AutoPact Protection Plan covers the everyday damage that insurance excesses make not worth claiming, for cars bought from ${facts.name}.`)),
      section(
        "What's covered",
        list(
          "Tyre and rim repair or replacement after road hazard damage.",
          "Paintless dent repair for door dings and hail up to 50 mm.",
          "Key and remote replacement if lost or stolen.",
          "Windscreen chip repair.",
        ),
        p("Choose three or five years of cover. Claims are made through our service department and repaired by our technicians or approved repairers."),
      ),
      section(
        "Add it to your car",
        cta("Ask our sales team when you buy, or within 30 days of delivery.", ["Enquire now", "/contact"], ["Ultratek paint protection", "/ultratek"], ["FAQs", "/faqs"]),
      ),
    ],
  };
}

function ultratekPage(facts: SiteFacts): PageCopy {
  return {
    path: "/ultratek",
    title: "Ultratek Paint Protection",
    summary: `Ultratek paint, glass and interior protection, applied by ${facts.name}'s detailing team.`,
    sections: [
      section(null, p(`Sun, salt air and bird droppings are hard on paint. Ultratek's ceramic coating keeps your car looking new and makes it easier to wash, and ${facts.name}'s detailing team applies it before delivery.`)),
      section(
        "The Ultratek range",
        list(
          "Paint protection: a ceramic coating that resists UV fading, bird droppings and tree sap.",
          "Glass treatment: water beads off the windscreen for clearer vision in rain.",
          "Interior protection: fabric and leather treated against spills and stains.",
        ),
        p("Each treatment comes with a warranty from Ultratek, provided the car is washed regularly with the maintenance kit supplied."),
      ),
      section("Protect your car", cta(null, ["Enquire about Ultratek", "/contact"], ["Protection plan FAQs", "/faqs"])),
    ],
  };
}

function protectionFaqsPage(facts: SiteFacts): PageCopy {
  return {
    path: "/faqs",
    kind: "faq",
    title: "Protection Plan FAQs",
    summary: `Answers to common questions about the AutoPact Handback Guarantee, the AutoPact Protection Plan and Ultratek at ${facts.name}.`,
    sections: [
      section(
        "AutoPact Handback Guarantee",
        faq(
          ["What events are covered?", "Involuntary unemployment, serious injury or illness that stops you working, in the first 12 months after you buy the car. The product disclosure statement lists every event and exclusion."],
          ["How much is covered?", "The difference between the car's market value and your finance payout, up to $10,000."],
          ["Can I add it later?", "No, the guarantee must be added when you buy the car."],
        ),
      ),
      section(
        "AutoPact Protection Plan",
        faq(
          ["Do I pay an excess?", "No. Approved claims are repaired at no cost to you, up to the plan's limits."],
          ["Can I transfer the plan if I sell the car?", "Yes, the remaining cover transfers to the new owner for a small fee."],
          ["Where are repairs done?", `At ${facts.name}'s service department or an approved repairer near you.`],
        ),
      ),
      section(
        "Ultratek",
        faq(
          ["How long does the coating last?", "As long as the warranty period, provided the car is washed regularly with the maintenance kit and inspected each year."],
          ["Can it go on a car I already own?", "Yes. We machine-polish the paint first, then apply the coating. Allow a day."],
        ),
        cta("Still have a question?", ["Contact Us", "/contact"], ["Handback Guarantee", "/autopact-handback-guarantee"]),
      ),
    ],
  };
}

// ---------------------------------------------------------------------------

type Builder = (facts: SiteFacts, dates: PageDates) => PageCopy;

interface PageDates {
  /** A local promotion's first and last day, in words. */
  promoStarts: string;
  promoEnds: string;
}

/** Every page the demo can seed, by key; which a site gets is decided below. */
const builders: Record<string, Builder> = {
  "/pages/warranty": (facts) => warrantyPage(facts),
  "/warranty": (facts) => extendedWarrantyPage(facts),
  "/roadside-assistance": (facts) => roadsidePage(facts),
  "/prepaid-maintenance-plan": (facts) => prepaidMaintenancePage(facts),
  "/pages/parts-accessories": (facts) => partsAccessoriesPage(facts),
  "/buying": (facts) => buyingPage(facts),
  "/terms-and-conditions": (facts) => termsPage(facts),
  "/privacy-policy": (facts) => privacyPage(facts),
  "/pages/service-benefits": (facts) => serviceBenefitsPage(facts),
  "/pages/owner-benefits": (facts) => ownerBenefitsPage(facts),
  "/pages/nissan-future-value": (facts) => nissanFutureValuePage(facts),
  "/pages/4x4xmore": (facts) => fourByFourMorePage(facts),
  "/pages/4x4xbuild": (facts) => fourByFourBuildPage(facts),
  "/pages/pre-owned-benefits": (facts) => preOwnedBenefitsPage(facts),
  "/pages/local-offers": (facts, dates) => localOffersPage(facts, dates.promoEnds),
  "/pages/service-and-win": (facts, dates) => serviceAndWinPage(facts, dates.promoStarts, dates.promoEnds),
  "/diamond-advantage": (facts) => diamondAdvantagePage(facts),
  "/autopact-handback-guarantee": (facts) => handbackGuaranteePage(facts),
  "/autopact-protection-plan": (facts) => protectionPlanPage(facts),
  "/ultratek": (facts) => ultratekPage(facts),
  "/faqs": (facts) => protectionFaqsPage(facts),
};

/** Pages that suit a template even where no menu links to them (a call to action does); a template added since has none. */
const templatePages: Partial<Record<SiteConfig["template"], readonly string[]>> = {
  toyota: ["/pages/service-benefits", "/pages/owner-benefits"],
  nissan: ["/pages/nissan-future-value", "/pages/4x4xmore", "/pages/4x4xbuild", "/pages/pre-owned-benefits"],
  // The extended warranty that /pages/warranty links to on multi-brand AU and NZ sites.
  generic: ["/warranty"],
};

/** Every path a site's header, footer and legal links name (spec 2.2). */
export function siteLinkPaths(config: Pick<SiteConfig, "navigation">): string[] {
  const { header, footer, legal } = config.navigation;
  return [
    ...header.flatMap((item) => (item.kind === "menu" ? item.items.map((link) => link.href) : [item.href])),
    ...footer.flatMap((column) => column.links.map((link) => link.href)),
    ...legal.map((link) => link.href),
  ];
}

/** The content page keys a site gets: what its menus link to, and its template's own pages. */
export function contentPagePathsFor(config: SiteConfig): string[] {
  const linked = siteLinkPaths(config).filter(isContentPagePath).map(contentPageKey);
  const own = (templatePages[config.template] ?? []).filter((path) => path !== "/warranty" || config.region !== "US");
  const wanted = new Set([...linked, ...own]);
  return Object.keys(builders).filter((path) => wanted.has(path));
}

/**
 * Each site's content pages, ids sequential in site order. Dates come from the
 * clock (published months ago, updated since); the random only spreads them.
 */
export function generateContentPages(sites: readonly SiteConfigInput[], random: DemoRandom, clock: Clock): DemoContentPage[] {
  const pages: DemoContentPage[] = [];
  for (const input of sites) {
    const config = parseSiteConfig(input);
    const facts = factsOf(config);
    const spell = spelledFor(config.region);
    const effectiveDay = -random.int(30, 200);
    const promoStartDay = -random.int(3, 12);
    const inWords = (day: number) => dateFor(config.region, clock.dateAt(day));
    const dates: PageDates = { promoStarts: inWords(promoStartDay), promoEnds: inWords(promoStartDay + 45) };
    for (const path of contentPagePathsFor(config)) {
      const copy = builders[path]!(facts, dates);
      const publishedDaysAgo = copy.kind === "legal" ? -effectiveDay : random.int(60, 500);
      // A legal page is updated on its effective date; articles are touched up since.
      const updatedDaysAgo = copy.kind === "legal" ? publishedDaysAgo : Math.max(1, publishedDaysAgo - random.int(0, 50));
      const spellBlock = (block: ContentBlock): ContentBlock => {
        switch (block.kind) {
          case "paragraph":
            return { ...block, text: spell(block.text) };
          case "list":
            return { ...block, items: block.items.map(spell) };
          case "faq":
            return { ...block, items: block.items.map((item) => ({ question: spell(item.question), answer: spell(item.answer) })) };
          default:
            return { ...block, text: block.text === null ? null : spell(block.text), links: block.links.map((link) => ({ ...link, label: spell(link.label) })) };
        }
      };
      pages.push({
        id: pages.length + 1,
        site_slug: config.slug,
        path,
        kind: copy.kind ?? "article",
        title: spell(copy.title),
        summary: spell(copy.summary),
        sections: copy.sections.map((entry) => ({ heading: entry.heading === null ? null : spell(entry.heading), blocks: entry.blocks.map(spellBlock) })),
        published: true,
        published_at: clock.at(-publishedDaysAgo * DAY),
        updated_at: clock.at(-updatedDaysAgo * DAY),
      });
    }
  }
  return pages;
}
