"use client";
// The compare bar under the search results (spec 1 'compare cars', spec 5
// 'Favourites and compare'): how many cars are chosen, a link to the compare page
// once two are, and a way to clear them. Its status line is a live region that is
// always in the page, so choosing a car, and a fifth refused when four are chosen,
// is announced as well as shown. It sits in the flow (sticky at the bottom of the
// results) so it never covers the footer and moves nothing above it.
import * as React from "react";
import { Button } from "../button";
import { useFramework } from "../framework";
import { cn } from "../lib/cn";

export interface CompareTrayTranslations {
  /** '2 of 4 cars chosen to compare'. */
  chosen: (count: number, limit: number) => string;
  /** With one car chosen. */
  chooseAnother: string;
  /** Said when the selection is emptied. */
  cleared: string;
  /** The link's text: 'Compare (2)'. */
  link: (count: number) => string;
  clear: string;
}

const defaultTranslations: CompareTrayTranslations = {
  chosen: (count, limit) => `${count} of ${limit} cars chosen to compare.`,
  chooseAnother: "Choose another car to compare it with.",
  cleared: "No cars chosen to compare.",
  link: (count) => `Compare (${count})`,
  clear: "Clear selection",
};

export interface CompareTrayProps extends Omit<React.ComponentProps<"div">, "children"> {
  count: number;
  limit: number;
  /** The compare page with the chosen cars in its query. */
  href: string;
  /** A message that replaces the count, e.g. the fifth car refused; null when there is none. */
  notice?: string | null;
  onClear: () => void;
  translations?: Partial<CompareTrayTranslations>;
}

/** The bar opens with the first car chosen; with none it keeps only its (visually hidden) status line. */
export function CompareTray({ count, limit, href, notice = null, onClear, translations, className, ...props }: CompareTrayProps) {
  const { Link } = useFramework();
  const text = { ...defaultTranslations, ...translations };
  const open = count > 0 || notice !== null;
  const status = notice ?? (count === 0 ? text.cleared : count === 1 ? `${text.chosen(count, limit)} ${text.chooseAnother}` : text.chosen(count, limit));
  // Nothing to say before the shopper has chosen anything.
  const [spoken, setSpoken] = React.useState(false);
  React.useEffect(() => {
    if (open) setSpoken(true);
  }, [open]);

  return (
    <div
      data-slot="compare-tray"
      data-state={open ? "open" : "closed"}
      className={cn(open ? "sticky bottom-0 z-20 -mx-4 border-t border-border bg-background px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:mx-0 sm:rounded-t-lg sm:border-x" : "sr-only", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" data-slot="compare-tray-status" data-variant={notice ? "notice" : "count"} className={cn("min-w-0 flex-1 text-sm", notice ? "font-semibold text-destructive" : "font-medium")}>
          {open || spoken ? status : ""}
        </p>
        {open ? (
          <div className="flex items-center gap-2">
            {count > 0 ? (
              <Button type="button" intent="ghost" onClick={onClear} data-slot="compare-tray-clear">
                {text.clear}
              </Button>
            ) : null}
            {count >= 2 ? (
              <Button asChild data-slot="compare-tray-link">
                <Link href={href}>{text.link(count)}</Link>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
