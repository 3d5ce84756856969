// Header and footer menus from the site config (spec 2.2). Dynamic items (the
// Vehicles and Our Stock dropdowns) are filled from the site's listed stock.
import type { FooterColumn, HeaderItem, MenuLink } from "@forecourt/domain";
import { getDatabase, newModelCounts, stockCountsByType } from "@forecourt/db";
import type { SiteContext } from "../tenant/site";
import { siteCopy } from "./copy";

export type NavItem = { kind: "link"; label: string; href: string } | { kind: "menu"; label: string; items: MenuLink[] };

export function slugPart(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** spec 3 blogs.count: a site without posts links no blog (its /blog is a 404). */
export function linkShown(site: SiteContext): (link: MenuLink) => boolean {
  const hasBlog = site.config.blogs.count > 0;
  return (link) => hasBlog || !/^\/blog(?:[/?#]|$)/.test(link.href);
}

export async function headerNavigation(site: SiteContext, now: Date): Promise<NavItem[]> {
  const copy = siteCopy(site);
  const shown = linkShown(site);
  const needsModels = site.config.navigation.header.some((item) => item.kind === "dynamic" && item.source === "models");
  const needsStock = site.config.navigation.header.some((item) => item.kind === "dynamic" && item.source === "stock");
  const { db } = await getDatabase();
  const [models, stock] = await Promise.all([
    needsModels ? newModelCounts(db, site.config, now) : Promise.resolve([]),
    needsStock ? stockCountsByType(db, site.config, now) : Promise.resolve(null),
  ]);
  return site.config.navigation.header.map((item: HeaderItem): NavItem => {
    if (item.kind === "link") return { kind: "link", label: copy(item.label), href: item.href };
    if (item.kind === "menu") return { kind: "menu", label: copy(item.label), items: item.items.filter(shown).map((link) => ({ label: copy(link.label), href: link.href })) };
    if (item.source === "models") {
      const items = models.map((model) => ({ label: `${model.make} ${model.model}`, href: `/search/${slugPart(model.make)}/${slugPart(model.model)}` }));
      return { kind: "menu", label: copy(item.label), items: [...items, { label: "All new cars", href: "/search/new-cars" }] };
    }
    const counts = stock ?? { new: 0, used: 0, demo: 0 };
    const total = counts.new + counts.used + counts.demo;
    return {
      kind: "menu",
      label: copy(item.label),
      items: [
        { label: `All stock (${total})`, href: item.href },
        ...(counts.new > 0 ? [{ label: `New cars (${counts.new})`, href: "/search/new-cars" }] : []),
        ...(counts.demo > 0 ? [{ label: `Demo cars (${counts.demo})`, href: "/search/demo-cars" }] : []),
        ...(counts.used > 0 ? [{ label: `Used cars (${counts.used})`, href: "/search/used-cars" }] : []),
      ],
    };
  });
}

export function footerNavigation(site: SiteContext): { columns: FooterColumn[]; legal: MenuLink[] } {
  const copy = siteCopy(site);
  const localize = (link: MenuLink) => ({ label: copy(link.label), href: link.href });
  const shown = linkShown(site);
  return {
    columns: site.config.navigation.footer.map((column) => ({ title: copy(column.title), links: column.links.filter(shown).map(localize) })),
    legal: site.config.navigation.legal.map(localize),
  };
}
