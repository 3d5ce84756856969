// A template is an app plus a scope class that styles the shared components'
// slots, and the defaults its sites start from (docs/architecture.md 'Tenancy and templates').
// Each is an entry of @forecourt/domain's template registry; an app's template.ts is
// `export const template = templateDefinition("{id}");`.
import { type TemplateDefaults, templateEntry, type TemplateId } from "@forecourt/domain";

export interface TemplateDefinition {
  id: TemplateId;
  /** Shown in the demo directory. */
  label: string;
  /** Scope class on <html>; the app's theme.css sets tokens under it. */
  themeClass: `template-${string}`;
  defaults: TemplateDefaults;
}

export function defineTemplate(template: TemplateDefinition): TemplateDefinition {
  return template;
}

/** The registry's template `id`, as the pages and route handlers of its app take it. */
export function templateDefinition(id: TemplateId): TemplateDefinition {
  const { label, themeClass, defaults } = templateEntry(id);
  return defineTemplate({ id, label, themeClass, defaults });
}
