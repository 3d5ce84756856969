// 404s: inside a known site (styled by its template, with its header and footer),
// and for an unknown host (a standalone page: there is no site to dress it in).
import { Button } from "@forecourt/ui/button";
import { FrameworkLink } from "@forecourt/ui/framework";
import { PageState } from "@forecourt/ui/page-state";
import { templateOrigins } from "../env";

export function SiteNotFound() {
  return (
    <PageState
      code="404"
      title="We couldn't find that page"
      description="The page may have moved, or the car may have been sold. Try our stock or head back home."
      actions={
        <>
          <Button asChild>
            <FrameworkLink href="/">Back to home</FrameworkLink>
          </Button>
          <Button asChild intent="outline">
            <FrameworkLink href="/cars/">Browse our stock</FrameworkLink>
          </Button>
        </>
      }
    />
  );
}

export function UnknownHostNotFound() {
  const directory = `${templateOrigins().generic ?? "http://localhost:3000"}/`;
  return (
    <html lang="en-AU">
      <body className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        <main id="main-content" className="flex flex-1 items-center">
          <PageState
            code="404"
            title="No dealer site lives at this address"
            description="Check the address, or open the directory of Forecourt sites."
            actions={
              <Button asChild>
                <a href={directory}>Open the site directory</a>
              </Button>
            }
          />
        </main>
      </body>
    </html>
  );
}
