// 404s: inside a known site (styled by its template, with its header and footer),
// and for an unknown host (a standalone page: there is no site to dress it in).
import { notFound } from "next/navigation";
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { PageState, PageStateActions, PageStateCode, PageStateMessage, PageStateTitle } from "@forecourt/ui/page-state";
import { templateOrigins } from "../env";

/** Any path a site does not have ([site]/[...rest]): the site's own 404, inside its layout. */
export function UnknownSitePath(): never {
  notFound();
}

export function SiteNotFound() {
  return (
    <PageState intent="not-found" className="py-16">
      <PageStateCode>404</PageStateCode>
      <PageStateTitle>We couldn&apos;t find that page</PageStateTitle>
      <PageStateMessage>The page may have moved, or the car may have been sold. Try our stock or head back home.</PageStateMessage>
      <PageStateActions>
        <Button asChild>
          <FrameworkLink href="/">Back to home</FrameworkLink>
        </Button>
        <Button asChild intent="outline">
          <FrameworkLink href="/cars/">Browse our stock</FrameworkLink>
        </Button>
      </PageStateActions>
    </PageState>
  );
}

export function UnknownHostNotFound() {
  const directory = `${templateOrigins().generic ?? "http://localhost:3000"}/`;
  return (
    <html lang="en-AU">
      <body className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        {/* React hoists a <title> into the head; this page has no site metadata to inherit. */}
        <title>No dealer site at this address</title>
        <main id="main-content" className="flex flex-1 items-center">
          <PageState intent="not-found" className="py-16">
            <PageStateCode>404</PageStateCode>
            <PageStateTitle>No dealer site lives at this address</PageStateTitle>
            <PageStateMessage>Check the address, or open the directory of Forecourt sites.</PageStateMessage>
            <PageStateActions>
              <Button asChild>
                <a href={directory}>Open the site directory</a>
              </Button>
            </PageStateActions>
          </PageState>
        </main>
      </body>
    </html>
  );
}
