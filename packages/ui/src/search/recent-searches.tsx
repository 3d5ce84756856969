// 'Recent searches' (spec 4, 9: the last 5 filter states, newest first), as links.
import * as React from "react";
import { useFramework } from "../framework";
import { cn } from "../lib/cn";

export interface RecentSearchItem {
  path: string;
  label: string;
}

export interface RecentSearchesProps extends React.ComponentProps<"nav"> {
  items: readonly RecentSearchItem[];
  translations?: { title?: string };
}

export function RecentSearches({ items, translations, className, ...props }: RecentSearchesProps) {
  const { Link } = useFramework();
  const headingId = React.useId();
  if (items.length === 0) return null;
  return (
    <nav data-slot="recent-searches" aria-labelledby={headingId} className={cn("flex flex-col gap-2", className)} {...props}>
      <h2 id={headingId} className="text-sm font-semibold">
        {translations?.title ?? "Recent searches"}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.path}>
            <Link href={item.path} className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
