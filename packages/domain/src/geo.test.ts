import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { directionsUrl, distanceKm, feetToMetres, locationPoint, sortByDistance } from "./geo";

const brisbane = { lat: -27.4698, lng: 153.0251 };
const sydney = { lat: -33.8688, lng: 151.2093 };

describe("distanceKm (spec 9: haversine, earth radius 6371)", () => {
  it("measures Brisbane to Sydney at about 732 km", () => {
    expect(distanceKm(brisbane, sydney)).toBeCloseTo(732, 0);
  });
  it("is 0 for one point, and half the circumference between antipodes", () => {
    expect(distanceKm(brisbane, brisbane)).toBe(0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
  it("is symmetric and never negative (property)", () => {
    const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
    fc.assert(fc.property(point, point, (a, b) => distanceKm(a, b) >= 0 && Math.abs(distanceKm(a, b) - distanceKm(b, a)) < 1e-6));
  });
});

describe("feetToMetres (spec 9: 0.3048)", () => {
  it("converts by 0.3048", () => {
    expect(feetToMetres(1)).toBe(0.3048);
    expect(feetToMetres(1000)).toBeCloseTo(304.8, 10);
  });
});

describe("locations by distance", () => {
  it("reads a location's point from lat and long", () => {
    expect(locationPoint({ address: { lat: -27.5, long: 153 } })).toEqual({ lat: -27.5, lng: 153 });
    expect(locationPoint({ address: { lat: "x", long: 153 } })).toBeNull();
    expect(locationPoint({ address: null })).toBeNull();
    expect(locationPoint(null)).toBeNull();
  });
  it("sorts nearest first, with unknown points last in their order", () => {
    const places = [
      { name: "Sydney", address: { lat: sydney.lat, long: sydney.lng } },
      { name: "Nowhere A", address: null },
      { name: "Brisbane", address: { lat: brisbane.lat, long: brisbane.lng } },
      { name: "Nowhere B" },
    ];
    const sorted = sortByDistance(places, { lat: -27.5, lng: 153 }, locationPoint);
    expect(sorted.map((entry) => entry.item.name)).toEqual(["Brisbane", "Sydney", "Nowhere A", "Nowhere B"]);
    expect(sorted[0]?.distanceKm).toBeLessThan(5);
    expect(sorted[3]?.distanceKm).toBeNull();
  });
  it("links directions to the place URL, else coordinates, else the address", () => {
    expect(directionsUrl({ place_url: "https://maps.example/place/1" })).toBe("https://maps.example/place/1");
    expect(directionsUrl({ lat: -27.5, long: 153 })).toBe("https://www.google.com/maps/dir/?api=1&destination=-27.5%2C153");
    expect(directionsUrl({ street: "1 Main St", city: "Brisbane", state: "QLD", postcode: null })).toBe("https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Brisbane%2C%20QLD");
  });
});
