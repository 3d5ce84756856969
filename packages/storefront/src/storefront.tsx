// What a template app mounts: every shared page, bound to the app's template.
// An app's route files are one-line re-exports of these (ARCHITECTURE.md).
import { createHomePage } from "./pages/home-page";
import { createSiteLayout } from "./pages/site-layout";
import type { TemplateDefinition } from "./tenant/template";

export function createStorefront(template: TemplateDefinition) {
  const layout = createSiteLayout(template);
  return {
    template,
    SiteLayout: layout.SiteLayout,
    generateSiteMetadata: layout.generateMetadata,
    HomePage: createHomePage(template),
  };
}

export type Storefront = ReturnType<typeof createStorefront>;
