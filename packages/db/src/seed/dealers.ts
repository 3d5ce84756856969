// The demo's dealer groups, dealerships and their premises (issue 2 item 4): a
// Toyota group, a Nissan group and a multi-brand group, across the AU states plus
// one NZ and one US dealer. Dealer names are invented; suburbs, postcodes and the
// roads they sit on are real (coordinates come from postcodes.ts).
import type { Region } from "@forecourt/domain";

export interface GroupSpec {
  slug: string;
  name: string;
}

export const groups: readonly GroupSpec[] = [
  { slug: "pacific-toyota-group", name: "Pacific Toyota Group" },
  { slug: "southern-cross-nissan", name: "Southern Cross Nissan" },
  { slug: "metro-automotive", name: "Metro Automotive Group" },
];

export interface DealershipSpec {
  /** Sequential, in this list's order. */
  id: number;
  slug: string;
  name: string;
  /** Stock number prefix. */
  code: string;
  /** Franchise make (spec 3 site config 'manufacturer'); null for a used-car yard. */
  manufacturer: string | null;
  /** Makes sold new and demo; used stock is any make. */
  newMakes: readonly string[];
  site: string;
  region: Region;
  /** AU state, NZ region code (AUK) or US state (OR), as in postcodes.ts. */
  state: string;
  /** Relative share of the generated stock. */
  stockWeight: number;
  /** Share of used stock; the rest is new and demo. */
  usedShare: number;
}

function dealership(id: number, slug: string, name: string, code: string, manufacturer: string | null, site: string, region: Region, state: string, stockWeight: number, usedShare: number, newMakes?: readonly string[]): DealershipSpec {
  return { id, slug, name, code, manufacturer, newMakes: newMakes ?? (manufacturer ? [manufacturer] : []), site, region, state, stockWeight, usedShare };
}

export const dealerships: readonly DealershipSpec[] = [
  dealership(1, "sunshine-toyota", "Sunshine Toyota", "SNT", "Toyota", "sunshine-toyota", "AU", "QLD", 10, 0.42),
  dealership(2, "bayside-toyota", "Bayside Toyota", "BST", "Toyota", "bayside-toyota", "AU", "QLD", 8, 0.42),
  dealership(3, "capital-toyota", "Capital Toyota", "CPT", "Toyota", "capital-toyota", "AU", "ACT", 8, 0.45),
  dealership(4, "westside-toyota", "Westside Toyota", "WST", "Toyota", "westside-toyota", "AU", "VIC", 8, 0.45),
  dealership(5, "harbour-nissan", "Harbour Nissan", "HBN", "Nissan", "harbour-nissan", "AU", "NSW", 8, 0.45),
  dealership(6, "hunter-nissan", "Hunter Nissan", "HTN", "Nissan", "hunter-nissan", "AU", "NSW", 6, 0.45),
  dealership(7, "swan-nissan", "Swan Nissan", "SWN", "Nissan", "swan-nissan", "AU", "WA", 7, 0.45),
  dealership(8, "derwent-nissan", "Derwent Nissan", "DWN", "Nissan", "derwent-nissan", "AU", "TAS", 4, 0.5),
  dealership(9, "metro-kia", "Metro Kia", "MKA", "Kia", "metro-motor-group", "AU", "VIC", 6, 0.4),
  dealership(10, "metro-hyundai", "Metro Hyundai", "MHY", "Hyundai", "metro-motor-group", "AU", "VIC", 6, 0.4),
  dealership(11, "metro-mg", "Metro MG", "MMG", "MG", "metro-motor-group", "AU", "VIC", 5, 0.35),
  dealership(12, "metro-gwm-haval", "Metro GWM Haval", "MGW", "GWM Haval", "metro-motor-group", "AU", "VIC", 5, 0.35, ["GWM Haval", "GWM"]),
  dealership(13, "metro-pre-owned", "Metro Pre-Owned", "MPO", null, "metro-motor-group", "AU", "VIC", 5, 1),
  dealership(14, "torrens-mazda", "Torrens Mazda", "TRM", "Mazda", "torrens-motors", "AU", "SA", 5, 0.45),
  dealership(15, "torrens-subaru", "Torrens Subaru", "TRS", "Subaru", "torrens-motors", "AU", "SA", 4, 0.45),
  dealership(16, "coral-coast-ford", "Coral Coast Ford", "CCF", "Ford", "coral-coast-auto", "AU", "QLD", 5, 0.45),
  dealership(17, "coral-coast-isuzu", "Coral Coast Isuzu UTE", "CCI", "Isuzu", "coral-coast-auto", "AU", "QLD", 4, 0.4),
  dealership(18, "top-end-mitsubishi", "Top End Mitsubishi", "TEM", "Mitsubishi", "top-end-auto", "AU", "NT", 3, 0.45),
  dealership(19, "top-end-ldv", "Top End LDV", "TEL", "LDV", "top-end-auto", "AU", "NT", 2, 0.35),
  dealership(20, "tasman-motors", "Tasman Motors", "TSM", null, "tasman-motors", "NZ", "AUK", 4, 1),
  dealership(21, "rose-city-motors", "Rose City Motors", "RCM", "Jeep", "rose-city-motors", "US", "OR", 4, 0.6, ["Jeep", "RAM"]),
];

