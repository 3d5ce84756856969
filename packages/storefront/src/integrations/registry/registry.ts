// The vehicle registry behind the trade-in lookup (issue 18): rego and state to
// make, model, year, variant, body, fuel, transmission and the VIN's last digits.
// The embedded default reads the seeded registry table (db); production reads a
// provider's HTTP API (FORECOURT_REGISTRY_URL with FORECOURT_REGISTRY_KEY):
//   GET {baseUrl}/v1/registrations/{state}/{plate}   header x-api-key
//   200 { registration: { plate, jurisdiction }, vehicle: { make, model, year_of_manufacture,
//         series, body_type, fuel_type, transmission, vin } }   404 when not registered
// The provider's shape is turned into domain's RegisteredVehicle here and nowhere
// else. Tests run it against a local stand-in (stand-in.ts).
import type { RegisteredVehicle } from "@forecourt/domain";
import { type Db, findRegisteredVehicle } from "@forecourt/db";

export interface RegoQuery {
  /** Normalised: upper case, no spaces. */
  rego: string;
  state: string;
  /** The site's region: the US's WA is not Western Australia. */
  region: string;
}

export interface VehicleRegistry {
  readonly name: string;
  /** The vehicle, null when the plate is not registered there; throws when the registry cannot answer. */
  lookup(query: RegoQuery): Promise<RegisteredVehicle | null>;
}

export function embeddedRegistry(db: Db): VehicleRegistry {
  return { name: "embedded", lookup: (query) => findRegisteredVehicle(db, query) };
}

export interface HttpRegistryOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/** The provider's jurisdiction code for a state: US states carry their country. */
export function providerJurisdiction(region: string, state: string): string {
  return region === "AU" ? state : `${region}-${state}`;
}

export function httpRegistry(options: HttpRegistryOptions): VehicleRegistry {
  if (!options.baseUrl || !options.apiKey) throw new Error("The registry provider needs a base URL and an API key");
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 5_000;
  const send = options.fetch ?? fetch;
  return {
    name: "http",
    async lookup(query) {
      const url = `${base}/v1/registrations/${encodeURIComponent(providerJurisdiction(query.region, query.state))}/${encodeURIComponent(query.rego)}`;
      const response = await send(url, { headers: { "x-api-key": options.apiKey, accept: "application/json", "user-agent": "Forecourt-Registry/1" }, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Registry provider answered HTTP ${response.status}`);
      const body = (await response.json()) as { vehicle?: Record<string, unknown> };
      const vehicle = body.vehicle ?? {};
      const make = text(vehicle.make);
      const model = text(vehicle.model);
      const year = Number(vehicle.year_of_manufacture);
      if (!make || !model || !Number.isInteger(year)) throw new Error("Registry provider answered a vehicle without make, model and year");
      const vin = text(vehicle.vin);
      return {
        rego: query.rego,
        state: query.state,
        make,
        model,
        year,
        variant: text(vehicle.series),
        body: text(vehicle.body_type),
        fuel: text(vehicle.fuel_type),
        transmission: text(vehicle.transmission),
        vin_last_digits: vin ? vin.slice(-6) : null,
      };
    },
  };
}
