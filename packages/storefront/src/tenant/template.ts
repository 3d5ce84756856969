// A template is an app plus a scope class that styles the shared components'
// slots, and the defaults its sites start from (docs/architecture.md 'Tenancy and templates').
import type { TemplateDefaults, TemplateId } from "@forecourt/domain";

export interface TemplateDefinition {
  id: TemplateId;
  /** Shown in the demo directory. */
  label: string;
  /** Scope class on <body>; the app's theme.css sets tokens under it. */
  themeClass: `template-${string}`;
  defaults: TemplateDefaults;
}

export function defineTemplate(template: TemplateDefinition): TemplateDefinition {
  return template;
}
