import { describe, expect, it } from "vitest";
import { displayPhone, leadFormTitle, mobileE164, parseSignInQuery, parseWatchlistRequest, safeRedirectPath, savedCarView, signInCodeMessage, signInCopy, signInFieldMessages, signInMessages, watchlistChange, watchlistChangeLabel } from "./accounts";

describe("safeRedirectPath (spec 2.1 redirect and back)", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(safeRedirectPath("/cars/2022-toyota-hilux-123?save=123#top")).toBe("/cars/2022-toyota-hilux-123?save=123#top");
    expect(safeRedirectPath("/")).toBe("/");
    expect(safeRedirectPath("/watchlist")).toBe("/watchlist");
  });

  it.each([
    ["https://evil.example/"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["data:text/html,hi"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    [" /cars"],
    ["cars"],
    ["http:/evil.example"],
    ["/cars\\..\\..\\evil"],
    [""],
  ])("never leaves the site for %j", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("gives / for anything that is not a string", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/cars"])).toBe("/");
    expect(safeRedirectPath(42)).toBe("/");
  });

  it("keeps an encoded path on this site (it is a path, not a host)", () => {
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });
});

describe("parseSignInQuery", () => {
  it("reads type, redirect and back", () => {
    expect(parseSignInQuery({ type: "watchlist", redirect: "/cars/x", back: "/cars/" })).toEqual({ type: "watchlist", redirect: "/cars/x", back: "/cars/" });
  });
  it("drops an unknown type and unsafe paths", () => {
    expect(parseSignInQuery({ type: "admin", redirect: "//evil.example", back: ["https://evil.example", "/x"] })).toEqual({ type: null, redirect: "/", back: "/" });
  });
});

describe("signInCopy", () => {
  it("says why the shopper is asked to sign in, per type", () => {
    expect(signInCopy("watchlist", "Coral Coast Auto").heading).toBe("Sign in to save this car");
    expect(signInCopy("checkout", "X").heading).toBe("Sign in to reserve this car");
    expect(signInCopy("finance", "X").heading).toBe("Sign in for your finance quote");
    expect(signInCopy("trade-in", "X").heading).toBe("Sign in to keep your valuation");
    expect(signInCopy(null, "Coral Coast Auto").intro).toContain("Coral Coast Auto");
  });
});

describe("mobileE164", () => {
  it("normalises a mobile number in the site's region", () => {
    expect(mobileE164("0412 345 678", "AU")).toBe("+61412345678");
    expect(mobileE164("+61 412 345 678", "AU")).toBe("+61412345678");
    expect(mobileE164("(04) 1234-5678", "AU")).toBe("+61412345678");
    expect(mobileE164("021 123 4567", "NZ")).toBe("+64211234567");
    expect(mobileE164("(201) 555-0123", "US")).toBe("+12015550123");
  });
  it("reads a number with its own country code as written", () => {
    expect(mobileE164("+64 21 123 4567", "AU")).toBe("+64211234567");
  });
  it("refuses landlines, short numbers, letters and non-strings", () => {
    expect(mobileE164("07 3000 0000", "AU")).toBeNull();
    expect(mobileE164("0412", "AU")).toBeNull();
    expect(mobileE164("0412 345 67a", "AU")).toBeNull();
    expect(mobileE164(412345678, "AU")).toBeNull();
    expect(mobileE164("", "AU")).toBeNull();
  });
});

describe("displayPhone", () => {
  it("writes a home number the local way and a foreign one with its code", () => {
    expect(displayPhone("+61412345678", "AU")).toBe("0412 345 678");
    expect(displayPhone("+64211234567", "AU")).toBe("+64 21 123 4567");
  });
});

describe("signInCodeMessage", () => {
  it("starts with the code and names the site", () => {
    expect(signInCodeMessage("123456", "Coral Coast Auto")).toMatch(/^123456 is your Coral Coast Auto sign-in code\. It expires in 5 minutes\./);
  });
});

describe("watchlistChange (spec 4 'Watchlist')", () => {
  it("says a car is no longer listed, sold or reserved, in that order", () => {
    expect(watchlistChange({ price: 30000 }, null)).toEqual({ kind: "unlisted" });
    expect(watchlistChange({ price: 30000 }, { price: 30000, status: "sold", reserved: true })).toEqual({ kind: "sold" });
    expect(watchlistChange({ price: 30000 }, { price: 30000, status: "in_stock", sold: true })).toEqual({ kind: "sold" });
    expect(watchlistChange({ price: 30000 }, { price: 29000, status: "in_stock", reserved: true })).toEqual({ kind: "reserved" });
  });
  it("reports a price drop or rise against the listed price (offer price first)", () => {
    expect(watchlistChange({ price: 30000 }, { price: 31000, offer_price: 28500, status: "in_stock" })).toEqual({ kind: "price-drop", amount: 1500 });
    expect(watchlistChange({ price: 30000 }, { price: 31000, status: "in_stock" })).toEqual({ kind: "price-rise", amount: 1000 });
    expect(watchlistChange({ price: 30000 }, { price: 30000, status: "in_stock" })).toBeNull();
    expect(watchlistChange({ price: null }, { price: 30000, status: "in_stock" })).toBeNull();
  });
  it("labels each change", () => {
    expect(watchlistChangeLabel({ kind: "price-drop", amount: 1500 })).toEqual({ label: "Price drop: $1,500 less", tone: "good" });
    expect(watchlistChangeLabel({ kind: "unlisted" }).label).toBe("No longer listed");
  });
});

