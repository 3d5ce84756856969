// Blog list parts (spec 2.1 /blog, spec 2.6 'Blog images are 375x375'): a post's
// card, the category links and the page links, all plain links so the list works
// without JavaScript. No hooks: renders on the server.
import type * as React from "react";
import { imageSizes, imageUrl } from "@forecourt/domain";
import { FrameworkLink } from "../framework";
import { cn } from "../lib/cn";

/** spec 2.6: the blog image, cropped square at 375 (and 750 for dense screens). */
export function BlogImage({ image, priority = false, className }: { image: string | null | undefined; priority?: boolean; className?: string }) {
  if (!image) return null;
  const { width, height } = imageSizes.blog;
  return (
    <img
      data-slot="blog-image"
      src={imageUrl(image, imageSizes.blog)}
      srcSet={`${imageUrl(image, imageSizes.blog)} 1x, ${imageUrl(image, { width: width * 2, height: height * 2, crop: true })} 2x`}
      alt=""
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("aspect-square w-full bg-muted object-cover", className)}
    />
  );
}

export interface BlogCardProps extends Omit<React.ComponentProps<"article">, "children"> {
  title: string;
  href: string;
  image?: string | null;
  category: string;
  /** The date as the site writes it, and as YYYY-MM-DD for the <time> element. */
  dateLabel: string;
  dateTime: string;
  excerpt?: string | null;
  headingLevel?: 2 | 3;
  priority?: boolean;
}

export function BlogCard({ title, href, image, category, dateLabel, dateTime, excerpt, headingLevel = 2, priority = false, className, ...props }: BlogCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article data-slot="blog-card" className={cn("group relative flex flex-col overflow-hidden rounded-lg border border-border bg-background text-foreground", className)} {...props}>
      <BlogImage image={image} priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{category}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={dateTime}>{dateLabel}</time>
        </p>
        <Heading className="text-lg leading-tight font-semibold">
          {/* The whole card is the link's target; the heading carries its name. */}
          <FrameworkLink href={href} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none group-has-[:focus-visible]:underline">
            {title}
          </FrameworkLink>
        </Heading>
        {excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{excerpt}</p> : null}
      </div>
    </article>
  );
}

export interface BlogCategoryNavProps extends Omit<React.ComponentProps<"nav">, "children"> {
  items: ReadonlyArray<{ label: string; href: string; current: boolean; count?: number }>;
}

/** The categories as links; the current one is marked aria-current. */
export function BlogCategoryNav({ items, className, ...props }: BlogCategoryNavProps) {
  return (
    <nav data-slot="blog-categories" aria-label="Blog categories" className={className} {...props}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <FrameworkLink
              href={item.href}
              aria-current={item.current ? "page" : undefined}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-input px-4 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {item.label}
              {/* Full ink: on the current pill (primary background) a faded count fell below 4.5:1. */}
              {item.count !== undefined ? <span>({item.count})</span> : null}
            </FrameworkLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface BlogPaginationProps extends Omit<React.ComponentProps<"nav">, "children"> {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

const pageLinkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground";

/** Page links with Previous and Next; nothing for a single page. */
export function BlogPagination({ page, pageCount, hrefFor, className, ...props }: BlogPaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav data-slot="blog-pagination" aria-label="Blog pages" className={cn("flex justify-center", className)} {...props}>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <FrameworkLink href={hrefFor(page - 1)} className={pageLinkClass} rel="prev">
              Previous<span className="sr-only"> page</span>
            </FrameworkLink>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <FrameworkLink href={hrefFor(number)} aria-current={number === page ? "page" : undefined} aria-label={`Page ${number}`} className={pageLinkClass}>
              {number}
            </FrameworkLink>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <FrameworkLink href={hrefFor(page + 1)} className={pageLinkClass} rel="next">
              Next<span className="sr-only"> page</span>
            </FrameworkLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
