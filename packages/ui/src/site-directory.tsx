import * as React from "react";
import { cva } from "class-variance-authority";
import { type Region, templateEntry, type TemplateId } from "@forecourt/domain";
import { cn } from "./lib/cn";
import { ArrowRightIcon } from "./icons";
import { PageState, PageStateMessage, PageStateTitle } from "./page-state";

// No hooks here: the bare-host directory page renders this as a server component.

/** One demo site on the bare-host directory page (issue 2, item 6). */
export interface SiteDirectoryEntry {
  slug: string;
  name: string;
  template: TemplateId;
  region: Region;
  /** Where the site answers, e.g. http://brisbane-toyota.localhost:3001/ */
  url: string;
  /** Where the dealer is, e.g. "Brisbane, QLD". */
  location?: string | null;
}

export type SiteDirectoryProps = Omit<React.ComponentProps<"ul">, "children"> & {
  sites: ReadonlyArray<SiteDirectoryEntry>;
  /** Shown instead of the list when there are no sites. */
  empty?: React.ReactNode;
};

/** A card per site; each card is one link (to another host, so a plain <a>, not the framework's Link). */
export function SiteDirectory({ sites, empty, className, ...props }: SiteDirectoryProps) {
  if (sites.length === 0) {
    return (
      empty ?? (
        <PageState intent="empty" data-slot="site-directory-empty">
          <PageStateTitle asChild>
            <h2>No demo sites yet</h2>
          </PageStateTitle>
          <PageStateMessage>Seed the database, then reload this page.</PageStateMessage>
        </PageState>
      )
    );
  }
  return (
    <ul data-slot="site-directory" className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)} {...props}>
      {sites.map((site) => (
        <li key={site.slug} className="flex">
          <SiteDirectoryCard site={site} />
        </li>
      ))}
    </ul>
  );
}

export const templateBadgeVariants = cva("inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold", {
  variants: {
    template: {
      generic: "bg-indigo-100 text-indigo-900",
      toyota: "bg-red-100 text-red-900",
      nissan: "bg-slate-900 text-white",
      /** A template added since (pnpm create-template), until it is given a colour here. */
      other: "bg-muted text-foreground ring-1 ring-border ring-inset",
    },
  },
  defaultVariants: { template: "generic" },
});

type BadgeTemplate = NonNullable<Parameters<typeof templateBadgeVariants>[0]>["template"];

function badgeTemplate(template: TemplateId): BadgeTemplate {
  return template === "generic" || template === "toyota" || template === "nissan" ? template : "other";
}

function regionName(region: Region): string {
  return new Intl.DisplayNames(["en"], { type: "region" }).of(region) ?? region;
}

export type SiteDirectoryCardProps = Omit<React.ComponentProps<"article">, "children"> & { site: SiteDirectoryEntry };

export function SiteDirectoryCard({ site, className, ...props }: SiteDirectoryCardProps) {
  return (
    <article
      data-slot="site-directory-card"
      data-template={site.template}
      className={cn(
        "relative flex w-full min-w-0 flex-col gap-3 rounded-lg border border-border bg-background p-5 shadow-sm transition-shadow",
        "hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring",
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span data-slot="site-directory-template" className={templateBadgeVariants({ template: badgeTemplate(site.template) })}>
          {templateEntry(site.template).label}
        </span>
        <span data-slot="site-directory-region" className="text-xs font-medium text-muted-foreground">
          {regionName(site.region)}
        </span>
      </div>
      <h2 className="text-lg leading-snug font-semibold text-balance break-words">
        {/* The whole card is the target (after:inset-0); the name is the link's accessible name. */}
        <a href={site.url} data-slot="site-directory-link" className="outline-none after:absolute after:inset-0 after:rounded-lg hover:underline">
          {site.name}
        </a>
      </h2>
      {site.location ? <p className="text-sm text-muted-foreground">{site.location}</p> : null}
      <p className="mt-auto flex items-center gap-2 text-sm font-medium text-link">
        <span data-slot="site-directory-url" className="min-w-0 font-mono text-[0.8125rem] break-all">
          {site.url}
        </span>
        <ArrowRightIcon className="size-4" />
      </p>
    </article>
  );
}
