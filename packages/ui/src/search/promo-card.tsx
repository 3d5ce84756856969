// A promotional or call-to-action card among the results (spec 2.3: at the
// configured positions; spec 4: filtered by dates in domain activePromoCards).
import * as React from "react";
import { useFramework } from "../framework";
import { cn } from "../lib/cn";

export interface PromoCardProps extends React.ComponentProps<"aside"> {
  title: string;
  text?: string | null;
  image?: string | null;
  href?: string | null;
  linkLabel?: string;
  variant?: "promotion" | "call-to-action";
}

export function PromoCard({ title, text, image, href, linkLabel = "Find out more", variant = "promotion", className, ...props }: PromoCardProps) {
  const { Link } = useFramework();
  const headingId = React.useId();
  return (
    <aside
      data-slot="promo-card"
      data-variant={variant}
      aria-labelledby={headingId}
      className={cn("flex h-full flex-col overflow-hidden rounded-lg border border-border", variant === "call-to-action" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground", className)}
      {...props}
    >
      {image ? <img src={image} alt="" width={480} height={360} loading="lazy" className="aspect-[4/3] w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {text ? <p className="text-sm">{text}</p> : null}
        {href ? (
          <Link href={href} className="mt-auto font-medium underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current">
            {linkLabel}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}