export const dealershipBySlug = new Map(dealerships.map((entry) => [entry.slug, entry]));

export type HoursPattern = "showroom" | "showroomLateThursday" | "showroomSundays" | "service" | "serviceSaturday" | "parts" | "usEveryDay";

export interface LocationSpec {
  dealership: string;
  name: string;
  /** Empty means sales (spec 3 Location 'location_type'). */
  type: "sales" | "service" | "parts" | "";
  street: string;
  suburb: string;
  state: string;
  /** Only where the suburb (a US city) spans several postcodes. */
  postcode?: string;
  hours: HoursPattern;
  primary?: boolean;
  visible?: boolean;
  subtype?: readonly string[];
  /** Make names serviced or sold here when it differs from the dealership's own. */
  makes?: readonly string[];
}

/** Premises, sales first per dealership; ids follow this order (1-based). */
export const locationSpecs: readonly LocationSpec[] = [
  { dealership: "sunshine-toyota", name: "Sunshine Toyota Maroochydore", type: "sales", street: "120 Maroochydore Road", suburb: "Maroochydore", state: "QLD", hours: "showroom", primary: true },
  { dealership: "sunshine-toyota", name: "Sunshine Toyota Service Centre", type: "service", street: "15 Enterprise Street", suburb: "Kunda Park", state: "QLD", hours: "serviceSaturday" },
  { dealership: "sunshine-toyota", name: "Sunshine Toyota Genuine Parts", type: "parts", street: "15 Enterprise Street", suburb: "Kunda Park", state: "QLD", hours: "parts" },
  { dealership: "sunshine-toyota", name: "Sunshine Toyota Caloundra", type: "", street: "40 Bowman Road", suburb: "Caloundra", state: "QLD", hours: "showroomSundays", subtype: ["used"] },
  { dealership: "bayside-toyota", name: "Bayside Toyota Capalaba", type: "sales", street: "55 Redland Bay Road", suburb: "Capalaba", state: "QLD", hours: "showroomLateThursday", primary: true },
  { dealership: "bayside-toyota", name: "Bayside Toyota Service Cleveland", type: "service", street: "2 Shore Street West", suburb: "Cleveland", state: "QLD", hours: "service" },
  { dealership: "capital-toyota", name: "Capital Toyota Phillip", type: "sales", street: "10 Botany Street", suburb: "Phillip", state: "ACT", hours: "showroom", primary: true },
  { dealership: "capital-toyota", name: "Capital Toyota Fyshwick Service", type: "service", street: "86 Newcastle Street", suburb: "Fyshwick", state: "ACT", hours: "serviceSaturday" },
  { dealership: "capital-toyota", name: "Capital Toyota Fyshwick Parts", type: "parts", street: "86 Newcastle Street", suburb: "Fyshwick", state: "ACT", hours: "parts" },
  { dealership: "capital-toyota", name: "Capital Toyota Belconnen", type: "", street: "21 Lathlain Street", suburb: "Belconnen", state: "ACT", hours: "showroom", subtype: ["used", "buying"] },
  { dealership: "westside-toyota", name: "Westside Toyota Hoppers Crossing", type: "sales", street: "300 Old Geelong Road", suburb: "Hoppers Crossing", state: "VIC", hours: "showroomSundays", primary: true },
  { dealership: "westside-toyota", name: "Westside Toyota Werribee Service", type: "service", street: "45 Synnot Street", suburb: "Werribee", state: "VIC", hours: "service" },
  { dealership: "harbour-nissan", name: "Harbour Nissan Brookvale", type: "sales", street: "610 Pittwater Road", suburb: "Brookvale", state: "NSW", hours: "showroomLateThursday", primary: true },
  { dealership: "harbour-nissan", name: "Harbour Nissan Service", type: "service", street: "5 Cross Street", suburb: "Brookvale", state: "NSW", hours: "serviceSaturday" },
  { dealership: "harbour-nissan", name: "Harbour Nissan Dee Why Pre-Owned", type: "", street: "884 Pittwater Road", suburb: "Dee Why", state: "NSW", hours: "showroomSundays", subtype: ["used", "buying"] },
  { dealership: "harbour-nissan", name: "Harbour Nissan Parts Warehouse", type: "parts", street: "12 Hotham Parade", suburb: "Artarmon", state: "NSW", hours: "parts", visible: false },
  { dealership: "hunter-nissan", name: "Hunter Nissan Rutherford", type: "sales", street: "2 New England Highway", suburb: "Rutherford", state: "NSW", hours: "showroom", primary: true },
  { dealership: "hunter-nissan", name: "Hunter Nissan Cardiff Service", type: "service", street: "12 Munibung Road", suburb: "Cardiff", state: "NSW", hours: "service" },
  { dealership: "swan-nissan", name: "Swan Nissan Midland", type: "sales", street: "120 Great Eastern Highway", suburb: "Midland", state: "WA", hours: "showroomSundays", primary: true },
  { dealership: "swan-nissan", name: "Swan Nissan Osborne Park", type: "sales", street: "380 Scarborough Beach Road", suburb: "Osborne Park", state: "WA", hours: "showroom" },
  { dealership: "swan-nissan", name: "Swan Nissan Parts Welshpool", type: "parts", street: "22 Kewdale Road", suburb: "Welshpool", state: "WA", hours: "parts", visible: false },
  { dealership: "swan-nissan", name: "Swan Nissan Service Bassendean", type: "service", street: "15 Collier Road", suburb: "Bassendean", state: "WA", hours: "serviceSaturday" },
  { dealership: "derwent-nissan", name: "Derwent Nissan Glenorchy", type: "sales", street: "300 Main Road", suburb: "Glenorchy", state: "TAS", hours: "showroom", primary: true },
  { dealership: "derwent-nissan", name: "Derwent Nissan Service Centre", type: "service", street: "12 Derwent Park Road", suburb: "Derwent Park", state: "TAS", hours: "service" },
  { dealership: "metro-kia", name: "Metro Kia Dandenong", type: "sales", street: "100 Princes Highway", suburb: "Dandenong", state: "VIC", hours: "showroomSundays", primary: true },
  { dealership: "metro-hyundai", name: "Metro Hyundai Narre Warren", type: "sales", street: "350 Princes Highway", suburb: "Narre Warren", state: "VIC", hours: "showroomSundays", primary: true },
  { dealership: "metro-mg", name: "Metro MG Berwick", type: "sales", street: "10 Clyde Road", suburb: "Berwick", state: "VIC", hours: "showroom", primary: true },
  { dealership: "metro-gwm-haval", name: "Metro GWM Haval Cheltenham", type: "sales", street: "1200 Nepean Highway", suburb: "Cheltenham", state: "VIC", hours: "showroomLateThursday", primary: true },
  { dealership: "metro-pre-owned", name: "Metro Pre-Owned Dandenong South", type: "", street: "20 Frankston-Dandenong Road", suburb: "Dandenong South", state: "VIC", hours: "showroomSundays", primary: true, subtype: ["used", "buying"] },
  { dealership: "metro-kia", name: "Metro Service Centre", type: "service", street: "5 Greens Road", suburb: "Dandenong South", state: "VIC", hours: "serviceSaturday", makes: ["Kia", "Hyundai", "MG", "GWM Haval", "GWM"] },
  { dealership: "torrens-mazda", name: "Torrens Mazda Mile End", type: "sales", street: "150 Henley Beach Road", suburb: "Mile End", state: "SA", hours: "showroom", primary: true },
  { dealership: "torrens-subaru", name: "Torrens Subaru Hindmarsh", type: "sales", street: "40 Port Road", suburb: "Hindmarsh", state: "SA", hours: "showroom", primary: true },
  { dealership: "torrens-mazda", name: "Torrens Service Prospect", type: "service", street: "180 Main North Road", suburb: "Prospect", state: "SA", hours: "service", makes: ["Mazda", "Subaru"] },
  { dealership: "coral-coast-ford", name: "Coral Coast Ford Bungalow", type: "sales", street: "160 Mulgrave Road", suburb: "Bungalow", state: "QLD", hours: "showroomSundays", primary: true },
  { dealership: "coral-coast-isuzu", name: "Coral Coast Isuzu UTE Portsmith", type: "sales", street: "25 Kenny Street", suburb: "Portsmith", state: "QLD", hours: "showroom", primary: true },
  { dealership: "coral-coast-ford", name: "Coral Coast Service Smithfield", type: "service", street: "1 Captain Cook Highway", suburb: "Smithfield", state: "QLD", hours: "service", makes: ["Ford", "Isuzu"] },
  { dealership: "top-end-mitsubishi", name: "Top End Mitsubishi Winnellie", type: "sales", street: "400 Stuart Highway", suburb: "Winnellie", state: "NT", hours: "showroom", primary: true },
  { dealership: "top-end-ldv", name: "Top End LDV Winnellie", type: "sales", street: "410 Stuart Highway", suburb: "Winnellie", state: "NT", hours: "showroom", primary: true },
  { dealership: "top-end-mitsubishi", name: "Top End Service Yarrawonga", type: "service", street: "12 Roystonea Avenue", suburb: "Yarrawonga", state: "NT", hours: "service", makes: ["Mitsubishi", "LDV"] },
  { dealership: "tasman-motors", name: "Tasman Motors Penrose", type: "sales", street: "500 Great South Road", suburb: "Penrose", state: "AUK", hours: "showroomSundays", primary: true },
  { dealership: "tasman-motors", name: "Tasman Motors Takapuna", type: "sales", street: "20 Barrys Point Road", suburb: "Takapuna", state: "AUK", hours: "showroom" },
  { dealership: "rose-city-motors", name: "Rose City Motors Portland", type: "sales", street: "2500 NE Sandy Boulevard", suburb: "Portland", state: "OR", postcode: "97232", hours: "usEveryDay", primary: true },
  { dealership: "rose-city-motors", name: "Rose City Motors Service Beaverton", type: "service", street: "10000 SW Canyon Road", suburb: "Beaverton", state: "OR", hours: "service" },
];
