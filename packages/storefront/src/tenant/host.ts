// The request's host selects the site: {slug}.localhost in the demo and
// development, a configured domain always, and the bare host shows the directory
// of demo sites. In a production deployment (FORECOURT_DEPLOYMENT=production) only
// configured domains answer: no directory, no {slug}.localhost. Pure, so the
// proxy, the route handlers and the tests share it.

export type Deployment = "demo" | "production";

export type HostTarget = { kind: "site"; key: string } | { kind: "directory" } | { kind: "invalid" };

const directoryHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const hostname = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** Lowercased hostname without the port; IPv6 literals keep their brackets. */
export function hostnameOf(host: string | null | undefined): string {
  const value = (host ?? "").trim().toLowerCase();
  if (value.startsWith("[")) return value.slice(0, value.indexOf("]") + 1);
  return value.split(":")[0] ?? "";
}

export function hostTarget(host: string | null | undefined, deployment: Deployment = "demo"): HostTarget {
  const name = hostnameOf(host);
  if (directoryHosts.has(name)) return deployment === "demo" ? { kind: "directory" } : { kind: "invalid" };
  if (!hostname.test(name) || name.length > 253) return { kind: "invalid" };
  return { kind: "site", key: name };
}

/**
 * How a site key (the `[site]` segment) is looked up: a slug under .localhost (in
 * the demo only), else a domain.
 */
export function siteLookup(key: string, deployment: Deployment = "demo"): { by: "slug"; slug: string } | { by: "domain"; hostname: string } | null {
  let name: string;
  try {
    name = decodeURIComponent(key).toLowerCase();
  } catch {
    return null;
  }
  if (!hostname.test(name)) return null;
  if (name === "localhost" || name.endsWith(".localhost")) {
    // The bare host is the directory, never a site.
    if (deployment !== "demo" || name === "localhost") return null;
    const slug = name.slice(0, -".localhost".length);
    return slug.includes(".") ? null : { by: "slug", slug };
  }
  return { by: "domain", hostname: name };
}

/** The public URL of a demo site served by its template's app. */
export function demoSiteUrl(slug: string, templateOrigin: string): string {
  const origin = new URL(templateOrigin);
  return `${origin.protocol}//${slug}.localhost${origin.port ? `:${origin.port}` : ""}/`;
}
