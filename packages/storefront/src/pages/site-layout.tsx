// The [site] layout (docs/architecture.md 'A request, end to end', step 2): loads the site config,
// sets lang, the template's scope class and the dealer's tokens, header and footer,
// and gives every lead form of the site its Turnstile widget config (issue 14).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import {
  SiteFooter,
  SiteFooterAddress,
  SiteFooterBottom,
  SiteFooterColumns,
  SiteFooterCopyright,
  SiteFooterDetails,
  SiteFooterLegal,
  SiteFooterLicences,
} from "@forecourt/ui/site-footer";
import { SelectiveHydration } from "@forecourt/ui/selective-hydration";
import { AppFramework } from "../framework";
import { storefrontEnv } from "../env";
import { turnstileWidgetFor } from "../integrations/turnstile/turnstile";
import { TurnstileProvider } from "../integrations/turnstile/turnstile-context";
import { VisitTracker } from "../forms/visit-tracker";
import { StorefrontHeader } from "../shell/site-chrome";
import { brandStyle, siteIcon } from "../shell/branding";
import { footerNavigation, headerNavigation } from "../shell/navigation";
import { requireSite, type SiteParams } from "../shell/site-params";
import { tagSitePages } from "../tenant/site-pages-tag";
import type { SiteContext } from "../tenant/site";
import type { TemplateDefinition } from "../tenant/template";

/**
 * A site's whole document: lang, the template's scope class, the dealer's tokens,
 * header and footer around the page. The [site] layout renders it for every page,
 * and the not-found document (pages/not-found-document.tsx) around a 404's body.
 */
export async function SiteDocument({ site, template, children }: { site: SiteContext; template: TemplateDefinition; children: ReactNode }) {
  const now = new Date();
  const items = await headerNavigation(site, now);
  const footer = footerNavigation(site);
  const { config } = site;
  const turnstile = turnstileWidgetFor(config, storefrontEnv().FORECOURT_TURNSTILE_SCRIPT_URL);
  return (
    <html lang={site.region.locale} className={template.themeClass} data-template={template.id}>
      <body style={brandStyle(config.branding)} data-site={config.slug} className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        <AppFramework>
          <VisitTracker />
          {/* The header, the page and the footer hydrate apart (docs/performance.md 'Hydration in parts'). */}
          <SelectiveHydration>
            <StorefrontHeader
              name={config.name}
              logoUrl={config.branding.logo_url}
              items={items}
              openOn={config.features.menuOpensOn}
              phone={config.phone}
              locale={site.region.locale}
              accounts={config.features.watchlist || config.features.signInGate}
            />
          </SelectiveHydration>
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {/* Lead forms live in pages and their dialogs, never in the header or footer. */}
            <SelectiveHydration>
              <TurnstileProvider config={turnstile}>{children}</TurnstileProvider>
            </SelectiveHydration>
          </main>
          <SelectiveHydration>
            <SiteFooter>
              <SiteFooterColumns columns={footer.columns} />
              <SiteFooterDetails>
                <SiteFooterAddress name={config.name} lines={[`${config.address.city} ${config.address.state.toUpperCase()}`]} phone={config.phone} />
                <SiteFooterLicences dealerships={config.dealerships.filter((dealership) => !dealership.hidden)} />
              </SiteFooterDetails>
              <SiteFooterBottom>
                <SiteFooterLegal links={footer.legal} />
                <SiteFooterCopyright year={now.getFullYear()} holder={config.name} />
              </SiteFooterBottom>
            </SiteFooter>
          </SelectiveHydration>
        </AppFramework>
      </body>
    </html>
  );
}

/** The metadata every page of a site inherits: its title pattern, description and icon. */
export function siteMetadata(site: SiteContext): Metadata {
  return {
    title: { default: site.config.name, template: `%s | ${site.config.name}` },
    description: site.config.labels.tagline ?? `New, demo and used cars from ${site.config.name} in ${site.config.address.city}.`,
    icons: { icon: siteIcon(site.config.name, site.config.branding) },
  };
}

export function createSiteLayout(template: TemplateDefinition) {
  async function SiteLayout({ children, params }: SiteParams & { children: ReactNode }) {
    const site = await requireSite(params, template);
    // Every page of the site carries its tag, so refreshSite can regenerate them all (issue 15).
    await tagSitePages((await params).site);
    return (
      <SiteDocument site={site} template={template}>
        {children}
      </SiteDocument>
    );
  }

  async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
    return siteMetadata(await requireSite(params, template));
  }

  return { SiteLayout, generateMetadata };
}
