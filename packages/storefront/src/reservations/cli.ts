// Dealer commands until a console exists (issue 17):
//   pnpm reservations:list --site SLUG [--json]   a site's reservations, newest first
//   pnpm reservations:release ID                  frees the car, refunding a paid deposit
//   pnpm reservations:convert ID                  marks the car sold (the deposit is kept)
import { applyReservationEvent, findReservationSite, findSiteBySlug, listReservations, type ReservationListEntry } from "@forecourt/db";
import { formatPrice } from "@forecourt/domain";
import { parseArgs } from "node:util";
import { refundIfDue, type ReservationDeps } from "./handler";

export type ReservationCommand = { kind: "list"; site: string; json: boolean } | { kind: "release" | "convert"; id: string };

const usage = "usage: reservations list --site SLUG [--json] | reservations release ID | reservations convert ID";

export function parseReservationArgs(argv: readonly string[]): ReservationCommand {
  const { positionals, values } = parseArgs({ args: [...argv], allowPositionals: true, options: { site: { type: "string" }, json: { type: "boolean", default: false } } });
  const [command, id] = positionals;
  if (command === "list" && values.site) return { kind: "list", site: values.site, json: values.json ?? false };
  if ((command === "release" || command === "convert") && id) return { kind: command, id };
  throw new Error(usage);
}

export function reservationLine(entry: ReservationListEntry): string {
  const refund = entry.refundState ? ` refund ${entry.refundState}` : "";
  return `${entry.id}  ${entry.state.padEnd(9)}  ${formatPrice(entry.amount / 100)} ${entry.currency.toUpperCase()}  until ${entry.expiresAt.toISOString()}  car ${entry.carId} ${entry.carTitle} (/cars/${entry.carSlug})  ${entry.name} <${entry.email}> ${entry.phone}${refund}`;
}

/** Runs one command; returns the lines to print and the exit code. */
export async function runReservationCommand(command: ReservationCommand, deps: ReservationDeps): Promise<{ lines: string[]; exitCode: number }> {
  if (command.kind === "list") {
    const site = await findSiteBySlug(deps.db, command.site);
    if (!site) return { lines: [`No site "${command.site}"`], exitCode: 1 };
    const entries = await listReservations(deps.db, site);
    if (command.json) return { lines: [JSON.stringify(entries, null, 2)], exitCode: 0 };
    return { lines: entries.length > 0 ? entries.map(reservationLine) : [`No reservations on ${site.slug}`], exitCode: 0 };
  }
  const found = await findReservationSite(deps.db, command.id);
  const site = found ? await findSiteBySlug(deps.db, found.siteSlug) : null;
  if (!site) return { lines: [`No reservation ${command.id}`], exitCode: 1 };
  const now = (deps.now ?? (() => new Date()))();
  const applied = await applyReservationEvent(deps.db, site, command.id, { kind: command.kind }, now);
  if (!applied || applied.outcome.kind === "unchanged") return { lines: [`Reservation ${command.id} was not changed: ${applied?.outcome.kind === "unchanged" ? applied.outcome.reason : "not found"}`], exitCode: 1 };
  const refund = applied.after.refundState === "due" ? await refundIfDue(deps, site, applied.after, await deps.paymentsFor(site)) : applied.after.refundState;
  if (applied.carChanged) await deps.refreshCars([applied.after.carId]).catch((error: unknown) => deps.log?.(`refresh failed: ${(error as Error).message}`));
  const verb = command.kind === "release" ? "released: the car is free again" : "converted: the car is marked sold";
  return { lines: [`Reservation ${command.id} ${verb}${refund ? `; refund ${refund}` : ""}`], exitCode: 0 };
}
