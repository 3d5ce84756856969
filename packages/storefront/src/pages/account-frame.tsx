// What the shopper account pages share (issue 16): their props, that they are never
// indexed, whether a site has accounts, and their frame. A module of its own with no
// client components, so each page's module ships only its own client code (a route
// ships the client code of every client component its page's module imports: issue 20).
import type { Metadata } from "next";
import type { SiteContext } from "../tenant/site";

export interface AccountPageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const hidden = { robots: { index: false, follow: false } } satisfies Metadata;

export function hasAccounts(site: SiteContext): boolean {
  return site.config.features.watchlist || site.config.features.signInGate;
}

export function PageFrame({ title, intro, children, width = "max-w-5xl" }: { title?: string; intro?: string; children: React.ReactNode; width?: string }) {
  return (
    <div className={`mx-auto flex w-full ${width} flex-col gap-6 px-4 py-8`}>
      {title ? (
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          {intro ? <p className="mt-1 text-muted-foreground">{intro}</p> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}
