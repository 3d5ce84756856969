// Visual review on Chromatic, only when the project token is set (CI secrets);
// everywhere else this is a no-op so `pnpm chromatic` never fails for want of a token.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const token = process.env.CHROMATIC_PROJECT_TOKEN;

if (!token) {
  console.log("chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set)");
  process.exit(0);
}

// The local binary from the root devDependencies: never a download at run time.
const binary = path.join(root, "node_modules", ".bin", process.platform === "win32" ? "chromatic.cmd" : "chromatic");
if (!existsSync(binary)) {
  console.error(`chromatic: ${binary} is missing; run the install first`);
  process.exit(1);
}

// The token reaches chromatic through the environment it already reads, never on the command line.
const result = spawnSync(binary, ["--build-script-name", "storybook:build", "--exit-zero-on-changes", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
if (result.error) {
  console.error(`chromatic: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
