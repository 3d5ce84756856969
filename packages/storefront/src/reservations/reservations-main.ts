// `pnpm reservations:list --site SLUG`, `pnpm reservations:release ID`,
// `pnpm reservations:convert ID` as a process (see cli.ts). The demo's embedded
// database by default (DATABASE_URL as `pnpm leads:list` reads it).
import { parseReservationArgs, runReservationCommand, type ReservationCommand } from "./cli";
import { createReservationRuntime } from "./runtime";

let command: ReservationCommand;
try {
  command = parseReservationArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const deps = await createReservationRuntime().catch((error: unknown) => {
  console.error(`[reservations] ${(error as Error).message}`);
  process.exit(1);
});
const { lines, exitCode } = await runReservationCommand(command, deps);
for (const line of lines) (exitCode === 0 ? console.log : console.error)(line);
process.exit(exitCode);
