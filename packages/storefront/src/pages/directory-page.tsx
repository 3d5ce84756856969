// The bare host's directory of demo sites (issue: 'the directory page lists the
// demo sites'), each linked on the app of its template.
import type { ReactNode } from "react";
import { getDatabase, listSites } from "@forecourt/db";
import { SiteDirectory } from "@forecourt/ui/site-directory";
import { templateOrigins } from "../env";
import { demoSiteUrl } from "../tenant/host";

export function DirectoryLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <body className="min-h-dvh bg-muted text-foreground antialiased">{children}</body>
    </html>
  );
}

export async function DirectoryPage() {
  const { db } = await getDatabase();
  const origins = templateOrigins();
  const sites = await listSites(db);
  return (
    <main id="main-content" className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">Forecourt demo sites</h1>
      <p className="mt-2 text-muted-foreground">Every dealer site below is served by the app of its brand template, chosen by its host name.</p>
      <SiteDirectory
        className="mt-8"
        sites={sites.flatMap((site) => {
          const origin = origins[site.template];
          return origin ? [{ slug: site.slug, name: site.name, template: site.template, region: site.region, url: demoSiteUrl(site.slug, origin), location: [site.city, site.state].filter(Boolean).join(", ") }] : [];
        })}
      />
    </main>
  );
}

export const directoryMetadata = { title: "Forecourt demo sites" };
