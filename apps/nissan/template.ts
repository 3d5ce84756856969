// The Nissan template: Nissan dealer groups.
import { defineTemplate } from "@forecourt/storefront/tenant/template";

export const template = defineTemplate({
  id: "nissan",
  label: "Nissan",
  themeClass: "template-nissan",
  defaults: {
    manufacturer: "nissan",
    features: { menuOpensOn: "click" },
    // spec 2.3: a call-to-action card at position 9 on this configuration.
    search: { ctaPosition: 9 },
    // spec 2.1: one manufacturer setting uses /apply-for-finance.
    finance: { path: "/apply-for-finance" },
  },
});
