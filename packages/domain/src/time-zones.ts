// The time zone a dealer's dates read in (spec 9), in a module of its own: the
// search page formats distances with ./locale and needs none of the zone tables.

const australianTimeZones: Readonly<Record<string, string>> = {
  qld: "Australia/Brisbane",
  nsw: "Australia/Sydney",
  act: "Australia/Sydney",
  vic: "Australia/Melbourne",
  tas: "Australia/Hobart",
  sa: "Australia/Adelaide",
  nt: "Australia/Darwin",
  wa: "Australia/Perth",
};

// Each US state by the zone most of its people live in.
const usTimeZoneStates: ReadonlyArray<readonly [string, string]> = [
  ["America/Los_Angeles", "ca or wa nv"],
  ["America/Denver", "co id mt nm ut wy"],
  ["America/Phoenix", "az"],
  ["America/Chicago", "al ar ia il ks la mn mo ms nd ne ok sd tn tx wi"],
  ["America/Anchorage", "ak"],
  ["Pacific/Honolulu", "hi"],
];
const usTimeZones = new Map(usTimeZoneStates.flatMap(([zone, states]) => states.split(" ").map((state) => [state, zone] as const)));

/**
 * The time zone a dealer's dates read in (an offer's last day, say), from the
 * site's region and state: AU by state (spec 9: default state qld), NZ one zone,
 * US by state with Eastern time for the rest.
 */
export function siteTimeZone(region: string | null | undefined, state: string | null | undefined): string {
  const code = (state ?? "").trim().toLowerCase();
  switch ((region ?? "").toUpperCase()) {
    case "NZ":
      return "Pacific/Auckland";
    case "US":
      return usTimeZones.get(code) ?? "America/New_York";
    default:
      return australianTimeZones[code] ?? "Australia/Brisbane";
  }
}
