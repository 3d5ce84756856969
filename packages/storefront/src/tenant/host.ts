// The request's host selects the site (ARCHITECTURE.md 'A request, end to end'):
// {slug}.localhost in development, a configured domain in production, and the
// bare host shows the directory of demo sites. Pure, so the proxy and tests share it.

export type HostTarget = { kind: "site"; key: string } | { kind: "directory" } | { kind: "invalid" };

const directoryHosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
const hostname = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** Lowercased hostname without the port; IPv6 literals keep their brackets. */
export function hostnameOf(host: string | null | undefined): string {
  const value = (host ?? "").trim().toLowerCase();
  if (value.startsWith("[")) return value.slice(0, value.indexOf("]") + 1);
  return value.split(":")[0] ?? "";
}

export function hostTarget(host: string | null | undefined): HostTarget {
  const name = hostnameOf(host);
  if (directoryHosts.has(name)) return { kind: "directory" };
  if (!hostname.test(name) || name.length > 253) return { kind: "invalid" };
  return { kind: "site", key: name };
}

/** How a site key (the `[site]` segment) is looked up: a slug under .localhost, else a domain. */
export function siteLookup(key: string): { by: "slug"; slug: string } | { by: "domain"; hostname: string } | null {
  const name = decodeURIComponent(key).toLowerCase();
  if (!hostname.test(name)) return null;
  if (name.endsWith(".localhost")) {
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
