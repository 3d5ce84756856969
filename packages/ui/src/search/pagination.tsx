"use client";
// Result pages as links (they work before hydration and for crawlers); a click
// refines in place. Pages are 0-based here as InstantSearch counts them.
import * as React from "react";
import { cn } from "../lib/cn";

export interface PaginationProps {
  pages: readonly number[];
  currentPage: number;
  nbPages: number;
  createURL: (page: number) => string;
  onRefine: (page: number) => void;
  classNames?: { root?: string };
  translations?: { label?: string; previous?: string; next?: string; page?: (page: number) => string };
}

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground";

export function Pagination({ pages, currentPage, nbPages, createURL, onRefine, classNames, translations }: PaginationProps) {
  if (nbPages <= 1) return null;
  const pageLabel = translations?.page ?? ((page: number) => `Page ${page}`);
  const link = (page: number, label: React.ReactNode, accessibleName: string, current = false) => (
    <a
      href={createURL(page)}
      aria-label={accessibleName}
      aria-current={current ? "page" : undefined}
      className={linkClass}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onRefine(page);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav data-slot="pagination" aria-label={translations?.label ?? "Result pages"} className={cn("flex justify-center", classNames?.root)}>
      <ul className="flex flex-wrap items-center gap-2">
        {currentPage > 0 ? <li>{link(currentPage - 1, translations?.previous ?? "Previous", translations?.previous ?? "Previous page")}</li> : null}
        {pages.map((page) => (
          <li key={page}>{link(page, page + 1, pageLabel(page + 1), page === currentPage)}</li>
        ))}
        {currentPage < nbPages - 1 ? <li>{link(currentPage + 1, translations?.next ?? "Next", translations?.next ?? "Next page")}</li> : null}
      </ul>
    </nav>
  );
}
