// `pnpm refresh --site SLUG [--cars SLUG,SLUG]` (issue 15): refreshes a site's
// pages, or only the named cars' pages, on every app process (refresh.ts), and
// prints one line per app and one per problem.
import type { RefreshReport } from "./refresh";

export type RefreshCommand = { kind: "site"; site: string } | { kind: "cars"; site: string; cars: string[] };

export const refreshUsage = "Usage: pnpm refresh --site SLUG [--cars CAR-SLUG,CAR-SLUG]";

/** `--site SLUG` (or `--site=SLUG`) and optionally `--cars a,b`; throws the usage otherwise. */
export function parseRefreshArgs(argv: readonly string[]): RefreshCommand {
  const args = argv.filter((arg) => arg !== "--");
  let site: string | null = null;
  let cars: string[] | null = null;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    if (name !== "--site" && name !== "--cars") throw new Error(`Unknown argument "${arg}". ${refreshUsage}`);
    const value = inline ?? args[++index];
    if (!value || value.startsWith("--")) throw new Error(`${name} needs a value. ${refreshUsage}`);
    if (name === "--site") {
      if (site !== null) throw new Error(`Give --site once. ${refreshUsage}`);
      site = value;
    } else {
      if (cars !== null) throw new Error(`Give --cars once, as a comma list. ${refreshUsage}`);
      cars = value.split(",").map((slug) => slug.trim()).filter(Boolean);
      if (cars.length === 0) throw new Error(`--cars needs at least one car slug. ${refreshUsage}`);
    }
  }
  if (site === null) throw new Error(refreshUsage);
  return cars ? { kind: "cars", site, cars } : { kind: "site", site };
}

/** One line per app ("ok" or "failed", its origin and template, each host's outcome), then one per problem. */
export function reportLines(report: RefreshReport): string[] {
  const lines = report.apps.map((app) => {
    const hosts = app.hosts.map((host) => `${host.host}: ${host.message} (${host.ms} ms)`).join("; ");
    return `${app.ok ? "ok    " : "failed"} ${app.origin} (${app.template}) ${hosts}`;
  });
  for (const problem of report.problems) lines.push(`failed ${problem}`);
  if (lines.length === 0) lines.push("nothing to refresh");
  return lines;
}
