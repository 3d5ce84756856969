// Ports and folder of the end-to-end stack: away from the demo's 3000-3002 and 54320.
export const e2eStack = {
  dataDir: ".data/e2e",
  dbPort: 54330,
  ports: [4100, 4101, 4102] as const,
  templates: ["generic", "toyota", "nissan"] as const,
};

export const e2eDatabaseUrl = `postgres://postgres@127.0.0.1:${e2eStack.dbPort}/postgres`;

export function siteOrigin(slug: string, template: (typeof e2eStack.templates)[number]): string {
  return `http://${slug}.localhost:${e2eStack.ports[e2eStack.templates.indexOf(template)]}`;
}

/** The token the end-to-end stack's apps accept on POST /api/revalidate (issue 7). */
export const e2eRevalidateToken = "e2e-revalidate-token-0123456789";

/** Every app process of the end-to-end stack, as refreshCars and refreshSite call them (issue 15). */
export const e2eAppOrigins = e2eStack.templates.map((template, index) => ({ template, origin: `http://localhost:${e2eStack.ports[index]}` }));
