"use client";
// The error boundary of a site's pages (app/[site]/error.tsx) and of the site
// layout itself (app/error.tsx, which must bring its own <html>).
import { useEffect } from "react";
import { Button } from "@forecourt/ui/button";
import { PageState, PageStateActions, PageStateCode, PageStateMessage, PageStateTitle } from "@forecourt/ui/page-state";

interface ErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

function ErrorPanel({ error, reset }: ErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <PageState intent="error" className="py-16">
      <PageStateCode>500</PageStateCode>
      <PageStateTitle>Something went wrong on our side</PageStateTitle>
      <PageStateMessage>{`Please try again. If it keeps happening, call the dealership and quote reference ${error.digest ?? "unknown"}.`}</PageStateMessage>
      <PageStateActions>
        <Button type="button" onClick={reset}>
          Try again
        </Button>
      </PageStateActions>
    </PageState>
  );
}

export function SiteErrorPage(props: ErrorProps) {
  return <ErrorPanel {...props} />;
}

export function RootErrorPage(props: ErrorProps) {
  return (
    <html lang="en-AU">
      <body className="flex min-h-dvh flex-col bg-background text-foreground antialiased">
        <title>Something went wrong</title>
        <main id="main-content" className="flex flex-1 items-center">
          <ErrorPanel {...props} />
        </main>
      </body>
    </html>
  );
}
