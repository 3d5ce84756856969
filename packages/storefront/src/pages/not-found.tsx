// 404s: inside a known site (styled by its template, with its header and footer),
// and for an unknown host (a standalone page: there is no site to dress it in).
// The boundaries (SiteNotFound, UnknownHostNotFound) draw a 404 met in a client-side
// navigation; the not-found documents (not-found-document.tsx) draw the first load's,
// on the server (http/not-found-document.ts says why both).
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

function StandaloneNotFound({ title, heading, message }: { title: string; heading: string; message: string }) {
  const directory = `${templateOrigins().generic ?? "http://localhost:3000"}/`;
  return (
    <html lang="en-AU">
      <body className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        {/* React hoists a <title> into the head; this page has no site metadata to inherit. */}
        <title>{title}</title>
        <main id="main-content" className="flex flex-1 items-center">
          <PageState intent="not-found" className="py-16">
            <PageStateCode>404</PageStateCode>
            <PageStateTitle>{heading}</PageStateTitle>
            <PageStateMessage>{message}</PageStateMessage>
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

export function UnknownHostNotFound() {
  return (
    <StandaloneNotFound
      title="No dealer site at this address"
      heading="No dealer site lives at this address"
      message="Check the address, or open the directory of Forecourt sites."
    />
  );
}

/** The not-found document of the directory's host (not-found-document/page.tsx): any path but "/". */
export function DirectoryPathNotFound() {
  return <StandaloneNotFound title="Page not found" heading="We couldn't find that page" message="This address serves only the directory of Forecourt sites." />;
}
