// The registry provider's HTTP adapter against its local stand-in (issue 18): the
// provider's vehicle becomes domain's RegisteredVehicle, an unknown plate is null,
// and a provider that cannot answer throws (the lookup then answers 503, never a 404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpRegistry, providerJurisdiction } from "./registry";
import { type RegistryStandIn, startRegistryStandIn } from "./stand-in";

let standIn: RegistryStandIn;

beforeAll(async () => {
  standIn = await startRegistryStandIn({
    "NSW/AB12CD": { make: "Toyota", model: "HiLux", year_of_manufacture: 2022, series: "SR5", body_type: "Ute", fuel_type: "Diesel", transmission: "Automatic", vin: "MR0HA3CD100123456" },
    "US-WA/ABC1234": { make: "Ford", model: "F-150", year_of_manufacture: 2021 },
  });
});

afterAll(async () => {
  await standIn.close();
});

describe("httpRegistry (issue 18 vehicle registry adapter)", () => {
  it("looks a plate up with the key and reshapes the provider's vehicle", async () => {
    const registry = httpRegistry({ baseUrl: `${standIn.url}/`, apiKey: standIn.apiKey });
    expect(await registry.lookup({ rego: "AB12CD", state: "NSW", region: "AU" })).toEqual({
      rego: "AB12CD",
      state: "NSW",
      make: "Toyota",
      model: "HiLux",
      year: 2022,
      variant: "SR5",
      body: "Ute",
      fuel: "Diesel",
      transmission: "Automatic",
      vin_last_digits: "123456",
    });
    expect(standIn.requests.at(-1)).toEqual({ path: "/v1/registrations/NSW/AB12CD", apiKey: standIn.apiKey });
    expect((await registry.lookup({ rego: "ABC1234", state: "WA", region: "US" }))?.make).toBe("Ford");
    expect(providerJurisdiction("NZ", "AUK")).toBe("NZ-AUK");
  });

  it("answers null for an unknown plate, and throws on a bad key or a provider error", async () => {
    const registry = httpRegistry({ baseUrl: standIn.url, apiKey: standIn.apiKey });
    expect(await registry.lookup({ rego: "ZZ99ZZ", state: "NSW", region: "AU" })).toBeNull();
    await expect(httpRegistry({ baseUrl: standIn.url, apiKey: "wrong" }).lookup({ rego: "AB12CD", state: "NSW", region: "AU" })).rejects.toThrow("HTTP 401");
    standIn.failNext();
    await expect(registry.lookup({ rego: "AB12CD", state: "NSW", region: "AU" })).rejects.toThrow("HTTP 500");
    expect(() => httpRegistry({ baseUrl: "", apiKey: "" })).toThrow("base URL and an API key");
  });
});
