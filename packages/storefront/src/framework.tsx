"use client";
// Hands the framework's Link to @forecourt/ui, which never imports next/*. Images are
// ui's ResponsiveImage (a plain <img> through the image delivery URL scheme: w, q,
// auto=format, served by the embedded image route or the production CDN alike), not
// next/image, whose client code every page would carry (docs/performance.md).
import NextLink from "next/link";
import { type FocusEvent, type MouseEvent, type ReactNode, type TouchEvent, useState } from "react";
import { FrameworkProvider, type FrameworkLinkProps } from "@forecourt/ui/framework";

/**
 * next/link that prefetches on intent rather than on sight (docs/performance.md,
 * 'Links prefetch on intent'; the hover-triggered prefetch of Next's prefetching
 * guide, with focus and touch added so keyboard and phone shoppers get it too).
 *
 * By default every link Next.js sees in the viewport prefetches its route as soon as
 * the page has hydrated: on `/success` that was 22 requests for 11 routes (header,
 * footer), on `/cars/` one per car card. On a phone on slow 4G those requests compete
 * with the page's own photos, their responses are processed on the main thread while
 * the shopper starts to scroll, and every page view costs the dealer's server a score
 * of requests for pages that are mostly never opened. Here a link prefetches when the
 * pointer enters it, it takes focus, or a finger lands on it (about 100 ms before the
 * tap's click), and from then on behaves as Next's default link.
 */
function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: FrameworkLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}

export function AppFramework({ children }: { children: ReactNode }) {
  return <FrameworkProvider Link={IntentLink}>{children}</FrameworkProvider>;
}
