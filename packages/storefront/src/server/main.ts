// `forecourt-serve`: starts one template app behind the app server.
//   forecourt-serve [--dir apps/toyota] [--port 3001] [--hostname 0.0.0.0]
//   forecourt-serve --dev                      Next's development server instead
// The directory defaults to the working directory (an app's `start` script runs
// it from the app), the port to the app's template's port in the template registry,
// so the apps' package.json files name no port. FORECOURT_TRUSTED_PROXY_HOPS says how
// many proxies stand in front. With FORECOURT_DEPLOYMENT=production and no SMS
// provider or no session secret it refuses to start (deploymentConfigurationError in env.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { templateEntry } from "@forecourt/domain";
import { deploymentConfigurationError, storefrontEnv } from "../env";
import type { TemplateDefinition } from "../tenant/template";
import { startAppServer } from "./app-server";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: process.cwd() },
    port: { type: "string" },
    hostname: { type: "string" },
    dev: { type: "boolean", default: false },
  },
});

// Before anything listens: a production deployment that cannot send sign-in codes or sign sessions must not serve.
const refusal = deploymentConfigurationError(storefrontEnv());
if (refusal) {
  console.error(`forecourt-serve: refusing to start: ${refusal}`);
  process.exit(1);
}

const dir = path.resolve(values.dir);
/** The app's own template module says which template it is. */
async function registryPort(): Promise<number> {
  const module = (await import(pathToFileURL(path.join(dir, "template.ts")).href)) as { template: TemplateDefinition };
  return templateEntry(module.template.id).port;
}

const port = values.port === undefined ? await registryPort() : Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`forecourt-serve: --port must be a port number, got "${values.port}"`);
  process.exit(2);
}

if (values.dev) {
  // Development trusts its one user: Next's own server, with hot reloading.
  const child = spawn(path.join(dir, "node_modules/.bin/next"), ["dev", "-p", String(port)], { cwd: dir, stdio: "inherit" });
  child.on("exit", (code) => process.exit(code ?? 0));
} else {
  await serve();
}

async function serve(): Promise<void> {
  const env = storefrontEnv();
  const server = await startAppServer({ dir, port, hostname: values.hostname, trustedProxyHops: env.FORECOURT_TRUSTED_PROXY_HOPS });
  console.log(`[server] ready on ${server.url} (${env.FORECOURT_DEPLOYMENT}, ${env.FORECOURT_TRUSTED_PROXY_HOPS} trusted proxy hops)`);

  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
