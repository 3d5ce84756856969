import { describe, expect, it, vi } from "vitest";
import { gateRedirect } from "./gate";

const shopper = { id: "s1", phone: "+61412345678", sessionId: "x" };
const gated = { features: { signInGate: true } } as const;
const open = { features: { signInGate: false } } as const;

describe("gateRedirect (spec 2.1, 6)", () => {
  it("sends a signed-out shopper from checkout and personalised finance to /sign-in with redirect and back", async () => {
    expect(await gateRedirect({ site: gated, route: "checkout", here: "/cars/abc/checkout", back: "/cars/abc", shopper: async () => null })).toBe(
      "/sign-in?type=checkout&redirect=%2Fcars%2Fabc%2Fcheckout&back=%2Fcars%2Fabc",
    );
    expect(await gateRedirect({ site: gated, route: "personalised-finance", here: "/personalised/finance?car_id=4", shopper: async () => null })).toBe(
      "/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D4",
    );
  });

  it("lets a signed-in shopper through", async () => {
    expect(await gateRedirect({ site: gated, route: "checkout", here: "/cars/abc/checkout", shopper: async () => shopper })).toBeNull();
  });

  it("never gates trade-in or sell-my-car, and never gates a site without the gate, without looking up the session", async () => {
    const lookup = vi.fn(async () => null);
    expect(await gateRedirect({ site: gated, route: "trade-in", here: "/trade-in", shopper: lookup })).toBeNull();
    expect(await gateRedirect({ site: gated, route: "sell-my-car", here: "/sell-my-car", shopper: lookup })).toBeNull();
    expect(await gateRedirect({ site: open, route: "checkout", here: "/cars/abc/checkout", shopper: lookup })).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it("never puts an off-site address in redirect or back", async () => {
    expect(await gateRedirect({ site: gated, route: "checkout", here: "//evil.example", back: "https://evil.example", shopper: async () => null })).toBe("/sign-in?type=checkout&redirect=%2F&back=%2F");
  });
});
