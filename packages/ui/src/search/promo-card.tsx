// A promotional or call-to-action card among the results (spec 2.3: at the
// configured positions; spec 4: which cards and in what order is domain's
// searchPromoCards). It sits in the result grid, so it takes the result card's
// 4:3 media box: the space is reserved before the image loads (no layout shift).
import * as React from "react";
import { cva } from "class-variance-authority";
import { imageSrcSet, imageUrl } from "@forecourt/domain";
import { Button } from "../button";
import { useFramework } from "../framework";
import { cn } from "../lib/cn";

export const promoCardVariants = cva("flex h-full flex-col overflow-hidden rounded-lg border", {
  variants: {
    variant: {
      promotion: "border-border bg-muted text-foreground",
      "call-to-action": "border-primary bg-primary text-primary-foreground",
    },
  },
  defaultVariants: { variant: "promotion" },
});

export type PromoCardVariant = "promotion" | "call-to-action";

export interface PromoCardProps extends React.ComponentProps<"aside"> {
  title: string;
  text?: string | null;
  image?: string | null;
  href?: string | null;
  linkLabel?: string;
  variant?: PromoCardVariant;
}

/** The widths of the image's srcset, cropped to the card's 4:3 box (banner art is much wider). */
const mediaWidths = [360, 480, 720];

export function PromoCard({ title, text, image, href, linkLabel = "Find out more", variant = "promotion", className, ...props }: PromoCardProps) {
  const { Link } = useFramework();
  const headingId = React.useId();
  return (
    <aside data-slot="promo-card" data-variant={variant} aria-labelledby={headingId} className={cn(promoCardVariants({ variant }), className)} {...props}>
      {image ? (
        <div data-slot="promo-card-media" className="aspect-[4/3] bg-background/40">
          <img
            src={imageUrl(image, { width: 480, height: 360, crop: true })}
            srcSet={imageSrcSet(image, mediaWidths, { aspect: 4 / 3, crop: true })}
            sizes="(min-width: 1200px) 30vw, (min-width: 768px) 45vw, 100vw"
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {text ? <p className="text-sm">{text}</p> : null}
        {href ? (
          // An outline button reads on both tones: light on the promotion, white on the call-to-action's brand colour.
          <div data-slot="promo-card-actions" className="mt-auto flex flex-col pt-2">
            <Button asChild intent="outline">
              <Link href={href}>{linkLabel}</Link>
            </Button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
