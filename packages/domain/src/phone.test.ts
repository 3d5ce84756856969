import { describe, expect, it } from "vitest";
import { carEventPayload, maskPhone, telHref } from "./phone";

describe("maskPhone (spec 4, 9: the first 5 characters stay visible)", () => {
  it("keeps the first 5 characters and masks every later digit", () => {
    expect(maskPhone("07 3123 4567")).toBe("07 31XX XXXX");
    expect(maskPhone("0412345678")).toBe("04123XXXXX");
  });
  it("shows short numbers whole and gives empty text for missing ones", () => {
    expect(maskPhone("13 00")).toBe("13 00");
    expect(maskPhone(null)).toBe("");
  });
  it("never reveals a digit after the fifth character", () => {
    const masked = maskPhone("+61 7 3123 4567");
    expect(masked.slice(0, 5)).toBe("+61 7");
    expect(masked.slice(5)).not.toMatch(/\d/);
  });
});

describe("telHref", () => {
  it("dials digits only, keeping a leading +", () => {
    expect(telHref("(07) 3123 4567")).toBe("tel:0731234567");
    expect(telHref("+61 7 3123 4567")).toBe("tel:+61731234567");
    expect(telHref("call us")).toBeNull();
    expect(telHref(undefined)).toBeNull();
  });
});

describe("carEventPayload (spec 7: car_id, dealership_id, website_id)", () => {
  it("reads ids, numeric strings included", () => {
    expect(carEventPayload({ id: 101, dealership_id: "7" }, 3)).toEqual({ car_id: 101, dealership_id: 7, website_id: 3 });
    expect(carEventPayload({}, 3)).toEqual({ car_id: null, dealership_id: null, website_id: 3 });
  });
});
