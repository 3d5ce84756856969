// This app renders the sites whose config says template: "toyota"; its label, scope class
// and defaults are that entry of the template registry (packages/domain/src/template-registry.ts).
import { templateDefinition } from "@forecourt/storefront/tenant/template";

export const template = templateDefinition("toyota");
