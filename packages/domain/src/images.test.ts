import { describe, expect, it } from "vitest";
import { carImage, imageSizes, imageSrcSet, imageUrl } from "./images";

describe("imageUrl (spec 1: width, crop, quality 80 by default, automatic format)", () => {
  it("adds q=80 and auto=format to a relative path", () => {
    expect(imageUrl("/media/car/suv/white/1.svg")).toBe("/media/car/suv/white/1.svg?q=80&auto=format");
  });
  it("adds width, height and crop in imgix style", () => {
    expect(imageUrl("/media/car/suv/white/1.svg", { width: 750, height: 500, crop: true })).toBe("/media/car/suv/white/1.svg?w=750&h=500&fit=crop&q=80&auto=format");
  });
  it("works on absolute URLs and keeps their query parameters and hash", () => {
    expect(imageUrl("https://cdn.example.com/a/b.jpg?v=3#top", { width: 360.4, quality: 60 })).toBe("https://cdn.example.com/a/b.jpg?v=3&w=360&q=60&auto=format#top");
  });
  it("replaces parameters it sets instead of repeating them", () => {
    expect(imageUrl("/a.jpg?w=100&q=50&auto=compress&x=1", { width: 200 })).toBe("/a.jpg?x=1&w=200&q=80&auto=format");
  });
  it("ignores junk sizes and clamps quality to 1-100", () => {
    expect(imageUrl("/a.jpg", { width: 0, height: Number.NaN, quality: 150 })).toBe("/a.jpg?q=100&auto=format");
    expect(imageUrl("/a.jpg", { width: -5, height: null, quality: 0 })).toBe("/a.jpg?q=1&auto=format");
    expect(imageUrl("/a.jpg", { quality: Number.NaN })).toBe("/a.jpg?q=80&auto=format");
  });
  it("gives empty text for a missing source and leaves data and blob URLs alone", () => {
    expect(imageUrl(null)).toBe("");
    expect(imageUrl("  ")).toBe("");
    expect(imageUrl("data:image/png;base64,AAAA", { width: 10 })).toBe("data:image/png;base64,AAAA");
    expect(imageUrl("blob:https://x/1")).toBe("blob:https://x/1");
  });
});

describe("imageSrcSet", () => {
  it("crops every width to an aspect ratio, the height following the width", () => {
    expect(imageSrcSet("/o.svg", [300, 600], { aspect: 3 / 2, crop: true })).toBe("/o.svg?w=300&h=200&fit=crop&q=80&auto=format 300w, /o.svg?w=600&h=400&fit=crop&q=80&auto=format 600w");
    // A ratio wins over a fixed height; a ratio that is not a positive number is ignored.
    expect(imageSrcSet("/o.svg", [400], { aspect: 4 / 3, height: 50 })).toBe("/o.svg?w=400&h=300&q=80&auto=format 400w");
    expect(imageSrcSet("/o.svg", [400], { aspect: 0, height: 50 })).toBe("/o.svg?w=400&h=50&q=80&auto=format 400w");
    expect(imageSrcSet("/o.svg", [400], { aspect: Number.NaN })).toBe("/o.svg?w=400&q=80&auto=format 400w");
  });

  it("lists each width of the location card sizes (spec 9: 360 to 600)", () => {
    expect(imageSrcSet("/l.jpg", imageSizes.locationCardWidths, { crop: true })).toBe(
      "/l.jpg?w=360&fit=crop&q=80&auto=format 360w, /l.jpg?w=480&fit=crop&q=80&auto=format 480w, /l.jpg?w=600&fit=crop&q=80&auto=format 600w",
    );
  });
  it("skips junk widths and gives empty text without a source", () => {
    expect(imageSrcSet("/l.jpg", [0, 100])).toBe("/l.jpg?w=100&q=80&auto=format 100w");
    expect(imageSrcSet(undefined, [100])).toBe("");
  });
});

describe("carImage", () => {
  it("prefers primary_image_url, then the first image, then the first thumbnail", () => {
    expect(carImage({ primary_image_url: "/p.jpg", images: ["/i.jpg"] })).toBe("/p.jpg");
    expect(carImage({ primary_image_url: " ", images: ["/i.jpg"], thumbnails: ["/t.jpg"] })).toBe("/i.jpg");
    expect(carImage({ images: [], thumbnails: ["/t.jpg"] })).toBe("/t.jpg");
    expect(carImage({ images: null, thumbnails: null })).toBeNull();
  });
});
