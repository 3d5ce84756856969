"use client";

import * as React from "react";
import { imageSrcSet, imageUrl } from "@forecourt/domain";

/**
 * What ui needs from a link component. next/link satisfies it, so an app passes
 * `Link` from next/link straight in; ui itself never imports next/*.
 */
export type FrameworkLinkProps = Omit<React.ComponentProps<"a">, "href"> & { href: string };

/**
 * What ui needs from an image component: ResponsiveImage below, or any component
 * with the same props (next/image satisfies them). Width and height are required
 * so the browser reserves the space (no layout shift).
 */
export type FrameworkImageProps = Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height" | "ref"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

export interface Framework {
  Link: React.ComponentType<FrameworkLinkProps>;
  Image: React.ComponentType<FrameworkImageProps>;
}

function PlainLink(props: FrameworkLinkProps) {
  return <a {...props} />;
}

/**
 * Widths a photo is offered at when the page gives its `sizes` (CSS pixels times the
 * device's pixel ratio: a 412 px phone at 2.6x picks 1080), up to twice its width.
 */
const srcSetWidths = [320, 480, 640, 750, 828, 960, 1080, 1280, 1600, 1920, 2400];

/**
 * A plain <img> through the image delivery URLs (domain `imageUrl`: w, q,
 * auto=format, served by the image route or the CDN): a srcset by width when the
 * page says how wide the image shows (`sizes`), else 1x and 2x of its width; lazy
 * unless it is the page's largest paint (`fetchPriority="high"` or
 * `loading="eager"`), and decoded off the main thread.
 *
 * Written here rather than taken from next/image (docs/performance.md, issue 20):
 * every page's shell carried next/image's client code (about 5.5 KB gzipped: its
 * loader config, placeholder and preload logic) to render what is, with our own
 * loader, this one element. The server HTML is the same <img>, so the LCP photo is
 * still found by the browser's preload scanner with its srcset and priority.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, loading, fetchPriority, decoding = "async", ...props }: FrameworkImageProps) {
  // A data: or blob: image has one size; it gets no srcset.
  const srcSet = /^(data|blob):/i.test(src.trim())
    ? undefined
    : sizes
    ? imageSrcSet(
        src,
        srcSetWidths.filter((candidate) => candidate <= width * 2),
      )
    : `${imageUrl(src, { width })} 1x, ${imageUrl(src, { width: width * 2 })} 2x`;
  return (
    <img
      alt={alt}
      src={imageUrl(src, { width })}
      srcSet={srcSet || undefined}
      sizes={sizes}
      width={width}
      height={height}
      loading={loading ?? (fetchPriority === "high" ? "eager" : "lazy")}
      fetchPriority={fetchPriority}
      decoding={decoding}
      {...props}
    />
  );
}

const plainFramework: Framework = { Link: PlainLink, Image: ResponsiveImage };

const FrameworkContext = React.createContext<Framework>(plainFramework);

export type FrameworkProviderProps = Partial<Framework> & { children: React.ReactNode };

/**
 * Hands ui the app's `Link` (next/link) and, if it has one, its `Image`. Without a
 * provider, ui renders plain <a> and ResponsiveImage, which is what Storybook,
 * tests and the apps' photos use.
 */
export function FrameworkProvider({ Link, Image, children }: FrameworkProviderProps) {
  const parent = React.useContext(FrameworkContext);
  const value = React.useMemo<Framework>(() => ({ Link: Link ?? parent.Link, Image: Image ?? parent.Image }), [Link, Image, parent]);
  return <FrameworkContext.Provider value={value}>{children}</FrameworkContext.Provider>;
}

/** The app's Link and Image; plain <a> and ResponsiveImage outside a provider. */
export function useFramework(): Framework {
  return React.useContext(FrameworkContext);
}

/**
 * The framework's Link as a client leaf, so server components (footer, page
 * states) can render links without becoming client components themselves.
 */
export function FrameworkLink(props: FrameworkLinkProps) {
  const { Link } = useFramework();
  return <Link {...props} />;
}

/** The framework's Image as a client leaf (see FrameworkLink). */
export function FrameworkImage(props: FrameworkImageProps) {
  const { Image } = useFramework();
  return <Image {...props} />;
}