describe("parseWatchlistRequest (spec 7)", () => {
  it("normalises the phone and reads car_id", () => {
    expect(parseWatchlistRequest({ phone_number: "0412 345 678", car_id: 12 }, "AU")).toEqual({ ok: true, value: { phone_number: "+61412345678", car_id: 12 } });
    expect(parseWatchlistRequest({ phone_number: "+61412345678", car_id: "12" }, "AU")).toEqual({ ok: true, value: { phone_number: "+61412345678", car_id: 12 } });
  });
  it("names each bad field", () => {
    expect(parseWatchlistRequest({}, "AU")).toEqual({ ok: false, errors: { phone_number: "Enter your mobile number", car_id: "car_id is required" } });
    expect(parseWatchlistRequest({ phone_number: "12", car_id: -3 }, "AU")).toEqual({ ok: false, errors: { phone_number: "Enter a valid mobile number, like 0412 345 678", car_id: "car_id must be a whole number above 0" } });
    expect(parseWatchlistRequest({ phone_number: "0412345678", car_id: 1.5 }, "AU")).toEqual({ ok: false, errors: { car_id: "car_id must be a whole number above 0" } });
    expect(parseWatchlistRequest([], "AU")).toEqual({ ok: false, errors: { body: "Send a JSON object with phone_number and car_id" } });
  });
});

describe("signInMessages and signInFieldMessages", () => {
  it("say how long to wait, in whole minutes", () => {
    expect(signInMessages.tooManyCodes(30)).toBe("Too many codes were sent. Try again in 1 minute.");
    expect(signInMessages.tooManyCodes(301)).toBe("Too many codes were sent. Try again in 6 minutes.");
  });
  it("give the form its field messages for the region", () => {
    expect(signInFieldMessages("NZ")).toEqual({
      phoneRequired: "Enter your mobile number",
      phoneInvalid: "Enter a valid mobile number, like 021 123 4567",
      codeRequired: "Enter the 6-digit code we sent you",
      codeInvalid: "Enter the 6 digits of the code, like 123456",
    });
  });
});

describe("savedCarView", () => {
  const options = { formatDate: (date: Date) => date.toISOString().slice(0, 10) };
  const car = { id: 7, slug: "2022-toyota-hilux-7", year: 2022, make: "Toyota", model: "HiLux", price: 50000, status: "in_stock", primary_image_url: "/media/cars/7.jpg" };

  it("shows a listed car as the site does, with what changed since it was saved", () => {
    const view = savedCarView({ carId: 7, car: { ...car, price: 48000 }, saved: { price: 50000, at: new Date("2026-11-03T00:00:00Z") } }, options);
    expect(view).toMatchObject({ id: 7, title: "2022 Toyota HiLux", href: "/cars/2022-toyota-hilux-7", imageAlt: "2022 Toyota HiLux", priceText: "$48,000", savedNote: "Saved 2026-11-03 at $50,000", change: { label: "Price drop: $2,000 less", tone: "good" } });
    expect(view.imageSrc).toContain("/media/cars/7.jpg");
  });

  it("keeps the saved title and price of a car no longer listed", () => {
    expect(savedCarView({ carId: 7, car: null, saved: { price: 50000, at: new Date("2026-11-03T00:00:00Z"), title: "2022 Toyota HiLux" } }, options)).toEqual({
      id: 7,
      title: "2022 Toyota HiLux",
      href: null,
      imageSrc: null,
      imageAlt: "",
      priceText: "$50,000",
      savedNote: "Saved 2026-11-03 at $50,000",
      change: { label: "No longer listed", tone: "neutral" },
    });
    expect(savedCarView({ carId: 9, car: null, saved: { price: null, at: new Date("2026-11-03T00:00:00Z") } }, options)).toMatchObject({ title: "Car 9", priceText: "", savedNote: "Saved 2026-11-03" });
  });

  it("has no saved note or change for a favourite", () => {
    const view = savedCarView({ carId: 7, car }, options);
    expect(view.savedNote).toBeUndefined();
    expect(view.change).toBeUndefined();
  });
});

describe("leadFormTitle", () => {
  it("names an enquiry by its form, else its category", () => {
    expect(leadFormTitle("test-drive", "Test Drive")).toBe("Test drive request");
    expect(leadFormTitle("something-new", "Fleet Enquiry")).toBe("Fleet Enquiry");
    expect(leadFormTitle("something-new", " ")).toBe("Enquiry");
  });
});

describe("watchlistChangeLabel", () => {
  it("labels sold, reserved and a price rise", () => {
    expect(watchlistChangeLabel({ kind: "sold" })).toEqual({ label: "Sold", tone: "danger" });
    expect(watchlistChangeLabel({ kind: "reserved" })).toEqual({ label: "Reserved", tone: "warning" });
    expect(watchlistChangeLabel({ kind: "price-rise", amount: 500 })).toEqual({ label: "Price up $500", tone: "neutral" });
  });
});

describe("mobileE164 and displayPhone edge cases", () => {
  it("refuses text libphonenumber cannot read and keeps an unreadable number as given", () => {
    expect(mobileE164("+++", "AU")).toBeNull();
    expect(displayPhone("not a phone", "AU")).toBe("not a phone");
  });
});
