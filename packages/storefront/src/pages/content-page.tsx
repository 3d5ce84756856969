// Content pages (spec 2.1): the service and company pages (/warranty,
// /roadside-assistance, /prepaid-maintenance-plan, /diamond-advantage, /buying),
// /pages/{page}, the legal pages (/terms-and-conditions/, /privacy-policy) and one
// dealer group's protection-plan pages. The article is the site's own row in
// content_pages; a path the site has no published row for is a real 404. The
// proxy has already settled the spelling (canonicalPath: /terms-and-conditions/
// with the slash, /pages/warranty either way), so the page reads the key alone.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { type ContentPage, formatLongDate, isContentPagePath, siteTimeZone } from "@forecourt/domain";
import { findContentPage, getDatabase } from "@forecourt/db";
import { ContentArticle, ContentArticleHeader, ContentBreadcrumbs, ContentSections } from "@forecourt/ui/content-article";
import { siteCopy } from "../shell/copy";
import { requireSite } from "../shell/site-params";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";

interface ContentPageProps {
  /** `page` is the /pages/[page] segment; routes with a fixed path have none. */
  params: Promise<{ site: string; page?: string }>;
}

/** One read per request, shared by the page and its metadata. */
const loadContentPage = cache(async (siteId: number, path: string): Promise<ContentPage | null> => {
  if (!isContentPagePath(path)) return null;
  const { db } = await getDatabase();
  return findContentPage(db, { id: siteId }, path);
});

function lastUpdated(page: ContentPage, site: SiteContext) {
  const date = new Date(page.updated_at);
  const text = formatLongDate(date, site.region.locale, siteTimeZone(site.config.region, site.config.state));
  return (
    <>
      {page.kind === "legal" ? "Effective" : "Last updated"} <time dateTime={page.updated_at}>{text}</time>
    </>
  );
}

/**
 * The page factory every content route binds: with `path` for a route of its own
 * ('/warranty'), without it for /pages/[page].
 */
export function createContentPage(template: TemplateDefinition, path?: string) {
  async function resolve(params: ContentPageProps["params"]) {
    const site = await requireSite(params, template);
    const { page: segment } = await params;
    const key = path ?? `/pages/${segment ?? ""}`;
    const page = await loadContentPage(site.config.id, key);
    if (!page) notFound();
    return { site, page };
  }

  async function ContentPageView({ params }: ContentPageProps) {
    const { site, page } = await resolve(params);
    const copy = siteCopy(site);
    return (
      <ContentArticle data-page-kind={page.kind}>
        <ContentArticleHeader title={page.title} summary={page.summary} meta={lastUpdated(page, site)} locale={site.region.locale}>
          <ContentBreadcrumbs items={[{ label: "Home", href: "/" }]} current={copy(page.title)} />
        </ContentArticleHeader>
        <ContentSections sections={page.sections} locale={site.region.locale} />
      </ContentArticle>
    );
  }

  async function generateMetadata({ params }: ContentPageProps): Promise<Metadata> {
    const { site, page } = await resolve(params);
    const copy = siteCopy(site);
    // The layout's title template adds the site's name once: 'Warranty | Sunshine Toyota'.
    return { title: copy(page.title), description: copy(page.summary) };
  }

  return { ContentPage: ContentPageView, generateMetadata };
}
