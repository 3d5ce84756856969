// The Toyota template: Toyota dealer groups (certified used Toyotas, hybrid tags).
import { defineTemplate } from "@forecourt/storefront/tenant/template";

export const template = defineTemplate({
  id: "toyota",
  label: "Toyota",
  themeClass: "template-toyota",
  defaults: {
    manufacturer: "toyota",
    // spec 5: the Toyota Certified badge is a per-site feature; Toyota sites have it on.
    features: { certifiedBadge: true, electricTags: true, menuOpensOn: "hover" },
    labels: { keywordPlaceholder: "Keyword search eg. EV, SUV, Toyota" },
    // spec 2.3: promotional cards at positions 8 and 17 on this configuration.
    search: { promoPositions: [8, 17] },
  },
});
