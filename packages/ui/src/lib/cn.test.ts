import { afterEach, describe, expect, it, vi } from "vitest";
import { cn } from "./cn";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("cn joins class names without merging them", () => {
  it("joins strings, arrays and objects in order", () => {
    expect(cn("flex items-center", ["gap-2", { "p-4": true }], "sm:p-6")).toBe("flex items-center gap-2 p-4 sm:p-6");
  });

  it("drops falsy values", () => {
    expect(cn("flex", false, null, undefined, 0, "", { hidden: false }, ["", null])).toBe("flex");
  });

  it("keeps classes of one group that apply under different variants (not a conflict)", () => {
    expect(cn("px-4 text-sm", "sm:px-6 hover:text-base")).toBe("px-4 text-sm sm:px-6 hover:text-base");
  });
});

describe("outside production, a class that would override another of its group throws", () => {
  it.each([
    ["px-4", "px-2"],
    ["text-xl", "text-lg"],
    ["bg-primary", "bg-black"],
  ])("%s then %s: names both classes and says what to use instead", (earlier, later) => {
    expect(() => cn(`flex ${earlier}`, later)).toThrowError(new RegExp(`"${earlier}" and "${later}".*variant or a non-conflicting class`));
  });

  it("does not call the same class twice a conflict", () => {
    expect(cn("flex", "flex")).toBe("flex flex");
  });
});

describe("in production, cn is a plain join", () => {
  it("does not check (bundlers drop the check and tailwind-merge with it)", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(cn("px-4", "px-2")).toBe("px-4 px-2");
  });
});
