"use client";

import * as React from "react";

/**
 * What ui needs from a link component. next/link satisfies it, so an app passes
 * `Link` from next/link straight in; ui itself never imports next/*.
 */
export type FrameworkLinkProps = Omit<React.ComponentProps<"a">, "href"> & { href: string };

/**
 * What ui needs from an image component: next/image satisfies it. Width and
 * height are required so the browser reserves the space (no layout shift).
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

function PlainImage({ alt, ...props }: FrameworkImageProps) {
  return <img alt={alt} {...props} />;
}

const plainFramework: Framework = { Link: PlainLink, Image: PlainImage };

const FrameworkContext = React.createContext<Framework>(plainFramework);

export type FrameworkProviderProps = Partial<Framework> & { children: React.ReactNode };

/**
 * Hands ui the app's `Link` and `Image` (next/link, next/image). Without a
 * provider, ui renders plain <a> and <img>, which is what Storybook and tests use.
 */
export function FrameworkProvider({ Link, Image, children }: FrameworkProviderProps) {
  const parent = React.useContext(FrameworkContext);
  const value = React.useMemo<Framework>(() => ({ Link: Link ?? parent.Link, Image: Image ?? parent.Image }), [Link, Image, parent]);
  return <FrameworkContext.Provider value={value}>{children}</FrameworkContext.Provider>;
}

/** The app's Link and Image; plain <a> and <img> outside a provider. */
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
