// Templates come from the template registry (issue 15): each app binds its entry, and
// the apps folder and the registry agree on every template's id and port.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { templateEntry, templateRegistry } from "@forecourt/domain";
import { defineTemplate, templateDefinition } from "./template";

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../apps");
const apps = fs.readdirSync(appsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith(".")).map((entry) => entry.name);

describe("templateDefinition", () => {
  it("is the registry's entry for the template: id, label, scope class and defaults", () => {
    for (const entry of templateRegistry) {
      expect(templateDefinition(entry.id)).toEqual({ id: entry.id, label: entry.label, themeClass: `template-${entry.id}`, defaults: entry.defaults });
    }
    // spec 2.3: the Toyota template's promotional cards at 8 and 17, from the registry.
    expect(templateDefinition("toyota").defaults.search?.promoPositions).toEqual([8, 17]);
  });

  it("keeps defineTemplate for a definition written by hand (tests)", () => {
    const definition = { id: "generic", label: "Generic", themeClass: "template-generic", defaults: {} } as const;
    expect(defineTemplate(definition)).toBe(definition);
  });
});

describe("the template apps and the template registry (issue 15)", () => {
  it("has an app for every registry entry, and a registry entry for every app", () => {
    expect([...apps].sort()).toEqual(templateRegistry.map((entry) => entry.id).sort());
  });

  it.each(apps)("apps/%s binds its own registry entry in template.ts", (app) => {
    const source = fs.readFileSync(path.join(appsDir, app, "template.ts"), "utf8");
    expect(source).toContain(`export const template = templateDefinition(${JSON.stringify(app)});`);
  });

  it.each(apps)("apps/%s takes its port from the registry: its package.json names none, and differs from the generic app's only by name", (app) => {
    const read = (name: string) => JSON.parse(fs.readFileSync(path.join(appsDir, name, "package.json"), "utf8")) as { name: string; scripts: Record<string, string> };
    const { name, ...rest } = read(app);
    expect(name).toBe(`@forecourt/app-${app}`);
    expect(rest.scripts).toMatchObject({ dev: "forecourt-serve --dev", start: "forecourt-serve" });
    const { name: _generic, ...generic } = read("generic");
    expect(rest).toEqual(generic);
  });

  it.each(apps)("apps/%s's theme.css styles its scope class", (app) => {
    expect(fs.readFileSync(path.join(appsDir, app, "theme.css"), "utf8")).toContain(`.${templateEntry(app).themeClass} {`);
  });
});
