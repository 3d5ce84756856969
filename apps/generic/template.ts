// The generic template: multi-brand dealer groups, and any site without a brand app.
import { defineTemplate } from "@forecourt/storefront/tenant/template";

export const template = defineTemplate({
  id: "generic",
  label: "Generic",
  themeClass: "template-generic",
  defaults: {
    features: { menuOpensOn: "click", favourites: true },
  },
});
