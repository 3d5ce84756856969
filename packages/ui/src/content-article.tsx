import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { type ContentBlock, type ContentLink, type ContentQuestion, type ContentSection, localizeSpelling } from "@forecourt/domain";
import { buttonVariants } from "./button";
import { FrameworkLink } from "./framework";
import { ChevronDownIcon, ChevronRightIcon } from "./icons";
import { cn } from "./lib/cn";

// A content page's article (spec 2.1 service, company, legal and protection-plan
// pages): a readable measure, headings that outline the page, lists, questions as
// native <details> disclosures (no script: they work before hydration and with
// find-in-page), and calls to action as buttons. No hooks here: it renders as a
// server component; only its links are client leaves.

function spell(text: string, locale: string | undefined): string {
  return locale ? localizeSpelling(text, locale) : text;
}

export const contentArticleVariants = cva("mx-auto flex w-full flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12", {
  variants: {
    /** `text`: one column at a readable measure; `wide`: room for a grid of cards (a brand page's offers), text still kept to its measure. */
    width: { text: "max-w-3xl", wide: "max-w-5xl" },
  },
  defaultVariants: { width: "text" },
});

export type ContentArticleProps = React.ComponentProps<"article"> & VariantProps<typeof contentArticleVariants>;

/** The article: the header, then its sections. */
export function ContentArticle({ width, className, ...props }: ContentArticleProps) {
  return <article data-slot="content-article" data-variant={width ?? "text"} className={cn(contentArticleVariants({ width }), className)} {...props} />;
}

export interface BreadcrumbItem {
  label: string;
  href: string;
}

export type ContentBreadcrumbsProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** The pages above this one, home first; the current page comes last as `current`. */
  items: ReadonlyArray<BreadcrumbItem>;
  current: string;
};

