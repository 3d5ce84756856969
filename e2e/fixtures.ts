// Shared fixtures: the demo sites as the database lists them, and an axe check.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, test as base, type Page } from "@playwright/test";
import { createDatabase, listLeads, listMessages, listSites, type SiteSummary } from "@forecourt/db";
import { type SiteConfig, type TemplateId } from "@forecourt/domain";
import { e2eDatabaseUrl, siteOrigin } from "./stack-config";

let cached: SiteSummary[] | undefined;

export async function demoSites(): Promise<SiteSummary[]> {
  if (!cached) {
    const database = createDatabase(e2eDatabaseUrl, { max: 1 });
    try {
      cached = await listSites(database.db);
    } finally {
      await database.close();
    }
  }
  return cached;
}

export async function siteWhere(predicate: (site: SiteSummary) => boolean, description: string): Promise<SiteSummary> {
  const site = (await demoSites()).find(predicate);
  if (!site) throw new Error(`The demo data has no site that is ${description}`);
  return site;
}

/** WCAG 2.2 AA: every page a test visits is checked with axe. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // After a client-side navigation Next streams the new page's metadata after its
  // content, so the <title> can arrive a moment later: wait for it (a page that
  // never gets one still fails, here or in axe's document-title rule).
  await expect(page, "the page has a title").toHaveTitle(/\S/);
  // A dialog or menu fading in is part-transparent until its animation ends, and axe
  // would read its text's contrast against what shows through: let finite animations end.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
}

export const test = base;
export { expect };

/** Runs `work` on a connection of its own to the end-to-end stack's database. */
export async function withDatabase<T>(work: (db: ReturnType<typeof createDatabase>["db"]) => Promise<T>): Promise<T> {
  const database = createDatabase(e2eDatabaseUrl, { max: 1 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** A demo site's full config (with its template's defaults unapplied: what is stored). */
export async function storedConfig(slug: string) {
  const { findSiteBySlug } = await import("@forecourt/db");
  const database = createDatabase(e2eDatabaseUrl, { max: 1 });
  try {
    return await findSiteBySlug(database.db, slug);
  } finally {
    await database.close();
  }
}

/**
 * A site's app on 127.0.0.1 with the site's Host header: Playwright's request
 * context does not resolve `*.localhost` the way browsers do.
 */
export function loopback(slug: string, template: TemplateId) {
  const origin = new URL(siteOrigin(slug, template));
  return { base: `http://127.0.0.1:${origin.port}`, host: origin.host };
}

/** GETs a path of a site on loopback without following redirects (the first HTML, as curl sees it). */
export async function fetchSitePage(request: APIRequestContext, slug: string, template: TemplateId, path: string) {
  const { base, host } = loopback(slug, template);
  return request.get(`${base}${path}`, { headers: { host }, maxRedirects: 0 });
}

/** The status a path ends at, following the site's own redirects (one spelling per page) on loopback. */
export async function finalStatus(request: APIRequestContext, slug: string, template: TemplateId, path: string): Promise<number> {
  let current = path;
  for (let hop = 0; hop < 4; hop++) {
    const response = await fetchSitePage(request, slug, template, current);
    const location = response.headers()["location"];
    if (response.status() < 300 || response.status() >= 400 || !location) return response.status();
    const next = new URL(location, "http://site.invalid");
    current = `${next.pathname}${next.search}`;
  }
  return 0;
}

/** The leads a journey sent from one address, as the site (a slug, or its config) stored them. */
export async function leadsByEmail(site: string | SiteConfig, email: string) {
  const config = typeof site === "string" ? await storedConfig(site) : site;
  if (!config) throw new Error(`no site ${String(site)}`);
  const database = createDatabase(e2eDatabaseUrl, { max: 1 });
  try {
    return (await listLeads(database.db, config, { limit: 1000 })).filter((lead) => lead.email === email);
  } finally {
    await database.close();
  }
}

let phoneCount = 0;

/**
 * A phone no other test uses, in the local format, and its E.164: 041 and seven
 * digits from the clock (every 041x number is a valid Australian mobile; other 04
 * ranges are not all valid, so a clock-made 0441 number failed validation).
 */
export function uniquePhone(): { typed: string; e164: string } {
  const digits = String((Date.now() + phoneCount++) % 1e7).padStart(7, "0");
  return { typed: `041${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`, e164: `+6141${digits}` };
}

export async function codeFromOutbox(config: SiteConfig, e164: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const messages = await withDatabase((db) => listMessages(db, config, { channel: "sms", limit: 20 }));
    code = /^(\d{6}) is your /.exec(messages.find((message) => message.recipient === e164)?.body ?? "")?.[1];
    expect(code, "a code in the outbox").toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}
