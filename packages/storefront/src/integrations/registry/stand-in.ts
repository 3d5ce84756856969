// A local stand-in for the registry provider's API (issue 18), so the HTTP adapter
// is tested without the internet: GET /v1/registrations/{jurisdiction}/{plate}
// with the x-api-key header, answering the vehicles it was given (401 for a wrong
// key, 404 for an unknown plate, or a 500 when a test asks for one).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { isProductionDeployment } from "../../env";

export interface RegistryStandInVehicle {
  make: string;
  model: string;
  year_of_manufacture: number;
  series?: string;
  body_type?: string;
  fuel_type?: string;
  transmission?: string;
  vin?: string;
}

export interface RegistryStandIn {
  url: string;
  apiKey: string;
  requests: Array<{ path: string; apiKey: string | null }>;
  failNext(): void;
  close(): Promise<void>;
}

export async function startRegistryStandIn(vehicles: Record<string, RegistryStandInVehicle>, apiKey = "test-registry-key"): Promise<RegistryStandIn> {
  if (isProductionDeployment()) throw new Error("The registry stand-in does not run when FORECOURT_DEPLOYMENT=production");
  const requests: RegistryStandIn["requests"] = [];
  let fail = false;
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://stand-in").pathname);
    const key = typeof request.headers["x-api-key"] === "string" ? request.headers["x-api-key"] : null;
    requests.push({ path, apiKey: key });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (fail) {
      fail = false;
      return reply(500, { error: "internal" });
    }
    if (key !== apiKey) return reply(401, { error: "unauthorised" });
    const match = /^\/v1\/registrations\/([^/]+)\/([^/]+)$/.exec(path);
    const vehicle = match ? vehicles[`${match[1]}/${match[2]}`] : undefined;
    if (!match || !vehicle) return reply(404, { error: "not_registered" });
    reply(200, { registration: { plate: match[2], jurisdiction: match[1] }, vehicle });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    failNext: () => {
      fail = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