/** Where the page sits: Home › Warranty, in a "Breadcrumb" navigation landmark. */
export function ContentBreadcrumbs({ items, current, className, "aria-label": ariaLabel = "Breadcrumb", ...props }: ContentBreadcrumbsProps) {
  return (
    <nav data-slot="content-breadcrumbs" aria-label={ariaLabel} className={cn("text-sm text-muted-foreground", className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item) => (
          <li key={item.href} className="flex items-center gap-1">
            <FrameworkLink href={item.href} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-foreground hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              {item.label}
            </FrameworkLink>
            <ChevronRightIcon aria-hidden="true" className="size-3.5" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="text-foreground">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

export type ContentArticleHeaderProps = Omit<React.ComponentProps<"header">, "title"> & {
  title: string;
  /** The lead paragraph under the title. */
  summary?: string | null;
  /** 'Last updated 3 October 2026' or 'Effective 1 July 2026', already formatted. */
  meta?: React.ReactNode;
  locale?: string;
};

export function ContentArticleHeader({ title, summary, meta, locale, className, children, ...props }: ContentArticleHeaderProps) {
  return (
    <header data-slot="content-article-header" className={cn("flex flex-col gap-3 border-b border-border pb-6", className)} {...props}>
      {children}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{spell(title, locale)}</h1>
      {summary ? <p className="max-w-prose text-lg text-pretty text-muted-foreground">{spell(summary, locale)}</p> : null}
      {meta ? (
        <p data-slot="content-article-meta" className="text-sm text-muted-foreground">
          {meta}
        </p>
      ) : null}
    </header>
  );
}

export type ContentArticleSectionProps = Omit<React.ComponentProps<"section">, "title"> & {
  /** The section's h2; a section without one continues the introduction. */
  heading?: string | null;
  /** The heading's id, for links to the section (#whats-covered) and the section's name. */
  headingId?: string;
  locale?: string;
};

export function ContentArticleSection({ heading, headingId, locale, className, children, ...props }: ContentArticleSectionProps) {
  return (
    <section data-slot="content-article-section" aria-labelledby={heading && headingId ? headingId : undefined} className={cn("flex scroll-mt-24 flex-col gap-4", className)} {...props}>
      {heading ? (
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-balance">
          {spell(heading, locale)}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

export function ContentParagraph({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="content-paragraph" className={cn("max-w-prose text-base/7 text-pretty", className)} {...props} />;
}

export type ContentListProps = Omit<React.ComponentProps<"ul">, "children"> & { items: ReadonlyArray<string>; locale?: string };

/** A bullet list; each item may start 'Label: text', and the label is set in bold. */
export function ContentList({ items, locale, className, ...props }: ContentListProps) {
  return (
    <ul data-slot="content-list" className={cn("flex max-w-prose list-disc flex-col gap-2 ps-6 text-base/7 marker:text-primary", className)} {...props}>
      {items.map((item, index) => {
        const text = spell(item, locale);
        // A short lead-in before the first colon reads as the item's label.
        const colon = text.indexOf(": ");
        const labelled = colon > 0 && colon <= 40;
        return (
          <li key={index} className="ps-1">
            {labelled ? (
              <>
                <strong className="font-semibold">{text.slice(0, colon)}:</strong> {text.slice(colon + 2)}
              </>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}

export type ContentFaqProps = Omit<React.ComponentProps<"div">, "children"> & { items: ReadonlyArray<ContentQuestion>; locale?: string };

/** Questions and answers, each a native disclosure (closed until asked). */
export function ContentFaq({ items, locale, className, ...props }: ContentFaqProps) {
  return (
    <div data-slot="content-faq" className={cn("divide-y divide-border rounded-lg border border-border", className)} {...props}>
      {items.map((item, index) => (
        <details key={index} data-slot="content-faq-item" className="group">
          <summary
            className={cn(
              "flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-base font-semibold [&::-webkit-details-marker]:hidden",
              "hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
            )}
          >
            <span>{spell(item.question, locale)}</span>
            <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <p className="max-w-prose px-4 pb-4 text-base/7 text-pretty text-muted-foreground">{spell(item.answer, locale)}</p>
        </details>
      ))}
    </div>
  );
}

export type ContentCallToActionProps = Omit<React.ComponentProps<"div">, "children"> & {
  text?: string | null;
  /** The first link is the main action; the others are outlined. */
  links: ReadonlyArray<ContentLink>;
  locale?: string;
};

export function ContentCallToAction({ text, links, locale, className, ...props }: ContentCallToActionProps) {
  return (
    <div data-slot="content-cta" className={cn("flex flex-col gap-4 rounded-lg bg-muted p-5 sm:p-6", className)} {...props}>
      {text ? <p className="text-base/7 font-medium text-pretty">{spell(text, locale)}</p> : null}
      <div className="flex flex-wrap gap-3">
        {links.map((link, index) => (
          <FrameworkLink key={link.href} href={link.href} className={buttonVariants({ intent: index === 0 ? "primary" : "outline", layout: "wrap" })}>
            {spell(link.label, locale)}
          </FrameworkLink>
        ))}
      </div>
    </div>
  );
}

function ContentBlockView({ block, locale }: { block: ContentBlock; locale?: string }) {
  switch (block.kind) {
    case "paragraph":
      return <ContentParagraph>{spell(block.text, locale)}</ContentParagraph>;
    case "list":
      return <ContentList items={block.items} locale={locale} />;
    case "faq":
      return <ContentFaq items={block.items} locale={locale} />;
    case "cta":
      return <ContentCallToAction text={block.text} links={block.links} locale={locale} />;
  }
}

/** 'What's covered' -> 'whats-covered', unique within the page. */
function headingIds(headings: ReadonlyArray<string | null>): Array<string | undefined> {
  const used = new Set<string>();
  return headings.map((heading) => {
    if (!heading) return undefined;
    const base = heading.toLowerCase().replace(/['’]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "section";
    let id = base;
    for (let count = 2; used.has(id); count++) id = `${base}-${count}`;
    used.add(id);
    return id;
  });
}

export type ContentSectionsProps = { sections: ReadonlyArray<ContentSection>; locale?: string };

/** A stored page's body (domain's ContentSection list), each section with its heading and blocks. */
export function ContentSections({ sections, locale }: ContentSectionsProps) {
  const ids = headingIds(sections.map((entry) => entry.heading));
  return (
    <div data-slot="content-sections" className="flex flex-col gap-10">
      {sections.map((entry, index) => (
        <ContentArticleSection key={index} heading={entry.heading} headingId={ids[index]} locale={locale}>
          {entry.blocks.map((block, blockIndex) => (
            <ContentBlockView key={blockIndex} block={block} locale={locale} />
          ))}
        </ContentArticleSection>
      ))}
    </div>
  );
}
