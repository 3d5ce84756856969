// `forecourt-serve`: starts one template app behind the app server.
//   forecourt-serve [--dir apps/toyota] [--port 3001] [--hostname 0.0.0.0]
// The directory defaults to the working directory (an app's `start` script runs
// it from the app). FORECOURT_TRUSTED_PROXY_HOPS says how many proxies stand in front.
import { parseArgs } from "node:util";
import { storefrontEnv } from "../env";
import { startAppServer } from "./app-server";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: process.cwd() },
    port: { type: "string", default: "3000" },
    hostname: { type: "string" },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`forecourt-serve: --port must be a port number, got "${values.port}"`);
  process.exit(2);
}

const env = storefrontEnv();
const server = await startAppServer({ dir: values.dir, port, hostname: values.hostname, trustedProxyHops: env.FORECOURT_TRUSTED_PROXY_HOPS });
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
