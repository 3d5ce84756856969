// The public contract of issue 3: code outside the package imports exactly these names from the root.
import { describe, expect, it } from "vitest";
import * as domain from "./index";

const contract = [
  "isCarAvailable",
  "isCarListed",
  "listingCutoff",
  "cardTag",
  "showsCertifiedBadge",
  "displayPrice",
  "formatPrice",
  "financeEstimate",
  "marketPriceIndicator",
  "budgetFromRepayment",
  "openingHoursRows",
  "visibleReviews",
  "starRating",
  "isOfferVisible",
  "truncateOfferText",
  "dealerCommentSections",
  "maskPhone",
  "postcodeSchema",
  "postcodeSchemaFor",
  "clampRange",
  "sliderStep",
  "activePromoCards",
  "insertPromoCards",
  "pushSearchHistory",
  "leadEventId",
  "normalizeLeadCategory",
  "regionSettings",
  "localizeSpelling",
  "distanceKm",
  "feetToMetres",
  "regoExpiryText",
  "isAutoPriceEligible",
  "locationsForCarousel",
  "displayCount",
  "imageUrl",
  "templateRegistry",
  "templateEntry",
] as const;

describe("@forecourt/domain public contract (issue 3)", () => {
  it.each(contract)("exports %s from the package root", (name) => {
    expect(domain[name]).toBeDefined();
  });
  it("exports the entity schemas where data enters the system", () => {
    for (const schema of [domain.carSchema, domain.locationSchema, domain.reviewSchema, domain.offerSchema, domain.promoCardSchema, domain.leadSchema, domain.financeLenderSchema, domain.siteConfigSchema]) {
      expect(typeof schema.safeParse).toBe("function");
    }
  });
});
